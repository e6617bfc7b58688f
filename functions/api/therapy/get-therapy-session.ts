import { clientInPractice, getClientSession } from '#functions/core/portal/client-portal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { portalSessionStateSchema, sessionPathSchema } from '#shared/api/schemas/portal.ts';

/** One of the client's own sessions with its messages; another's is "not found". */
export const handler = defineEndpoint(
  'GET /api/therapy/conversation/{sessionId}',
  { params: sessionPathSchema, response: portalSessionStateSchema },
  async ({ params, session, request }) => {
    const { practice, client } = await clientInPractice(session);
    return ok(await getClientSession(practice.id, client.id, params.sessionId, request.viewerCountry));
  },
);
