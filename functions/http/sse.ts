import { PassThrough } from 'node:stream';
import {
  type ChatStreamError,
  type ChatStreamEvent,
  encodeChatStreamEvent,
} from '#shared/api/schemas/chat-stream.ts';
import { AppError } from '#shared/errors.ts';
import { logger } from './logger';
import type { HttpReply } from './reply';

export type SendEvent = (event: ChatStreamEvent) => void;

/**
 * A Server-Sent Events reply speaking the chat stream contract (shared/api/schemas/chat-stream.ts).
 * `produce` sends events while it works; its `signal` fires when the caller goes away (the member
 * pressed stop), so the work can end early and keep what was sent. An error after the stream
 * started is sent as an `error` event with a human message and its code.
 */
export function sseReply(
  requestId: string,
  produce: (send: SendEvent, signal: AbortSignal) => Promise<void>,
): HttpReply {
  const stream = new PassThrough();
  const abort = new AbortController();
  let finished = false;
  stream.on('close', () => {
    if (!finished) abort.abort();
  });
  const send: SendEvent = (event) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(encodeChatStreamEvent(event));
  };
  // Leading comment: some proxies hold the first bytes back until they see some.
  stream.write(': stream open\n\n');
  void produce(send, abort.signal)
    .catch((error: unknown) => {
      const known = error instanceof AppError ? error : undefined;
      if (!known) logger.error('stream failed', { requestId, errorName: (error as Error)?.name });
      const data: ChatStreamError = {
        status: known?.status ?? 500,
        message: known?.message ?? 'Something went wrong on our side. Please try again in a moment.',
        code: known?.code ?? 'INTERNAL',
        ...(known?.details.conversationId ? { conversationId: known.details.conversationId } : {}),
        requestId,
      };
      send({ event: 'error', data });
    })
    .finally(() => {
      finished = true;
      stream.end();
    });
  return {
    status: 200,
    headers: {
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-cache, no-transform',
      'X-Accel-Buffering': 'no',
    },
    stream,
  };
}
