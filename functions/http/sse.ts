import { PassThrough } from 'node:stream';
import type { RunOptions } from '#functions/core/chat/chat-turn-types.ts';
import {
  type ChatStreamError,
  type ChatStreamEvent,
  encodeChatStreamEvent,
} from '#shared/api/schemas/chat-stream.ts';
import { AppError } from '#shared/errors.ts';
import { logger } from './logger';
import { created, type HttpReply } from './reply';
import type { RequestInfo } from './request-info';

/** An event of a streamed reply: the chat contract's, or the portal's (the same four names). */
export type StreamEvent = { event: string; data: unknown } | { event: 'error'; data: ChatStreamError };
export type SendEvent<E extends StreamEvent = ChatStreamEvent> = (event: E) => void;

/**
 * A Server-Sent Events reply speaking the chat stream contract (shared/api/schemas/chat-stream.ts).
 * `produce` sends events while it works; its `signal` fires when the caller goes away (the member
 * pressed stop), so the work can end early and keep what was sent. An error after the stream
 * started is sent as an `error` event with a human message and its code (and, for a 503, the
 * `retryAfterSeconds` a JSON reply would give as Retry-After).
 */
function sseReply<E extends StreamEvent = ChatStreamEvent>(
  requestId: string,
  produce: (send: SendEvent<E>, signal: AbortSignal) => Promise<void>,
): HttpReply<never> {
  const stream = new PassThrough();
  const abort = new AbortController();
  let finished = false;
  stream.on('close', () => {
    if (!finished) abort.abort();
  });
  const write = (event: StreamEvent) => {
    if (!stream.writableEnded && !stream.destroyed) stream.write(encodeChatStreamEvent(event));
  };
  const send: SendEvent<E> = (event) => {
    write(event);
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
        // A 503 says when to try again, as the Retry-After header of a JSON reply does.
        ...(known?.details.retryAfterSeconds ? { retryAfterSeconds: known.details.retryAfterSeconds } : {}),
        ...(known?.details.conversationId ? { conversationId: known.details.conversationId } : {}),
        ...(known?.details.sessionId ? { sessionId: known.details.sessionId } : {}),
        requestId,
      };
      write({ event: 'error', data });
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

/** A prepared turn of any audience: run it, with or without the stream's callbacks. */
export interface StreamableTurn<Start, Reply> {
  run(options?: RunOptions<Start>): Promise<Reply>;
}

/**
 * THE way a route answers with a turn (every route the table marks `stream: true` goes through
 * here): with `Accept: text/event-stream` the reply streams as `start`, `token` ... then `done`
 * with the same object the JSON reply holds (or `error`); otherwise it is a plain 201 with it.
 * The stream's signal is the stop button: the turn ends early and keeps what had arrived.
 */
export async function streamOrCreated<Start, Reply>(
  request: RequestInfo,
  turn: StreamableTurn<Start, Reply>,
): Promise<HttpReply<Reply>> {
  if (!request.acceptsEventStream) return created(await turn.run());
  return sseReply<StreamEvent>(request.requestId, async (send, signal) => {
    const reply = await turn.run({
      signal,
      onStart: (start) => send({ event: 'start', data: start }),
      onToken: (text) => send({ event: 'token', data: { text } }),
    });
    send({ event: 'done', data: reply });
  });
}
