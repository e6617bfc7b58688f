import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type RouteDefinition, routes } from '#shared/api/routes.ts';
import { AppError } from '#shared/errors.ts';
import type { RequestInfo } from './request-info';
import * as sse from './sse';
import { streamOrCreated } from './sse';

const apiFolder = join(import.meta.dirname, '..', 'api');

function handlerFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return handlerFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.includes('.test.') ? [path] : [];
  });
}

/** What a handler would need to stream on its own, without the shared helper. */
const streamingByHand = [
  /['"`]text\/event-stream/,
  /PassThrough/,
  /sseReply/,
  /encodeChatStreamEvent/,
  /stream:\s/,
];

function requestInfo(acceptsEventStream: boolean): RequestInfo {
  return {
    requestId: 'request-1',
    sourceIp: '127.0.0.1',
    viewerAddress: undefined,
    originVerify: undefined,
    headers: {},
    cookies: {},
    bearerToken: undefined,
    acceptsEventStream,
  };
}

async function readAll(stream: NodeJS.ReadableStream | undefined): Promise<string> {
  let text = '';
  for await (const piece of stream ?? []) text += String(piece);
  return text;
}

describe('streaming routes', () => {
  const streamed = (routes as readonly RouteDefinition[]).filter((route) => route.stream);

  it('are the chat turns of every audience', () => {
    expect(streamed.map((route) => route.path).sort()).toEqual([
      '/api/chat',
      '/api/guest/chat',
      '/api/therapy/chat',
      '/api/white-label/chat',
    ]);
  });

  it.each(streamed.map((route) => [route.handler]))('%s answers through streamOrCreated', (handler) => {
    const source = readFileSync(join(apiFolder, `${handler}.ts`), 'utf8');
    expect(source).toMatch(/return streamOrCreated\(request, \w+\);/);
    for (const pattern of streamingByHand) expect(source).not.toMatch(pattern);
  });

  it('no other handler writes a stream of its own', () => {
    const streamedFiles = new Set(streamed.map((route) => join(apiFolder, `${route.handler}.ts`)));
    const byHand = handlerFiles(apiFolder).filter(
      (file) =>
        !streamedFiles.has(file) &&
        [...streamingByHand, /streamOrCreated/].some((pattern) => pattern.test(readFileSync(file, 'utf8'))),
    );
    expect(byHand).toEqual([]);
  });

  it('the stream itself is private to the helper', () => {
    expect(Object.keys(sse)).toEqual(['streamOrCreated']);
  });
});

describe('streamOrCreated', () => {
  const turn = {
    async run(options: { onStart?: (start: { id: string }) => void; onToken?: (text: string) => void } = {}) {
      options.onStart?.({ id: 'c1' });
      options.onToken?.('Hello ');
      options.onToken?.('there');
      return { id: 'c1', text: 'Hello there' };
    },
  };

  it('answers a caller that does not ask for a stream with a 201 and the reply', async () => {
    const reply = await streamOrCreated(requestInfo(false), turn);
    expect(reply).toEqual({ status: 201, body: { id: 'c1', text: 'Hello there' } });
  });

  it('streams start, tokens and done to a caller that asks for events', async () => {
    const reply = await streamOrCreated(requestInfo(true), turn);
    expect(reply.headers?.['Content-Type']).toBe('text/event-stream; charset=utf-8');
    expect(await readAll(reply.stream)).toBe(
      ': stream open\n\n' +
        'event: start\ndata: {"id":"c1"}\n\n' +
        'event: token\ndata: {"text":"Hello "}\n\n' +
        'event: token\ndata: {"text":"there"}\n\n' +
        'event: done\ndata: {"id":"c1","text":"Hello there"}\n\n',
    );
  });

  it('sends a refusal after the stream started as an error event with its status and message', async () => {
    const failing = {
      async run(): Promise<never> {
        throw new AppError('UPSTREAM_TIMEOUT', 'The guide took too long to answer.', {
          conversationId: 'c9',
        });
      },
    };
    const reply = await streamOrCreated(requestInfo(true), failing);
    const text = await readAll(reply.stream);
    expect(text).toContain('event: error\n');
    expect(JSON.parse(text.split('event: error\ndata: ')[1] ?? '')).toMatchObject({
      status: 504,
      code: 'UPSTREAM_TIMEOUT',
      message: 'The guide took too long to answer.',
      conversationId: 'c9',
      requestId: 'request-1',
    });
    expect(text).not.toContain('retryAfterSeconds');
  });

  it('tells a caller whose stream ended in a 503 when to try again, as Retry-After would', async () => {
    const outage = {
      async run(): Promise<never> {
        throw new AppError('SERVICE_UNAVAILABLE', 'Please try again in a few seconds.', {
          retryAfterSeconds: 5,
        });
      },
    };
    const text = await readAll((await streamOrCreated(requestInfo(true), outage)).stream);
    expect(JSON.parse(text.split('event: error\ndata: ')[1] ?? '')).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      retryAfterSeconds: 5,
    });
  });
});
