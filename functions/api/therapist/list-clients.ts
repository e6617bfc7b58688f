import { listClients } from '#functions/core/clients/practice-clients.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** The practice's clients with their session metrics (never conversation content). */
export const handler = defineEndpoint('GET /api/therapist/clients', {}, async ({ session }) =>
  ok({ clients: await listClients(session.subjectId) }),
);
