import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('swr', () => ({ mutate: vi.fn() }));

import type { ChatRequest } from '#shared/api/schemas/chat.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { GuideInterruptedError, streamChatMessage } from './chat-stream-api';

const fetchMock = vi.fn<typeof fetch>();
const encoder = new TextEncoder();

/** An event-stream response delivered in the given chunks (split anywhere, as networks do). */
function streamReply(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } });
}

const start = {
  conversationId: 'c1',
  modeId: 'mirror',
  engine: { id: 'offline', label: 'Offline guide' },
  userMessage: {
    id: 'u1',
    role: 'user',
    content: 'Hello',
    modeId: 'mirror',
    createdAt: '2026-01-01T00:00:00Z',
  },
};
const done = {
  conversationId: 'c1',
  title: 'Hello',
  modeId: 'mirror',
  userMessage: start.userMessage,
  message: {
    id: 'a1',
    role: 'assistant',
    content: 'Hi there',
    modeId: 'mirror',
    createdAt: '2026-01-01T00:00:01Z',
  },
  safety: { flagged: false, level: 'none' },
  engine: start.engine,
  conversation: {
    id: 'c1',
    title: 'Hello',
    modeId: 'mirror',
    messageCount: 2,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:01Z',
  },
  usage: { tier: 'freemium', month: '2026-01', used: 1, limit: 20 },
};

function event(name: string, data: unknown): string {
  return `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
}

function handlers() {
  return { onStart: vi.fn(), onToken: vi.fn() };
}

/** Sends one message (by default 'Hello', with fresh handlers) and streams the reply. */
function send(request: ChatRequest = { message: 'Hello' }, on = handlers()) {
  return streamChatMessage(request, on, new AbortController().signal);
}

/** What a send rejected with (a failing test shows what came instead). */
function caughtFrom(sending: Promise<unknown>): Promise<unknown> {
  return sending.catch((caught: unknown) => caught);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
});

describe('streamChatMessage', () => {
  it('asks for an event stream and hands over start, each token and the final reply', async () => {
    const whole = `: stream open\n\n${event('start', start)}${event('token', { text: 'Hi ' })}${event('token', { text: 'there' })}${event('done', done)}`;
    // Split in awkward places: inside a field name, inside JSON, between the two newlines.
    fetchMock.mockResolvedValueOnce(
      streamReply([whole.slice(0, 7), whole.slice(7, 60), whole.slice(60, 151), whole.slice(151)]),
    );
    const on = handlers();
    const reply = await send({ message: 'Hello', modeId: 'mirror' }, on);

    expect(reply.message.content).toBe('Hi there');
    expect(on.onStart).toHaveBeenCalledWith(start);
    expect(on.onToken.mock.calls.map(([text]) => text)).toEqual(['Hi ', 'there']);
    const [path, init] = fetchMock.mock.calls[0] ?? [];
    expect(path).toBe('/api/chat');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ message: 'Hello', modeId: 'mirror' });
  });

  it('reads CRLF line endings too', async () => {
    const whole = `${event('start', start)}${event('done', done)}`.replace(/\n/g, '\r\n');
    fetchMock.mockResolvedValueOnce(streamReply([whole.slice(0, 41), whole.slice(41)]));
    await expect(send()).resolves.toMatchObject({ conversationId: 'c1' });
  });

  it('turns an error event into GuideInterruptedError with the conversation to retry in', async () => {
    const error = {
      status: 502,
      message: 'The guide is not reachable.',
      code: 'UPSTREAM_FAILED',
      conversationId: 'c1',
    };
    fetchMock.mockResolvedValueOnce(
      streamReply([event('start', start), event('token', { text: 'Hm' }), event('error', error)]),
    );
    const failure = await caughtFrom(send());
    expect(failure).toBeInstanceOf(GuideInterruptedError);
    expect(failure).toMatchObject({
      message: 'The guide is not reachable.',
      status: 502,
      conversationId: 'c1',
    });
  });

  it('carries the error code of an error event (a deleted account reads as a lost session), ignoring events outside the contract', async () => {
    const deleted = { status: 401, message: 'This account has been deleted.', code: 'UNAUTHENTICATED' };
    fetchMock.mockResolvedValueOnce(
      streamReply([
        event('start', start),
        event('progress', { percent: 50 }),
        event('token', { text: 42 }),
        event('error', deleted),
      ]),
    );
    const on = handlers();
    const failure = await caughtFrom(send({ message: 'Hello' }, on));
    expect(on.onToken).not.toHaveBeenCalled();
    expect(failure).toBeInstanceOf(GuideInterruptedError);
    expect(failure).toMatchObject({ status: 401, code: 'UNAUTHENTICATED', conversationId: undefined });
  });

  it('treats a stream that ends without a reply as interrupted', async () => {
    fetchMock.mockResolvedValueOnce(streamReply([event('start', start), event('token', { text: 'Hm' })]));
    await expect(send()).rejects.toBeInstanceOf(GuideInterruptedError);
  });

  it('throws the ApiError of a refusal before the stream, with its upgrade link', async () => {
    const body =
      '{"message":"Shadow Mode is part of the Standard plan.","code":"UPGRADE_REQUIRED","upgradeUrl":"/subscribe"}';
    fetchMock.mockResolvedValueOnce(new Response(body, { status: 403 }));
    const refusal = await caughtFrom(send({ message: '/shadowmode hi' }));
    expect(refusal).toBeInstanceOf(ApiError);
    expect((refusal as ApiError).message).toBe(`403: ${body}`);
    expect((refusal as ApiError).body?.upgradeUrl).toBe('/subscribe');
  });

  it('accepts a plain JSON reply from a server that does not stream', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify(done), { status: 201, headers: { 'Content-Type': 'application/json' } }),
    );
    await expect(send()).resolves.toMatchObject({ message: { content: 'Hi there' } });
  });
});
