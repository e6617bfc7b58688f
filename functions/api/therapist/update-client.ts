import { updateClient } from '#functions/core/clients/practice-clients.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientIdParams, practiceClientSchema, updateClientSchema } from '#shared/api/schemas/clients.ts';

/** Deactivates or reactivates a client of the practice, or changes its ID or notes. */
export const handler = defineEndpoint(
  'PATCH /api/therapist/clients/{clientId}',
  { body: updateClientSchema, params: clientIdParams, response: practiceClientSchema },
  async ({ body, params, session }) => ok(await updateClient(session.subjectId, params.clientId, body)),
);
