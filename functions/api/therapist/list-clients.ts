import { listClients } from '#functions/core/clients/practice-clients.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientListSchema } from '#shared/api/schemas/clients.ts';

/** The practice's clients with their session metrics (never conversation content). */
export const handler = defineEndpoint(
  'GET /api/therapist/clients',
  { response: clientListSchema },
  async ({ session }) => ok({ clients: await listClients(session.subjectId) }),
);
