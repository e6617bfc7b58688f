import { saveBranding } from '#functions/core/practices/practice-branding.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { brandingSchema, savedBrandingSchema } from '#shared/api/schemas/practice-branding.ts';

/** Saves the portal's branding; custom CSS is stored sanitised, with what was removed and why. */
export const handler = defineEndpoint(
  'PUT /api/therapist/branding',
  { body: brandingSchema, response: savedBrandingSchema },
  async ({ body, session }) => ok(await saveBranding(session.subjectId, body)),
);
