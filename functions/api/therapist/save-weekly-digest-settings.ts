import { saveWeeklyDigestSettings } from '#functions/core/db/repositories/weekly-digest-repository.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { weeklyDigestSettingsSchema } from '#shared/api/schemas/therapist-digest.ts';

/** Turns the weekly digest mail on or off, and whether it may name clients. */
export const handler = defineEndpoint(
  'PUT /api/therapist/weekly-digest',
  { body: weeklyDigestSettingsSchema, response: weeklyDigestSettingsSchema },
  async ({ body, session }) => {
    await saveWeeklyDigestSettings(session.subjectId, body);
    return ok(body);
  },
);
