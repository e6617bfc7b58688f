import type { ChatReply, ChatRequest, ChatStreamStart } from '#shared/api/schemas/chat.ts';
import { parseChatStreamEvent } from '#shared/api/schemas/chat-stream.ts';
import type { ErrorCode } from '#shared/errors.ts';
import { apiEventStream } from '#web/lib/api-client.ts';

/**
 * The guide failed after the reply had started (an `error` event). The member's message was saved
 * when `conversationId` is set: sending the same text there again retries without a duplicate.
 */
export class GuideInterruptedError extends Error {
  readonly status: number;
  readonly code: ErrorCode | undefined;
  readonly conversationId: string | undefined;

  constructor(message: string, status: number, code?: ErrorCode, conversationId?: string) {
    super(message);
    this.name = 'GuideInterruptedError';
    this.status = status;
    this.code = code;
    this.conversationId = conversationId;
  }
}

export interface ChatStreamHandlers {
  onStart: (start: ChatStreamStart) => void;
  onToken: (text: string) => void;
}

const INTERRUPTED = 'The connection closed before the guide finished. Please try again.';

/**
 * Sends one chat message and streams the guide's reply, read through the shared stream contract
 * (events outside it are ignored). Resolves with the final reply; refusals before the stream throw
 * the `ApiError` of `apiRequest`; a failure mid-way throws `GuideInterruptedError` with the error
 * event's code; aborting `signal` rejects with an AbortError.
 */
export async function streamChatMessage(
  request: ChatRequest,
  handlers: ChatStreamHandlers,
  signal: AbortSignal,
): Promise<ChatReply> {
  let reply: ChatReply | undefined;
  let failure: GuideInterruptedError | undefined;
  let conversationId: string | undefined;
  await apiEventStream(
    '/api/chat',
    request,
    (received) => {
      const event = parseChatStreamEvent(received.event, received.data);
      if (!event) return;
      switch (event.event) {
        case 'start':
          conversationId = event.data.conversationId;
          handlers.onStart(event.data);
          break;
        case 'token':
          handlers.onToken(event.data.text);
          break;
        case 'done':
          reply = event.data;
          break;
        case 'error':
          failure = new GuideInterruptedError(
            event.data.message || 'Failed to send message',
            event.data.status,
            event.data.code,
            event.data.conversationId,
          );
          break;
      }
    },
    signal,
  );
  if (failure) throw failure;
  if (!reply) throw new GuideInterruptedError(INTERRUPTED, 0, undefined, conversationId);
  return reply;
}
