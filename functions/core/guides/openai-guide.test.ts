import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completionBody, completionChunk } from '#functions/test-support/scripted-model.ts';
import { buildPrompt } from './build-prompt';
import { completeReply, createGuideEngine } from './engine';
import { GUIDE_UNAVAILABLE_MESSAGES, GuideUnavailableError } from './errors';
import { updateMemoryOffline } from './memory';
import { summariseMemoryWithModel } from './memory-model';
import { createOpenAiGuide, type OpenAiGuideConfig } from './openai-guide';
import { personaFor } from './personas';
import type { ChatTurn, GuideReplyRequest } from './types';

const API_KEY = 'sk-test-secret-key';
const MODEL = 'tiny-test-model';
const SAFETY_POLICY = 'SAFETY POLICY: screen for risk first. This always applies.';

interface ReceivedRequest {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingHttpHeaders;
  body: { model?: string; stream?: boolean; messages?: Array<{ role: string; content: string }> };
}

type Handler = (request: IncomingMessage, response: ServerResponse, attempt: number) => void;

interface TestServer {
  baseURL: string;
  received: ReceivedRequest[];
  close(): Promise<void>;
}

const servers: TestServer[] = [];

/** A real OpenAI-compatible HTTP server on 127.0.0.1, port chosen by the OS. */
async function startServer(handler: Handler): Promise<TestServer> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    request.on('end', () => {
      received.push({
        method: request.method,
        url: request.url,
        headers: request.headers,
        body: JSON.parse(raw || '{}'),
      });
      handler(request, response, received.length);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const testServer: TestServer = {
    baseURL: `http://127.0.0.1:${port}/v1`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  servers.push(testServer);
  return testServer;
}

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

/** A streamed piece of this file's model's completion. */
const sseChunk = (content: string) => completionChunk(content, MODEL);

function startSse(response: ServerResponse) {
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
}

function streamAll(pieces: string[]): Handler {
  return (_request, response) => {
    startSse(response);
    for (const piece of pieces) response.write(sseChunk(piece));
    response.end('data: [DONE]\n\n');
  };
}

const history: ChatTurn[] = [
  {
    id: 'u1',
    role: 'user',
    content: 'I feel stuck at work.',
    modeId: 'mirror',
    createdAt: '2025-01-01T00:00:00.000Z',
  },
];

function replyRequest(signal?: AbortSignal): GuideReplyRequest {
  const { messages } = buildPrompt({
    safetyPolicy: SAFETY_POLICY,
    persona: personaFor('mirror'),
    memory: null,
    history,
  });
  return {
    modeId: 'mirror',
    messages,
    memory: null,
    latestUserMessage: 'I feel stuck at work.',
    ...(signal ? { signal } : {}),
  };
}

function engineFor(server: TestServer, overrides: Partial<OpenAiGuideConfig> = {}) {
  return createOpenAiGuide({ apiKey: API_KEY, baseURL: server.baseURL, model: MODEL, ...overrides });
}

async function collect(stream: AsyncIterable<string>): Promise<string[]> {
  const chunks: string[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return chunks;
}

async function failure(promise: Promise<unknown>): Promise<GuideUnavailableError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(GuideUnavailableError);
  return error as GuideUnavailableError;
}

function expectSafe(error: GuideUnavailableError) {
  const exposed = `${error.message} ${error.detail} ${JSON.stringify(error)}`;
  expect(exposed).not.toContain(API_KEY);
  expect(exposed).not.toContain('PROVIDER-INTERNAL');
}

describe('OpenAI-compatible guide', () => {
  it('is chosen when an API key is configured and is labelled with the model', () => {
    const engine = createGuideEngine({ apiKey: API_KEY, baseURL: 'http://127.0.0.1:9/v1', model: MODEL });
    expect(engine.id).toBe('openai');
    expect(engine.label).toBe(MODEL);
    expect(createGuideEngine({ apiKey: API_KEY }).label).toBe('gpt-4o-mini');
  });

  it('gets a JSON (non-streamed) completion and sends model, prompt order and bearer key', async () => {
    const server = await startServer((_request, response) =>
      sendJson(response, 200, completionBody('A calm reply.', MODEL)),
    );
    const engine = engineFor(server);
    const text = await engine.complete!({ messages: replyRequest().messages });
    expect(text).toBe('A calm reply.');
    const [request] = server.received;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.body.model).toBe(MODEL);
    expect(request?.body.stream).toBe(false);
    expect(request?.body.messages?.[0]).toEqual({ role: 'system', content: SAFETY_POLICY });
    expect(request?.body.messages?.[1]?.role).toBe('system');
    expect(request?.body.messages?.[1]?.content).toContain(personaFor('mirror'));
    expect(request?.body.messages?.at(-1)).toEqual({ role: 'user', content: 'I feel stuck at work.' });
  });

  it('streams a server-sent-events reply delta by delta', async () => {
    const server = await startServer(streamAll(['You ', 'feel ', 'stuck', '\u0000.']));
    const chunks = await collect(engineFor(server).streamReply(replyRequest()));
    expect(chunks).toEqual(['You ', 'feel ', 'stuck', '.']);
    expect(server.received).toHaveLength(1);
    expect(server.received[0]?.body.stream).toBe(true);
    expect(server.received[0]?.body.model).toBe(MODEL);
    expect(server.received[0]?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(server.received[0]?.body.messages?.map((message) => message.role).slice(0, 2)).toEqual([
      'system',
      'system',
    ]);
  });

  it('collects a streamed reply with completeReply', async () => {
    const server = await startServer(streamAll(['Hello', ' there']));
    expect(await completeReply(engineFor(server), replyRequest())).toBe('Hello there');
  });

  it('turns a 500 into an upstream error after one retry, without leaking provider text', async () => {
    const server = await startServer((_request, response) =>
      sendJson(
        response,
        500,
        { error: { message: `PROVIDER-INTERNAL failure for key ${API_KEY}` } },
        { 'retry-after-ms': '10' },
      ),
    );
    const error = await failure(collect(engineFor(server).streamReply(replyRequest())));
    expect(error.kind).toBe('upstream');
    expect(error.code).toBe('UPSTREAM_FAILED');
    expect(error.status).toBe(502);
    expect(error.message).toBe(GUIDE_UNAVAILABLE_MESSAGES.upstream);
    expect(error.detail).toBe('status 500');
    expect(server.received).toHaveLength(2);
    expectSafe(error);
  });

  it('does not retry a request the provider refuses', async () => {
    const server = await startServer((_request, response) =>
      sendJson(response, 401, { error: { message: 'PROVIDER-INTERNAL bad key' } }),
    );
    const error = await failure(engineFor(server).complete!({ messages: replyRequest().messages }));
    expect(error.kind).toBe('upstream');
    expect(server.received).toHaveLength(1);
    expectSafe(error);
  });

  it('times out when the server never answers', async () => {
    const server = await startServer(() => {
      // Never answers.
    });
    const started = Date.now();
    const engine = engineFor(server, { attemptTimeoutMs: 300 });
    const error = await failure(collect(engine.streamReply(replyRequest())));
    expect(error.kind).toBe('timeout');
    expect(error.code).toBe('UPSTREAM_TIMEOUT');
    expect(error.message).toBe(GUIDE_UNAVAILABLE_MESSAGES.timeout);
    expect(server.received).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(2_500);
  });

  it('ends with a timeout at the overall deadline, even mid-stream, keeping what was sent', async () => {
    const server = await startServer((_request, response) => {
      startSse(response);
      response.write(sseChunk('Partial '));
      // Then stalls.
    });
    const chunks: string[] = [];
    const engine = engineFor(server, { deadlineMs: 400 });
    const error = await failure(
      (async () => {
        for await (const chunk of engine.streamReply(replyRequest())) chunks.push(chunk);
      })(),
    );
    expect(error.kind).toBe('timeout');
    expect(error.detail).toBe('deadline reached');
    expect(chunks).toEqual(['Partial ']);
  });

  it('stops quietly when the member presses stop, keeping what was received', async () => {
    const server = await startServer((_request, response) => {
      startSse(response);
      response.write(sseChunk('First '));
      response.write(sseChunk('second '));
      // The rest never comes; the member stops the reply.
    });
    const controller = new AbortController();
    const chunks: string[] = [];
    for await (const chunk of engineFor(server).streamReply(replyRequest(controller.signal))) {
      chunks.push(chunk);
      if (chunks.length === 2) controller.abort();
    }
    expect(chunks).toEqual(['First ', 'second ']);
    expect(controller.signal.aborted).toBe(true);
  });

  it('returns the partial text from completeReply when stopped', async () => {
    const server = await startServer((_request, response) => {
      startSse(response);
      response.write(sseChunk('Only this'));
    });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 200);
    expect(await completeReply(engineFor(server), replyRequest(controller.signal))).toBe('Only this');
  });

  it('treats an empty stream as the guide not answering', async () => {
    const server = await startServer(streamAll([]));
    const error = await failure(collect(engineFor(server).streamReply(replyRequest())));
    expect(error.kind).toBe('upstream');
  });

  it('summarises memory through the model, and falls back when the answer is not JSON', async () => {
    const memory = updateMemoryOffline(null, {
      modeId: 'mirror',
      userMessage: 'I feel stuck at work.',
      userMessageId: 'u1',
    });
    const answers = [
      JSON.stringify({
        themes: ['work'],
        patterns: ['Feels stuck at work'],
        summary: 'Feeling stuck at work.',
      }),
      'Sorry, I cannot help with that.',
    ];
    const server = await startServer((_request, response, attempt) =>
      sendJson(response, 200, completionBody(answers[attempt - 1] ?? '', MODEL)),
    );
    const engine = engineFor(server);
    const refined = await summariseMemoryWithModel(engine, memory, history, { safetyPolicy: SAFETY_POLICY });
    expect(refined.summary).toBe('Feeling stuck at work.');
    expect(refined.patterns).toContain('Feels stuck at work');
    expect(server.received[0]?.body.messages?.[0]).toEqual({ role: 'system', content: SAFETY_POLICY });
    const unchanged = await summariseMemoryWithModel(engine, memory, history, {
      safetyPolicy: SAFETY_POLICY,
    });
    expect(unchanged).toBe(memory);
  });
});

describe('OpenAI-compatible guide: its failures as metrics', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  /** The names of the EMF metrics written to stdout while `run` runs. */
  async function metricsWrittenBy(run: () => Promise<unknown>): Promise<string[]> {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'mirrorwell-chat');
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    await run().catch(() => undefined);
    const names = write.mock.calls.flatMap(([chunk]) => {
      const line = JSON.parse(String(chunk)) as {
        _aws?: { CloudWatchMetrics: { Metrics: { Name: string }[] }[] };
      };
      return (
        line._aws?.CloudWatchMetrics.flatMap((directive) => directive.Metrics.map((metric) => metric.Name)) ??
        []
      );
    });
    write.mockRestore();
    return names;
  }

  it('counts a failed reply once as ModelErrors (after its retry), and a stalled one as ModelTimeouts', async () => {
    const failing = await startServer((_request, response) =>
      sendJson(response, 500, { error: { message: 'down' } }, { 'retry-after-ms': '10' }),
    );
    expect(await metricsWrittenBy(() => collect(engineFor(failing).streamReply(replyRequest())))).toEqual([
      'ModelErrors',
    ]);
    const stalled = await startServer(() => {
      // Never answers.
    });
    const engine = engineFor(stalled, { attemptTimeoutMs: 200 });
    expect(await metricsWrittenBy(() => collect(engine.streamReply(replyRequest())))).toEqual([
      'ModelTimeouts',
    ]);
  });

  it('counts nothing when the guide answers', async () => {
    const server = await startServer(streamAll(['Hello']));
    expect(await metricsWrittenBy(() => collect(engineFor(server).streamReply(replyRequest())))).toEqual([]);
  });
});
