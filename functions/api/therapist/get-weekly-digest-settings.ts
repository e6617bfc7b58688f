import { getWeeklyDigestSettings } from '#functions/core/db/repositories/weekly-digest-repository.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { weeklyDigestSettingsSchema } from '#shared/api/schemas/therapist-digest.ts';

/** Whether the therapist gets the weekly digest mail, and whether it may name clients. */
export const handler = defineEndpoint(
  'GET /api/therapist/weekly-digest',
  { response: weeklyDigestSettingsSchema },
  async ({ session }) => ok(await getWeeklyDigestSettings(session.subjectId)),
);
