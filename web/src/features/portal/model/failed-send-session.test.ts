import { describe, expect, it, vi } from 'vitest';
import { PortalReplyError, streamPortalMessage } from '#web/features/portal/api/portal-api.ts';
import { ApiError, type apiEventStream } from '#web/lib/api-client.ts';
import { sessionKeptByFailure } from './failed-send-session';

type Stream = typeof apiEventStream;
const events = vi.hoisted(() => ({ sent: [] as { event: string; data: string }[] }));
vi.mock('#web/lib/api-client.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  apiEventStream: (async (_path, _body, onEvent) => {
    for (const event of events.sent) onEvent(event);
  }) satisfies Stream,
}));

const timedOut = {
  status: 504,
  code: 'UPSTREAM_TIMEOUT',
  message: 'The assistant took too long to answer. Please try again.',
};

async function failedSend(errorEvent: object): Promise<unknown> {
  events.sent = [
    { event: 'start', data: JSON.stringify({ sessionId: 's-kept' }) },
    { event: 'token', data: JSON.stringify({ text: 'Hel' }) },
    { event: 'error', data: JSON.stringify(errorEvent) },
  ];
  return streamPortalMessage(
    '/api/white-label/chat',
    { message: 'hello' },
    { onToken: () => {} },
    new AbortController().signal,
  ).then(
    () => expect.unreachable('the send should fail'),
    (error: unknown) => error,
  );
}

describe('the session a failed portal message was kept in', () => {
  it("is read from the stream's error event, with the server's message kept for the toast", async () => {
    const error = await failedSend({ ...timedOut, sessionId: 's-kept' });
    expect(error).toBeInstanceOf(PortalReplyError);
    expect((error as PortalReplyError).message).toBe(timedOut.message);
    expect(sessionKeptByFailure(error)).toBe('s-kept');
  });

  it('is read from a JSON error body when the send was refused before streaming', () => {
    const refused = new ApiError(
      504,
      JSON.stringify({ ...timedOut, sessionId: 's-json' }),
      'Gateway Timeout',
    );
    expect(sessionKeptByFailure(refused)).toBe('s-json');
  });

  it('is none when the server kept nothing, so a first message still starts a new session', async () => {
    expect(sessionKeptByFailure(await failedSend(timedOut))).toBeNull();
    expect(
      sessionKeptByFailure(
        new ApiError(429, JSON.stringify({ message: 'Slow down', code: 'RATE_LIMITED' }), ''),
      ),
    ).toBeNull();
    expect(sessionKeptByFailure(new DOMException('aborted', 'AbortError'))).toBeNull();
  });
});
