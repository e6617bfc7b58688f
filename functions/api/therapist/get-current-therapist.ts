import { getTherapistSelf } from '#functions/core/practices/therapist-accounts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { therapistSelfSchema } from '#shared/api/schemas/therapist.ts';

export const handler = defineEndpoint(
  'GET /api/therapist/me',
  { response: therapistSelfSchema },
  async ({ session }) => ok(await getTherapistSelf(session.subjectId)),
);
