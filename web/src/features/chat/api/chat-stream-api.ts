import type { ChatReply, ChatRequest, ChatStreamStart } from '#shared/api/schemas/chat.ts';
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

interface StreamErrorData {
  status?: number;
  message?: string;
  code?: ErrorCode;
  conversationId?: string;
}

const INTERRUPTED = 'The connection closed before the guide finished. Please try again.';

/**
 * Sends one chat message and streams the guide's reply. Resolves with the final reply; refusals
 * before the stream throw the `ApiError` of `apiRequest`; a failure mid-way throws
 * `GuideInterruptedError`; aborting `signal` rejects with an AbortError.
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
    ({ event, data }) => {
      if (event === 'start') {
        const start = JSON.parse(data) as ChatStreamStart;
        conversationId = start.conversationId;
        handlers.onStart(start);
      } else if (event === 'token') {
        handlers.onToken((JSON.parse(data) as { text: string }).text);
      } else if (event === 'done') {
        reply = JSON.parse(data) as ChatReply;
      } else if (event === 'error') {
        const body = JSON.parse(data) as StreamErrorData;
        failure = new GuideInterruptedError(
          body.message || 'Failed to send message',
          body.status ?? 500,
          body.code,
          body.conversationId,
        );
      }
    },
    signal,
  );
  if (failure) throw failure;
  if (!reply) throw new GuideInterruptedError(INTERRUPTED, 0, undefined, conversationId);
  return reply;
}
