import { preparePortalTurn } from '#functions/core/portal/portal-chat.ts';
import { findPracticeBySubdomain } from '#functions/core/portal/practice-directory.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { streamOrCreated } from '#functions/http/sse.ts';
import { portalChatReplySchema, whiteLabelChatRequestSchema } from '#shared/api/schemas/portal.ts';
import { portalStreamStartSchema } from '#shared/api/schemas/portal-chat-stream.ts';

/**
 * An anonymous visitor's message on a practice's portal, under a first name. The practice is the
 * subdomain the portal names; the conversation belongs to it and counts in its metrics. With
 * `Accept: text/event-stream` the reply streams (start, token ..., done).
 */
export const handler = defineEndpoint(
  'POST /api/white-label/chat',
  {
    body: whiteLabelChatRequestSchema,
    response: portalChatReplySchema,
    streamStart: portalStreamStartSchema,
  },
  async ({ body, request }) => {
    const practice = await findPracticeBySubdomain(body.subdomain);
    const turn = await preparePortalTurn(
      {
        practice,
        speaker: { kind: 'visitor', name: body.clientName ?? '', address: await callerAddress(request) },
        message: body.message,
        sessionId: body.sessionId,
        viewerCountry: request.viewerCountry,
      },
      { requestStartedAt: request.receivedAt },
    );
    return streamOrCreated(request, turn);
  },
);
