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
import { startBenchDatabase } from './bench-support';
import type { BenchSection } from './section';

const MESSAGES = 200;
const budgets = { medianMs: 15, roundTrips: 3, promptRatio: 1.0 };

interface RequestSpan {
  start: number;
  end: number;
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

/** Wall-clock time with at least one DynamoDB request in flight. */
function timeWaitingOnDatabase(spans: RequestSpan[]): number {
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const start = Math.max(span.start, coveredUntil);
    if (span.end > start) total += span.end - start;
    coveredUntil = Math.max(coveredUntil, span.end);
  }
  return total;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');

export const chatMessageSection: BenchSection = {
  name: 'Chat message: server time, DynamoDB round trips, prompt size',
  async run() {
    const dynamo = await startBenchDatabase('bench');
    try {
      const spans: RequestSpan[] = [];
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
      const requestInfo: RequestInfo = {
        requestId: 'bench',
        sourceIp: '127.0.0.1',
        viewerAddress: undefined,
        originVerify: undefined,
        headers: {},
        cookies: {},
        bearerToken: token,
        acceptsEventStream: false,
      };

      const promptTokensAt = new Map<number, number>();
      let messageNumber = 0;
      const instantModel: GuideEngine = {
        id: 'openai',
        label: 'instant model',
        async *streamReply(request) {
          promptTokensAt.set(
            messageNumber,
            request.messages.reduce((sum, message) => sum + estimateMessageTokens(message), 0),
          );
          yield 'That sounds like it matters to you. What feels most alive in it right now? ';
        },
      };

      const timings: number[] = [];
      const requests: number[] = [];
      const trips: number[] = [];
      const ownWork: number[] = [];
      const byCommand = new Map<string, number[]>();
      let firstMessage = { ms: 0, requests: 0, trips: 0 };
      let conversationId: string | undefined;
      for (messageNumber = 1; messageNumber <= MESSAGES; messageNumber++) {
        spans.length = 0;
        const started = performance.now();
        // As the chat handler does: the session check and the turn's batched read overlap.
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
          engine: instantModel,
          context: readAhead,
          // The fair-use count is taken as for any member, under limits this run stays within.
          fairUseLimits: { perMinute: MESSAGES, perDay: MESSAGES },
        });
        const reply = await turn.run();
        const elapsed = performance.now() - started;
        conversationId = reply.conversationId;
        const sample = { ms: elapsed, requests: spans.length, trips: sequentialRoundTrips(spans) };
        if (messageNumber === 1) firstMessage = sample;
        else {
          timings.push(sample.ms);
          requests.push(sample.requests);
          trips.push(sample.trips);
          ownWork.push(elapsed - timeWaitingOnDatabase(spans));
          for (const span of spans)
            byCommand.set(span.command, [...(byCommand.get(span.command) ?? []), span.end - span.start]);
        }
      }

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
        `  DynamoDB Local per request (median): ${[...byCommand].map(([command, times]) => `${command.replace('Command', '')} ${median(times).toFixed(1)} ms`).join(', ')}`,
      );
      console.log(
        `DynamoDB per message: ${median(requests)} requests in ${medianTrips} sequential round trips (max ${Math.max(...trips)})  (budget ≤ ${budgets.roundTrips}: ${verdict(Math.max(...trips) <= budgets.roundTrips)})`,
      );
      console.log(
        `first message of the run (includes warm-up; creates the conversation): ${firstMessage.ms.toFixed(1)} ms, ${firstMessage.requests} requests in ${firstMessage.trips} round trips`,
      );
      console.log(
        `prompt tokens: message 20 = ${at20}, message 100 = ${at100}, message 200 = ${at200}; ratio 200/100 = ${ratio.toFixed(2)}  (budget ≤ ${budgets.promptRatio.toFixed(1)}: ${verdict(ratio <= budgets.promptRatio)})`,
      );
    } finally {
      resetDbClient();
      await dynamo.stop();
    }
  },
};
