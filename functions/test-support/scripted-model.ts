import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secondReadingAnswer } from './second-reading';

/**
 * A scripted OpenAI-compatible chat completions server on 127.0.0.1 for attack tests: it tells the
 * kinds of call apart (the risk check, the memory summary, the guide's streamed reply), counts
 * them, keeps what each was sent, and answers as the test scripts it.
 */
export type ModelCallKind = 'risk check' | 'practice text review' | 'memory summary' | 'reply';

export interface ModelCall {
  kind: ModelCallKind;
  messages: { role: string; content: string }[];
}

export interface ModelScript {
  /** The JSON the memory summary call answers with. */
  memorySummary: string;
  /** Set to hold replies mid-stream: the reply waits after its first words until `release()`. */
  hold?: { started: () => void; released: Promise<void> };
  /** What the guide's streamed reply says (in two pieces); a calm question when unset. */
  reply?: string;
  /**
   * A fault of the reply: 'fail' answers every reply call with a 500 (retries too), 'cut off' sends
   * the first piece and then drops the connection, as a provider that dies mid-stream.
   */
  replyFault?: 'fail' | 'cut off';
  /**
   * What the safety check answers (its JSON, as a model would write it), or 'hang' to answer
   * nothing until the caller gives up; no risk read when unset.
   */
  riskCheck?: string;
  /**
   * What the review of a practice's text answers (its JSON), or 'hang'; allowed when unset. A
   * function reads the quoted text, so a test can refuse one field and allow the others.
   */
  practiceTextReview?: string | ((quotedText: string) => string);
}

export interface ScriptedModel {
  baseURL: string;
  calls: ModelCall[];
  script: ModelScript;
  count(kind: ModelCallKind): number;
  reset(): void;
  close(): Promise<void>;
}

function kindOf(body: { stream?: boolean; messages?: { content: string }[] }): ModelCallKind {
  if (body.stream) return 'reply';
  const instructions = (body.messages ?? []).map((message) => message.content).join('\n');
  if (instructions.includes('You are the safety check of Mirrorwell')) return 'risk check';
  if (instructions.includes('You review the texts a therapy practice writes')) return 'practice text review';
  return 'memory summary';
}

/** A model's whole (unstreamed) completion with `content`, as the Chat Completions API sends it. */
export function completionBody(content: string, model = 'scripted-model') {
  return {
    id: 'chatcmpl-1',
    object: 'chat.completion',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  };
}

/** One streamed piece of a completion, as the server-sent event line the API writes. */
export function completionChunk(content: string, model = 'scripted-model'): string {
  const data = {
    id: 'chatcmpl-1',
    object: 'chat.completion.chunk',
    created: 1_700_000_000,
    model,
    choices: [{ index: 0, delta: { content }, finish_reason: null }],
  };
  return `data: ${JSON.stringify(data)}\n\n`;
}

/** Answers a request as a model's whole (unstreamed) completion with `content`. */
export function writeCompletion(response: ServerResponse, content: string): void {
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end(JSON.stringify(completionBody(content)));
}

const DEFAULT_REPLY = 'That sounds like a lot. What feels heaviest right now?';

/** The reply in two pieces, cut at the first space past its middle. */
function inTwoPieces(text: string): [string, string] {
  const cut = text.indexOf(' ', Math.floor(text.length / 2)) + 1 || text.length;
  return [text.slice(0, cut), text.slice(cut)];
}

async function streamReply(response: ServerResponse, script: ModelScript): Promise<void> {
  if (script.replyFault === 'fail') {
    response.writeHead(500, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const [first, rest] = inTwoPieces(script.reply ?? DEFAULT_REPLY);
  response.write(completionChunk(first));
  if (script.replyFault === 'cut off') {
    // Let the first piece reach the caller, then drop the connection without an end.
    setTimeout(() => response.socket?.destroy(), 20);
    return;
  }
  if (script.hold) {
    script.hold.started();
    await script.hold.released;
  }
  if (rest) response.write(completionChunk(rest));
  response.end('data: [DONE]\n\n');
}

/** The scripted answer for each kind of call; 'hang' answers nothing until the caller gives up. */
const ANSWERS: Record<
  ModelCallKind,
  (response: ServerResponse, script: ModelScript, messages: { content: string }[]) => void
> = {
  reply: (response, script) => void streamReply(response, script),
  'risk check': (response, script) => {
    if (script.riskCheck !== 'hang') writeCompletion(response, script.riskCheck ?? secondReadingAnswer());
  },
  'practice text review': (response, script, messages) => {
    const review = script.practiceTextReview ?? '{"allowed": true, "reason": ""}';
    const quoted = messages.map((message) => message.content).join('\n');
    const answer = typeof review === 'function' ? review(quoted) : review;
    if (answer !== 'hang') writeCompletion(response, answer);
  },
  'memory summary': (response, script) => writeCompletion(response, script.memorySummary),
};

export async function startScriptedModel(): Promise<ScriptedModel> {
  const calls: ModelCall[] = [];
  const script: ModelScript = {
    memorySummary: '{"themes": [], "patterns": [], "summary": "Talks about work."}',
  };
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (piece: Buffer) => {
      raw += piece.toString('utf8');
    });
    request.on('end', () => {
      const body = JSON.parse(raw || '{}');
      const kind = kindOf(body);
      calls.push({ kind, messages: body.messages ?? [] });
      ANSWERS[kind](response, script, body.messages ?? []);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}/v1`,
    calls,
    script,
    count: (kind) => calls.filter((call) => call.kind === kind).length,
    reset: () => {
      calls.length = 0;
      delete script.hold;
      delete script.reply;
      delete script.replyFault;
      delete script.riskCheck;
      delete script.practiceTextReview;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
