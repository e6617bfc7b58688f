import { getTherapistSelf } from '#functions/core/practices/therapist-accounts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

export const handler = defineEndpoint('GET /api/therapist/me', {}, async ({ session }) =>
  ok(await getTherapistSelf(session.subjectId)),
);
