import { buildPrompt, type ChatTurn, isGuideUnavailableError } from '#functions/core/guides/index.ts';
import { offlineGuideAddressing } from '#functions/core/guides/offline-address.ts';
import { countCrisisReply } from '#functions/core/operations/operational-metrics.ts';
import {
  AI_DISCLOSURE,
  asksWhetherHuman,
  claimsToBeHumanOrClinician,
  crisisReply,
  type EarlierTurn,
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
import type { RunOptions, TurnReply } from './chat-turn-types';
import { type Audience, type EarlierMessage, type ReplyTurn, replyDeadlineMs } from './turn-audience';

/** The conversation before this message as the safety screen reads it. */
function earlierForScreen(turn: ReplyTurn): EarlierTurn[] {
  return turn.earlier.map((message) => ({
    role: message.role,
    text: message.text,
    ...(message.safety ? { safety: message.safety } : {}),
  }));
}

/** The messages read with this one: the audience's window of the conversation. */
function windowOf(turn: ReplyTurn, audience: Audience): ReplyTurn {
  return { ...turn, earlier: turn.earlier.slice(-audience.historyWindow) };
}

/**
 * The graded screen first (screen-conversation.ts: the word rules, the classifier, the conversation
 * and check-in answers, all offline); when it gives a check-in from the classifier alone and a model
 * may be asked, the model's second reading (second-reader.ts), still before the guide is asked anything.
 */
async function screenForRisk(
  turn: ReplyTurn,
  audience: Audience,
  signal?: AbortSignal,
): Promise<SafetyScreen> {
  const input = { message: turn.text, earlier: earlierForScreen(turn) };
  const offline = screenConversation(input);
  if (!audience.mayCallModel || !turn.engine.complete || !needsSecondReading(offline)) return offline;
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

function asPromptTurn(message: EarlierMessage): ChatTurn {
  return {
    id: message.id,
    role: message.role,
    content: message.text,
    modeId: message.modeId,
    createdAt: message.createdAt,
  };
}

/** The conversation as the guide reads it, ending with this message's text. */
function conversationForPrompt(turn: ReplyTurn): ChatTurn[] {
  const latest: ChatTurn = {
    id: 'latest',
    role: 'user',
    content: turn.text,
    modeId: turn.modeId,
    createdAt: turn.now().toISOString(),
  };
  return [...turn.earlier.map(asPromptTurn), latest];
}

/**
 * The guide's reply, streamed on as it arrives. Asked whether it is a person, the model's answer is
 * held back until it is whole and checked: one that claims to be a person or a clinician is never
 * shown, whatever the prompt told the model. A guide that fails is reported, not thrown.
 */
async function askGuide(
  turn: ReplyTurn,
  audience: Audience,
  reply: { disclosure: string; note: SafetyScreen | undefined },
  options: Pick<RunOptions, 'signal' | 'onToken'>,
): Promise<TurnReply> {
  const holdBack = asksWhetherHuman(turn.text);
  const prompt = buildPrompt({
    // A note tells a model guide the screen read possible risk; the offline guide reads no policy.
    safetyPolicy: safetyPolicyFor({ resources: turn.resources, grade: reply.note ? 'note' : 'none' }),
    persona: audience.persona,
    memory: audience.memory,
    history: conversationForPrompt(turn),
  });
  const returnsTo = messageBeforeDeclinedCheckIn({ message: turn.text, earlier: earlierForScreen(turn) });
  // Which of the guide's replies this is: the offline guide says the person's name in the first and now and then.
  const replyNumber = turn.earlier.filter((message) => message.role === 'assistant').length + 1;
  const engine = offlineGuideAddressing(turn.engine, audience.addressAs.trim(), replyNumber);
  const pieces = [reply.disclosure];
  try {
    const stream = engine.streamReply({
      modeId: turn.modeId,
      messages: prompt.messages,
      memory: audience.memory,
      latestUserMessage: turn.text,
      ...(reply.disclosure ? { aiDisclosed: true } : {}),
      ...(returnsTo ? { returnsTo } : {}),
      screenGrade: reply.note ? 'note' : 'none',
      // The risk check's time (and all before it) comes out of the reply's: both end inside the 29 s.
      deadlineMs: replyDeadlineMs(turn),
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

/**
 * Whether the reply opens with AI_DISCLOSURE: always when the person asks whether they are talking to
 * a person, a human or a therapist, whatever the model would say; and, for an audience that is told
 * when it is due, at the start, every 3 hours and after 7 days away.
 */
function disclosesAi(turn: ReplyTurn, audience: Audience): boolean {
  if (asksWhetherHuman(turn.text)) return true;
  if (!audience.disclosesWhenDue) return false;
  return needsAiDisclosure({
    conversationStartedAt: turn.conversationStartedAt,
    lastDisclosureAt: turn.lastDisclosureAt,
    previousMessageAt: turn.earlier.findLast((message) => message.role === 'user')?.createdAt ?? null,
    now: turn.now(),
  });
}

/**
 * THE reply decision, for every audience. A check-in or above: the safety screen's own reply with
 * the crisis lines of the person's country (and a practice's emergency instructions for its
 * clients), and no model call. A bare slash command: the new guide introduces itself. Where no model
 * may answer (a journal), nothing more. Otherwise the guide answers (also on a note, which travels
 * with its reply and never into its text), saying first that it is an AI when that is due or asked.
 */
export async function decideReply(
  whole: ReplyTurn,
  audience: Audience,
  options: Pick<RunOptions, 'signal' | 'onToken'> = {},
): Promise<TurnReply> {
  const turn = windowOf(whole, audience);
  const screen = turn.text ? await screenForRisk(turn, audience, options.signal) : undefined;
  const grade = screen ? gradeOf(screen.level) : 'none';
  if (screen && replacesReply(grade)) {
    const content = crisisReply({
      screen,
      audience: audience.crisisAudience,
      resources: turn.resources,
      ...(audience.crisisAudience === 'client'
        ? { emergencyInstructions: audience.emergencyInstructions }
        : {}),
    });
    options.onToken?.(content);
    countCrisisReply(audience.crisisAudience);
    return { kind: 'crisis resources', content, screen };
  }
  const note = grade === 'note' ? screen : undefined;
  if (!audience.mayCallModel) return { kind: 'unanswered', ...(note ? { note } : {}) };
  const disclose = disclosesAi(turn, audience);
  const disclosure = disclose ? `${AI_DISCLOSURE}\n\n` : '';
  if (disclosure) options.onToken?.(disclosure);
  if (!turn.text) {
    const introduction = introductionOf(turn.modeId);
    options.onToken?.(introduction);
    return { kind: 'introduction', content: `${disclosure}${introduction}`, disclosed: disclose };
  }
  return askGuide(turn, audience, { disclosure, note }, options);
}
