import { getBranding } from '#functions/core/practices/practice-branding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { brandingSettingsSchema } from '#shared/api/schemas/practice-branding.ts';

/** The portal's branding as the customisation screen edits it. */
export const handler = defineEndpoint(
  'GET /api/therapist/branding',
  { response: brandingSettingsSchema },
  async ({ session }) => ok(await getBranding(session.subjectId)),
);
