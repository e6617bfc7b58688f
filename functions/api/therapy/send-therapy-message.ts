import { clientInPractice } from '#functions/core/portal/client-portal.ts';
import { preparePortalTurn } from '#functions/core/portal/portal-chat.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { streamOrCreated } from '#functions/http/sse.ts';
import { portalChatReplySchema, therapyChatRequestSchema } from '#shared/api/schemas/portal.ts';
import { portalStreamStartSchema } from '#shared/api/schemas/portal-chat-stream.ts';

/**
 * A signed-in client's message to their practice's assistant. The practice and the client come
 * from the verified session; a subdomain in the body is ignored. The session id comes from the
 * first reply and is reused; with `Accept: text/event-stream` the reply streams.
 */
export const handler = defineEndpoint(
  'POST /api/therapy/chat',
  { body: therapyChatRequestSchema, response: portalChatReplySchema, streamStart: portalStreamStartSchema },
  async ({ body, session, request }) => {
    const { practice, client } = await clientInPractice(session);
    const turn = await preparePortalTurn(
      {
        practice,
        speaker: { kind: 'client', clientId: client.id, firstName: client.firstName },
        message: body.message,
        sessionId: body.sessionId,
        viewerCountry: request.viewerCountry,
      },
      { requestStartedAt: request.receivedAt },
    );
    return streamOrCreated(request, turn);
  },
);
