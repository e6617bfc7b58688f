import { addClient } from '#functions/core/clients/practice-clients.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { created } from '#functions/http/reply.ts';
import { addClientSchema, practiceClientSchema } from '#shared/api/schemas/clients.ts';

/** Adds a client, within the plan's client limit. */
export const handler = defineEndpoint(
  'POST /api/therapist/clients',
  { body: addClientSchema, response: practiceClientSchema },
  async ({ body, session }) => created(await addClient(session.subjectId, body)),
);
