import {
  getPublicProfile,
  PROFILE_CACHE_SECONDS,
  profileForViewer,
} from '#functions/core/portal/practice-directory.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { practicePathSchema, publicPracticeProfileSchema } from '#shared/api/schemas/portal.ts';

/**
 * A portal's public profile: branding and what it says, never email, licence, plan or clients; with
 * the crisis lines of the visitor's country (so it varies by that header).
 */
export const handler = defineEndpoint(
  'GET /api/white-label/therapist/{subdomain}',
  { params: practicePathSchema, response: publicPracticeProfileSchema },
  async ({ params, request }) =>
    ok(profileForViewer(await getPublicProfile(params.subdomain), request.viewerCountry), {
      headers: {
        'Cache-Control': `public, max-age=${PROFILE_CACHE_SECONDS}`,
        Vary: 'CloudFront-Viewer-Country',
      },
    }),
);
