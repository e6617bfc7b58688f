import {
  type ChatTurnRequest,
  loadChatTurnContext,
  prepareChatTurn,
} from '#functions/core/chat/chat-turn.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { streamOrCreated } from '#functions/http/sse.ts';
import { chatReplySchema, chatRequestSchema, chatStreamStartSchema } from '#shared/api/schemas/chat.ts';

/**
 * A member's chat message. Refusals (tier, monthly quota, fair use, unknown conversation) are plain
 * 4xx replies before any model call; with `Accept: text/event-stream` the reply streams as the
 * shared contract's `start`, `token` ... `done` (or `error`) events.
 */
export const handler = defineEndpoint(
  'POST /api/chat',
  { body: chatRequestSchema, response: chatReplySchema, streamStart: chatStreamStartSchema },
  async ({ body, session, request, readAhead }) => {
    const turn = await prepareChatTurn(
      session.subjectId,
      { ...body, viewerCountry: request.viewerCountry },
      { context: readAhead, requestStartedAt: request.receivedAt },
    );
    return streamOrCreated(request, turn);
  },
  // The turn's one batched read overlaps the session check (read-only; used only once confirmed).
  {
    readAhead: (memberId: string, input: { body: ChatTurnRequest }) =>
      loadChatTurnContext(memberId, input.body),
  },
);
