import { PassThrough } from 'node:stream';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { logger } from './logger';
import type { HttpReply } from './reply';

export type SendEvent = (event: string, data: unknown) => void;

/**
 * A Server-Sent Events reply. `produce` sends events while it works; its `signal` fires when the
 * caller goes away (the member pressed stop), so the work can end early and keep what was sent.
 * An error after the stream started is sent as an `error` event with a human message.
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
  const send: SendEvent = (event, data) => {
    if (!stream.writableEnded && !stream.destroyed)
      stream.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  // Leading comment: some proxies hold the first bytes back until they see some.
  stream.write(': stream open\n\n');
  void produce(send, abort.signal)
    .catch((error: unknown) => {
      const known = error instanceof AppError ? error : undefined;
      if (!known) logger.error('stream failed', { requestId, errorName: (error as Error)?.name });
      const body: ErrorBody = {
        message: known?.message ?? 'Something went wrong on our side. Please try again in a moment.',
        code: known?.code ?? 'INTERNAL',
        ...(known?.details.conversationId ? { conversationId: known.details.conversationId } : {}),
        requestId,
      };
      send('error', { status: known?.status ?? 500, ...body });
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
