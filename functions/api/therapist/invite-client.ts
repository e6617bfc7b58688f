import { inviteClient } from '#functions/core/clients/practice-clients.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientIdParams, practiceClientSchema } from '#shared/api/schemas/clients.ts';

/** Mails the client the portal link and a sign-up link bound to their record. */
export const handler = defineEndpoint(
  'POST /api/therapist/clients/{clientId}/invite',
  { params: clientIdParams, response: practiceClientSchema },
  async ({ params, session }) => ok(await inviteClient(session.subjectId, params.clientId)),
);
