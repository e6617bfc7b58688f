import { renamePractice } from '#functions/core/practices/practice-name.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { practiceNameSchema } from '#shared/api/schemas/practice-name.ts';
import { therapistSelfSchema } from '#shared/api/schemas/therapist.ts';

/** Renames the practice (what clients read in the portal's welcome and their export); the therapist as /me gives it. */
export const handler = defineEndpoint(
  'PUT /api/therapist/practice-name',
  { body: practiceNameSchema, response: therapistSelfSchema },
  async ({ body, session }) => ok(await renamePractice(session.subjectId, body.practiceName)),
);
