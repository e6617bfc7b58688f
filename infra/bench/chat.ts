/**
 * Server time per chat message with an instant model, DynamoDB requests and sequential round trips
 * per message (session check included), and the prompt size as a conversation grows. Runs the real
 * chat core against DynamoDB Local.
 */
import { randomUUID } from 'node:crypto';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { loadChatTurnContext, prepareChatTurn } from '#functions/core/chat/chat-turn.ts';
import { db, resetDbClient } from '#functions/core/db/client.ts';
import { createMemberWithEmailClaim } from '#functions/core/db/repositories/members-repository.ts';
import { estimateMessageTokens, type GuideEngine } from '#functions/core/guides/index.ts';
import { authenticateWithReadAhead } from '#functions/http/authenticate.ts';
import type { RequestInfo } from '#functions/http/request-info.ts';
import { median, percentile, type RequestSpan, timeWaitingOnDatabase, verdict } from './bench-statistics';
import { startBenchDatabase } from './bench-support';
import type { BenchSection } from './section';

const MESSAGES = 200;
const budgets = { medianMs: 15, roundTrips: 3, promptRatio: 1.0 };

interface CommandSpan extends RequestSpan {
  command: string;
}

/** Requests that overlap in time are one round trip; a request that starts after all earlier ones ended begins the next. */
function sequentialRoundTrips(spans: RequestSpan[]): number {
  let trips = 0;
  let latestEnd = Number.NEGATIVE_INFINITY;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    if (span.start >= latestEnd) trips += 1;
    latestEnd = Math.max(latestEnd, span.end);
  }
  return trips;
}

/** Records when each DynamoDB request of the app's client starts and ends, and which command it is. */
function recordRequestSpans(): CommandSpan[] {
  const spans: CommandSpan[] = [];
  db().middlewareStack.add(
    (next, context) => async (args) => {
      const span = {
        start: performance.now(),
        end: Number.POSITIVE_INFINITY,
        command: String(context.commandName),
      };
      spans.push(span);
      try {
        return await next(args);
      } finally {
        span.end = performance.now();
      }
    },
    { step: 'initialize', name: 'benchRequestSpans' },
  );
  return spans;
}

/** A pro member with a session, and the request the chat handler would read it from. */
async function signedInBenchMember(): Promise<RequestInfo> {
  const memberId = randomUUID();
  const now = new Date().toISOString();
  await createMemberWithEmailClaim({
    id: memberId,
    email: `bench-${memberId}@example.com`,
    passwordHash: 'not-used-by-the-benchmark',
    firstName: 'Bench',
    lastName: 'Mark',
    subscriptionTier: 'pro',
    subscriptionStatus: 'active',
    emailVerified: false,
    createdAt: now,
    updatedAt: now,
  });
  const { token } = await issueSession('member', memberId);
  return {
    requestId: 'bench',
    sourceIp: '127.0.0.1',
    viewerAddress: undefined,
    originVerify: undefined,
    headers: {},
    cookies: {},
    bearerToken: token,
    acceptsEventStream: false,
  };
}

/** A model that answers at once, noting the prompt's size for each message number. */
function instantModel(promptTokensAt: Map<number, number>, messageNumber: () => number): GuideEngine {
  return {
    id: 'openai',
    label: 'instant model',
    async *streamReply(request) {
      promptTokensAt.set(
        messageNumber(),
        request.messages.reduce((sum, message) => sum + estimateMessageTokens(message), 0),
      );
      yield 'That sounds like it matters to you. What feels most alive in it right now? ';
    },
  };
}

/** The figures of every message after the first (the first warms up and creates the conversation). */
interface ChatRun {
  timings: number[];
  requests: number[];
  trips: number[];
  ownWork: number[];
  byCommand: Map<string, number[]>;
  firstMessage: { ms: number; requests: number; trips: number };
  promptTokensAt: Map<number, number>;
}

/** One message as the chat handler runs it: the session check and the turn's batched read overlap. */
async function sendOneMessage(
  requestInfo: RequestInfo,
  engine: GuideEngine,
  messageNumber: number,
  conversationId: string | undefined,
): Promise<string> {
  const request = {
    // An ordinary message: the guide answers it (the safety screen graded the earlier wording,
    // "thinking about my work, my sleep…", a check-in, so no prompt was ever built).
    // Numbered with three digits, so message 200's history is as long as message 100's: the
    // prompt's size then shows only what the product adds as a conversation grows.
    message: `Message ${String(messageNumber).padStart(3, '0')}: today I cooked dinner with my family and we talked about the garden, my new job and the weekend.`,
    modeId: 'mirror' as const,
    conversationId,
  };
  const { session, readAhead } = await authenticateWithReadAhead('member', requestInfo, (subjectId) =>
    loadChatTurnContext(subjectId, request),
  );
  const turn = await prepareChatTurn(session.subjectId, request, {
    engine,
    context: readAhead,
    // The fair-use count is taken as for any member, under limits this run stays within.
    fairUseLimits: { perMinute: MESSAGES, perDay: MESSAGES },
  });
  return (await turn.run()).conversationId;
}

