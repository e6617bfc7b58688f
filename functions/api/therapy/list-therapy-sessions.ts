import { clientInPractice, listClientSessions } from '#functions/core/portal/client-portal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { portalSessionListSchema } from '#shared/api/schemas/portal.ts';

/** The signed-in client's own sessions (chats and journal entries), newest first. */
export const handler = defineEndpoint(
  'GET /api/therapy/conversations',
  { response: portalSessionListSchema },
  async ({ session }) => {
    const { practice, client } = await clientInPractice(session);
    return ok({ sessions: await listClientSessions(practice.id, client.id) });
  },
);
