import { isAnswered } from '#functions/core/chat/chat-turn-types.ts';
import { decideReply } from '#functions/core/chat/decide-reply.ts';
import { currentGuideEngine } from '#functions/core/chat/guide-engine.ts';
import { screenOfReply } from '#functions/core/chat/safety-outcome.ts';
import type { Audience } from '#functions/core/chat/turn-audience.ts';
import type { ClientMessageRecord } from '#functions/core/db/repositories/client-conversations-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import { splitSentences } from '#functions/core/guides/text.ts';
import { portalAudience, portalReplyTurn } from '#functions/core/portal/portal-audience.ts';
import type { PortalSpeaker } from '#functions/core/portal/portal-session-ids.ts';
import { countPracticeAction } from '#functions/core/rate-limits/limits.ts';
import { AI_DISCLOSURE, gradeOf } from '#functions/core/safety/index.ts';
import type { SandboxTurn, TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { refuseUnsafeInstructions } from './ai-configuration';
import { getTherapistOfSession } from './therapist-of-session';

const sentencesFor = { brief: 2, moderate: 4, detailed: Number.POSITIVE_INFINITY } as const;

/**
 * The offline guide does not read a persona: the configuration's length shapes its reply. Whole
 * sentences are kept (a web address or a number is never cut at its dot), and the closing question
 * stays. The greeting is not added: the conversation opens with it once, on the page.
 */
export function shapeOfflineReply(reply: string, config: AiConfiguration): string {
  const sentences = splitSentences(reply.trim());
  const limit = sentencesFor[config.responseLength];
  if (sentences.length <= limit) return reply.trim();
  const last = sentences.at(-1) ?? '';
  const kept = last.trim().endsWith('?')
    ? [...sentences.slice(0, limit - 1), last]
    : sentences.slice(0, limit);
  return kept.map((sentence) => sentence.trim()).join(' ');
}

/** The sandbox's person: nobody in particular (no name to address), never stored anywhere. */
const SANDBOX_SPEAKER: PortalSpeaker = { kind: 'visitor', name: '', address: 'test-ai-sandbox' };

/**
 * The therapist trying the assistant: answered as a client of the practice would be, but counted
 * nowhere, told once at the top of the page that it is an AI, and answered by the assistant
 * whatever the practice's state (the therapist is not a client).
 */
function sandboxAudience(practice: TherapistRecord): Audience {
  return portalAudience(practice, SANDBOX_SPEAKER, {
    counted: undefined,
    disclosesWhenDue: false,
    mayCallModel: true,
  });
}

/** The sandbox conversation as a portal's earlier messages (text only: the screen reads its questions). */
function asEarlierMessages(history: readonly SandboxTurn[], at: string): ClientMessageRecord[] {
  return history.map((turn, index) => ({
    id: `sandbox-${index}`,
    role: turn.role,
    content: turn.content,
    createdAt: at,
  }));
}

/** The offline reply shaped to the configured length; an AI disclosure it opens with is kept whole. */
function shapedForTest(content: string, disclosed: boolean, config: AiConfiguration): string {
  const opening = `${AI_DISCLOSURE}\n\n`;
  if (disclosed && content.startsWith(opening))
    return `${opening}${shapeOfflineReply(content.slice(opening.length), config)}`;
  return shapeOfflineReply(content, config);
}

export interface TestMessage {
  message: string;
  /** The sandbox conversation before the message, oldest first (bounded by testAiSchema). */
  history: readonly SandboxTurn[];
  /** The form's values, saved or not. */
  config: AiConfiguration;
}

/**
 * Test AI: a message answered as a client of the practice would be answered, with the form's unsaved
 * values, through the one engine (decideReply) as the portal's audience: the same graded screen, reading
 * the sandbox conversation before it, and at a check-in or above the crisis reply (the lines of the
 * therapist's country, then the practice's emergency instructions) with no model asked; otherwise
 * the assistant answers, reading the conversation so far, so it can go on instead of repeating
 * itself. Nothing is stored; the sandbox page says once, at the top, that the assistant is an AI.
 */
export async function testAssistant(
  tenantId: string,
  test: TestMessage,
  viewerCountry?: string,
  requestStartedAt?: number,
): Promise<TestAiReply> {
  refuseUnsafeInstructions(test.config);
  await countPracticeAction(
    'testAiPerPractice',
    tenantId,
    'You have tested your assistant many times in the last hour.',
  );
  const [therapist, engine] = await Promise.all([getTherapistOfSession(tenantId), currentGuideEngine()]);
  const resources = crisisResourcesFor(viewerCountry);
  const now = () => new Date();
  const reply = await decideReply(
    portalReplyTurn({
      text: test.message,
      earlier: asEarlierMessages(test.history, now().toISOString()),
      engine,
      resources,
      now,
      requestStartedAt: requestStartedAt ?? Date.now(),
    }),
    sandboxAudience({ ...therapist, aiConfig: test.config }),
  );
  // Nothing is kept: the sandbox conversation lives in the therapist's browser.
  if (reply.kind === 'guide unavailable') throw reply.failure.nothingKept();
  if (!isAnswered(reply)) throw new Error('A Test AI turn was left unanswered');
  const engineKind = engine.id === 'offline' ? 'offline' : 'model';
  const screen = screenOfReply(reply);
  const grade = screen ? gradeOf(screen.level) : 'none';
  const safety = grade === 'none' ? { grade } : { grade, resources };
  if (reply.kind === 'crisis resources')
    return { message: reply.content, answeredBy: 'safety', engine: engineKind, safety };
  const message =
    engine.id === 'offline' && reply.kind === 'guide'
      ? shapedForTest(reply.content, reply.disclosed, test.config)
      : reply.content;
  return { message, answeredBy: 'assistant', engine: engineKind, safety };
}
