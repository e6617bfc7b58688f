import {
  buildPrompt,
  isGuideUnavailableError,
  OPENAI_GUIDE_DEFAULTS,
  personaFor,
} from '#functions/core/guides/index.ts';
import {
  AI_DISCLOSURE,
  asksWhetherHuman,
  claimsToBeHumanOrClinician,
  crisisReply,
  gradeOf,
  messageBeforeDeclinedCheckIn,
  needsAiDisclosure,
  needsSecondReading,
  readAgainWithModel,
  type SafetyScreen,
  safetyPolicyFor,
  screenConversation,
} from '#functions/core/safety/index.ts';
import { getMode, type ModeId } from '#shared/domain/modes.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { conversationForPrompt, earlierForScreen } from './chat-exchange';
import type { AdmittedTurn, Exchange, RunOptions, TurnReply } from './chat-turn-types';

/** The least time a reply gets, however long the risk check took (it is capped at 4 s). */
const MIN_REPLY_DEADLINE_MS = 20_000;

/**
 * The graded screen first (screen-conversation.ts: the word rules, the classifier, the conversation
 * and check-in answers, all offline); when it gives a check-in from the classifier alone and a model
 * is configured, the model's second reading (second-reader.ts), still before the guide is asked anything.
 */
async function screenForRisk(
  turn: AdmittedTurn,
  exchange: Exchange,
  signal?: AbortSignal,
): Promise<SafetyScreen> {
  const input = { message: turn.text, earlier: earlierForScreen(exchange) };
  const offline = screenConversation(input);
  if (!turn.engine.complete || !needsSecondReading(offline)) return offline;
  const complete = turn.engine.complete.bind(turn.engine);
  return readAgainWithModel({ complete }, input, offline, signal ? { signal } : {});
}

function introductionOf(modeId: ModeId): string {
  const mode = getMode(modeId);
  return `You're now talking with **${mode.name}**. ${mode.description}\n\nWhat would you like to bring to this guide?`;
}

/** Said instead of a model's answer that claims to be a person or a clinician. */
export const HONEST_IDENTITY_ANSWER =
  "I'm not a person, and I'm not a therapist, counsellor or doctor. I'm an AI guide: I can listen and help you reflect. What would you like to talk about?";

/**
 * The guide's reply, streamed on as it arrives. Asked whether it is a person, the model's answer is
 * held back until it is whole and checked: one that claims to be a person or a clinician is never
 * shown, whatever the prompt told the model. A guide that fails is reported, not thrown.
 */
async function askGuide(
  turn: AdmittedTurn,
  exchange: Exchange,
  reply: { disclosure: string; deadlineMs: number; note: SafetyScreen | undefined },
  options: RunOptions,
): Promise<TurnReply> {
  const holdBack = asksWhetherHuman(turn.text);
  const prompt = buildPrompt({
    // A note tells a model guide the screen read possible risk; the offline guide reads no policy.
    safetyPolicy: safetyPolicyFor({ resources: turn.resources, grade: reply.note ? 'note' : 'none' }),
    persona: personaFor(turn.modeId),
    memory: turn.context.memory ?? null,
    history: conversationForPrompt(turn, exchange),
  });
  const returnsTo = messageBeforeDeclinedCheckIn({ message: turn.text, earlier: earlierForScreen(exchange) });
  const pieces = [reply.disclosure];
  try {
    const stream = turn.engine.streamReply({
      modeId: turn.modeId,
      messages: prompt.messages,
      memory: turn.context.memory ?? null,
      latestUserMessage: turn.text,
      ...(reply.disclosure ? { aiDisclosed: true } : {}),
      ...(returnsTo ? { returnsTo } : {}),
      screenGrade: reply.note ? 'note' : 'none',
      deadlineMs: reply.deadlineMs,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    for await (const piece of stream) {
      pieces.push(piece);
      if (!holdBack) options.onToken?.(piece);
    }
  } catch (error) {
    if (!isGuideUnavailableError(error)) throw error;
    return { kind: 'guide unavailable', failure: error };
  }
  if (holdBack) {
    const answer = pieces.slice(1).join('');
    const honest = claimsToBeHumanOrClinician(answer) ? HONEST_IDENTITY_ANSWER : answer;
    pieces.splice(1, pieces.length - 1, honest);
    options.onToken?.(honest);
  }
  return {
    kind: 'guide',
    content: pieces.join(''),
    disclosed: reply.disclosure !== '',
    stopped: options.signal?.aborted ?? false,
    ...(reply.note ? { note: reply.note } : {}),
  };
}

/** When the person last wrote in this conversation before this message (a retried message is not counted). */
function previousMessageAt(exchange: Exchange): string | undefined {
  return exchange.earlier.findLast((message) => message.role === 'user')?.createdAt;
}

/**
 * Whether the reply opens with AI_DISCLOSURE: at the start, every 3 hours, after 7 days away, and
 * always when the person asks whether they are talking to a person, a human or a therapist, whatever
 * the model would say.
 */
function disclosesAi(turn: AdmittedTurn, exchange: Exchange): boolean {
  if (asksWhetherHuman(turn.text)) return true;
  return needsAiDisclosure({
    conversationStartedAt: exchange.conversation.createdAt,
    lastDisclosureAt: exchange.conversation.lastDisclosureAt ?? null,
    previousMessageAt: previousMessageAt(exchange) ?? null,
    now: turn.now(),
  });
}

/**
 * Decides who answers. A check-in or above: the safety screen's own reply with the crisis lines of
 * the person's country, and no model call. A bare slash command: the new guide introduces itself.
 * Otherwise the guide answers (also on a note, which travels with its reply and never into its
 * text), saying first that it is an AI when the conversation starts, every 3 hours, after 7 days
 * away and whenever asked.
 */
export async function decideReply(
  turn: AdmittedTurn,
  exchange: Exchange,
  options: RunOptions,
): Promise<TurnReply> {
  const checkStartedAt = Date.now();
  const screen = turn.text ? await screenForRisk(turn, exchange, options.signal) : undefined;
  const grade = screen ? gradeOf(screen.level) : 'none';
  if (screen && replacesReply(grade)) {
    const content = crisisReply({ screen, audience: 'member', resources: turn.resources });
    options.onToken?.(content);
    return { kind: 'crisis resources', content, screen };
  }
  const note = grade === 'note' ? screen : undefined;
  const disclose = disclosesAi(turn, exchange);
  const disclosure = disclose ? `${AI_DISCLOSURE}\n\n` : '';
  if (disclosure) options.onToken?.(disclosure);
  if (!turn.text) {
    const introduction = introductionOf(turn.modeId);
    options.onToken?.(introduction);
    return { kind: 'introduction', content: `${disclosure}${introduction}`, disclosed: disclose };
  }
  // The risk check's time comes out of the reply's, so both end inside API Gateway's 29 s.
  const deadlineMs = Math.max(
    MIN_REPLY_DEADLINE_MS,
    OPENAI_GUIDE_DEFAULTS.deadlineMs - (Date.now() - checkStartedAt),
  );
  return askGuide(turn, exchange, { disclosure, deadlineMs, note }, options);
}
