import { getPublicProfile, PROFILE_CACHE_SECONDS } from '#functions/core/portal/practice-directory.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { practicePathSchema } from '#shared/api/schemas/portal.ts';

/** A portal's public profile: branding and what it says, never email, licence, plan or clients. */
export const handler = defineEndpoint(
  'GET /api/white-label/therapist/{subdomain}',
  { params: practicePathSchema },
  async ({ params }) =>
    ok(await getPublicProfile(params.subdomain), {
      headers: { 'Cache-Control': `public, max-age=${PROFILE_CACHE_SECONDS}` },
    }),
);