async function runConversation(spans: CommandSpan[], requestInfo: RequestInfo): Promise<ChatRun> {
  const run: ChatRun = {
    timings: [],
    requests: [],
    trips: [],
    ownWork: [],
    byCommand: new Map(),
    firstMessage: { ms: 0, requests: 0, trips: 0 },
    promptTokensAt: new Map(),
  };
  let messageNumber = 0;
  const engine = instantModel(run.promptTokensAt, () => messageNumber);
  let conversationId: string | undefined;
  for (messageNumber = 1; messageNumber <= MESSAGES; messageNumber++) {
    spans.length = 0;
    const started = performance.now();
    conversationId = await sendOneMessage(requestInfo, engine, messageNumber, conversationId);
    const elapsed = performance.now() - started;
    const sample = { ms: elapsed, requests: spans.length, trips: sequentialRoundTrips(spans) };
    if (messageNumber === 1) run.firstMessage = sample;
    else {
      run.timings.push(sample.ms);
      run.requests.push(sample.requests);
      run.trips.push(sample.trips);
      run.ownWork.push(elapsed - timeWaitingOnDatabase(spans));
      for (const span of spans)
        run.byCommand.set(span.command, [...(run.byCommand.get(span.command) ?? []), span.end - span.start]);
    }
  }
  return run;
}

function printChatFigures(run: ChatRun): void {
  const { timings, trips, ownWork, promptTokensAt, firstMessage } = run;
  const medianMs = median(timings);
  const medianTrips = median(trips);
  const at20 = promptTokensAt.get(20) ?? 0;
  const at100 = promptTokensAt.get(100) ?? 0;
  const at200 = promptTokensAt.get(200) ?? 0;
  const ratio = at100 > 0 ? at200 / at100 : Number.NaN;
  console.log(
    `messages in one conversation: ${MESSAGES} (DynamoDB Local, instant model, session check included)`,
  );
  if (promptTokensAt.size < MESSAGES) {
    console.log(
      `WARNING: the guide answered only ${promptTokensAt.size} of ${MESSAGES} messages; the safety screen answered the rest, so these figures are not the guide's path.`,
    );
  }
  console.log(
    `server time per message: median ${medianMs.toFixed(1)} ms, p95 ${percentile(timings, 95).toFixed(1)} ms, max ${Math.max(...timings).toFixed(1)} ms  (budget ≤ ${budgets.medianMs} ms median: ${verdict(medianMs <= budgets.medianMs)})`,
  );
  console.log(
    `  of which Mirrorwell's own code (not waiting on DynamoDB Local): median ${median(ownWork).toFixed(1)} ms, p95 ${percentile(ownWork, 95).toFixed(1)} ms`,
  );
  console.log(
    `  DynamoDB Local per request (median): ${[...run.byCommand].map(([command, times]) => `${command.replace('Command', '')} ${median(times).toFixed(1)} ms`).join(', ')}`,
  );
  console.log(
    `DynamoDB per message: ${median(run.requests)} requests in ${medianTrips} sequential round trips (max ${Math.max(...trips)})  (budget ≤ ${budgets.roundTrips}: ${verdict(Math.max(...trips) <= budgets.roundTrips)})`,
  );
  console.log(
    `first message of the run (includes warm-up; creates the conversation): ${firstMessage.ms.toFixed(1)} ms, ${firstMessage.requests} requests in ${firstMessage.trips} round trips`,
  );
  console.log(
    `prompt tokens: message 20 = ${at20}, message 100 = ${at100}, message 200 = ${at200}; ratio 200/100 = ${ratio.toFixed(2)}  (budget ≤ ${budgets.promptRatio.toFixed(1)}: ${verdict(ratio <= budgets.promptRatio)})`,
  );
}

export const chatMessageSection: BenchSection = {
  name: 'Chat message: server time, DynamoDB round trips, prompt size',
  async run() {
    const dynamo = await startBenchDatabase('bench');
    try {
      const spans = recordRequestSpans();
      printChatFigures(await runConversation(spans, await signedInBenchMember()));
    } finally {
      resetDbClient();
      await dynamo.stop();
    }
  },
};
