import { clientInPractice, updateClientSession } from '#functions/core/portal/client-portal.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { savedFeedbackSchema, sessionFeedbackSchema, sessionPathSchema } from '#shared/api/schemas/portal.ts';

/** The client rates a session or shares it with their therapist (and may take it back). */
export const handler = defineEndpoint(
  'PATCH /api/therapy/conversation/{sessionId}',
  { params: sessionPathSchema, body: sessionFeedbackSchema, response: savedFeedbackSchema },
  async ({ params, body, session }) => {
    const { practice, client } = await clientInPractice(session);
    return ok(await updateClientSession(practice.id, client.id, params.sessionId, body));
  },
);
