import { ulid } from 'ulid';
import { usageMonth } from '#functions/core/chat/chat-access.ts';
import { titleFromFirstMessage } from '#functions/core/chat/conversation-title.ts';
import { SAFETY_REPLY_ENGINE } from '#functions/core/chat/turn-audience.ts';
import type {
  ConversationRecord,
  MessageRecord,
  MessageSafety,
  SafetyEventRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import { saveCarriedConversation } from '#functions/core/db/repositories/guest-carry-repository.ts';
import { estimateTokens, type GuideMemory, updateMemoryOffline } from '#functions/core/guides/index.ts';
import {
  type EarlierTurn,
  gradeOf,
  maxRiskLevel,
  type RiskLevel,
  riskCategories,
  type SafetyScreen,
  screenConversation,
} from '#functions/core/safety/index.ts';
import {
  type GuestCarryOutcome,
  type GuestTranscriptTurn,
  guestConversationSchema,
} from '#shared/api/schemas/guest-chat.ts';
import { fieldErrors } from '#shared/api/schemas/validation.ts';
import { GUEST_MODE, GUEST_TRANSCRIPT_MAX_MESSAGES } from '#shared/domain/guest-start.ts';
import { replacesReply } from '#shared/domain/safety-grades.ts';
import { provenGuestTurns } from './guest-reply-proof';
import { disclosedAi } from './guest-transcript';
import { type RecognisedSafetyReply, recogniseSafetyReply } from './safety-replies';

/**
 * A guest conversation carried into a new account at sign-up. The browser held it, so it is
 * checked like any guest request (at most 20 messages taking turns, each at most 4000 characters)
 * and its safety record is rebuilt on the server, never taken from the browser: a reply that is
 * the safety screen's own text is kept as a safety reply, and every message of the person's is
 * screened again (offline, with the messages before it, as the guest chat read it). Each message
 * the screen answered, or would answer, becomes a safety event of the new account; a message it
 * graded a note keeps the quiet line on Mirror's reply, as the member chat keeps it, and like there
 * is no event (a note is only counted, never flagged).
 *
 * A carry that fails those checks is not kept, and never costs the person their new account: the
 * sign-up succeeds and says why the conversation was not kept.
 */
export type GuestCarry = { messages: GuestTranscriptTurn[] };

export const CARRY_NOT_SAVED =
  'Your guest conversation could not be saved to your new account. Your account is ready.';
const REASON_FROM_GUEST_CHAT = 'Answered with crisis resources in the guest chat before sign-up';
const OLDEST_KEPT_TIME_MS = 30 * 24 * 60 * 60 * 1000;

export type GuestCarryRead = { carry: GuestCarry } | { refused: string };

/**
 * The carry as the schema reads it, or why it cannot be kept; undefined when none was sent. Read
 * before the account is made, so nothing is written for a carry that cannot be kept.
 */
export function readGuestCarry(raw: unknown): GuestCarryRead | undefined {
  if (raw === undefined || raw === null) return undefined;
  const messages = (raw as { messages?: unknown } | null)?.messages;
  // A forged carry of thousands of messages is refused before anything reads them one by one.
  if (Array.isArray(messages) && messages.length > GUEST_TRANSCRIPT_MAX_MESSAGES) {
    return { refused: `A guest conversation holds at most ${GUEST_TRANSCRIPT_MAX_MESSAGES} messages` };
  }
  const parsed = guestConversationSchema.safeParse(raw);
  if (parsed.success) return { carry: parsed.data };
  return { refused: Object.values(fieldErrors(parsed.error))[0] ?? 'The guest conversation is not valid' };
}

/**
 * Times the browser sent, kept when they are believable (not in the future, not older than 30
 * days), otherwise made up just before now; always strictly increasing, so the messages sort in
 * the order they were written.
 */
function timesOf(turns: readonly GuestTranscriptTurn[], now: Date): number[] {
  const nowMs = now.getTime();
  const sent = turns.map((turn) => (turn.createdAt ? Date.parse(turn.createdAt) : Number.NaN));
  const believable = sent.every((at) => at <= nowMs && at >= nowMs - OLDEST_KEPT_TIME_MS);
  const times = believable ? sent : turns.map((_, index) => nowMs - turns.length + index);
  for (let index = 1; index < times.length; index++) {
    times[index] = Math.max(times[index] as number, (times[index - 1] as number) + 1);
  }
  return times;
}

function safetyEventOf(
  conversationId: string,
  createdAt: string,
  screened: ReturnType<typeof screenConversation>,
  answered: RecognisedSafetyReply | undefined,
): SafetyEventRecord | undefined {
  // A note keeps the guide's reply: the member chat records no event for it, and neither does a carry.
  if (!answered && !replacesReply(gradeOf(screened.level))) return undefined;
  const level: RiskLevel = answered ? maxRiskLevel(answered.level, screened.level) : screened.level;
  return {
    id: ulid(),
    conversationId,
    level,
    grade: gradeOf(level),
    categories: riskCategories.filter(
      (category) => screened.categories.includes(category) || answered?.categories.includes(category),
    ),
    reason: screened.matched ? screened.reason : REASON_FROM_GUEST_CHAT,
    signals: ['guest-chat', ...screened.signals],
    createdAt,
  };
}

/** The quiet line a guide's reply carries when the person's message before it was graded a note. */
function noteOn(screened: SafetyScreen | undefined): MessageSafety | undefined {
  if (!screened || gradeOf(screened.level) !== 'note') return undefined;
  return { grade: 'note', categories: [...screened.categories], aboutSomeoneElse: screened.aboutSomeoneElse };
}

interface CarriedRecords {
  conversation: ConversationRecord;
  messages: MessageRecord[];
  safetyEvents: SafetyEventRecord[];
  /** Mirror's memory of the new member: the guest's messages counted as a member's would be. */
  memory: GuideMemory | undefined;
}

/**
 * What Mirror remembers of the carried conversation: each of the person's messages that Mirror
 * answered is counted by the same update the member chat makes after a guide's reply (nextMemory
 * calls `updateMemoryOffline` too); a message the safety screen answered teaches it nothing, as in
 * the member chat. A new account has no memory yet, so the count starts from none.
 */
export function memoryOfCarriedMessages(messages: readonly MessageRecord[]): GuideMemory | undefined {
  let memory: GuideMemory | null = null;
  messages.forEach((message, index) => {
    if (message.role !== 'user') return;
    const reply = messages[index + 1];
    if (reply?.role !== 'assistant' || reply.safetyReply) return;
    memory = updateMemoryOffline(memory, {
      modeId: message.modeId,
      userMessage: message.content,
      userMessageId: message.id,
      now: message.createdAt,
    });
  });
  return memory ?? undefined;
}

/**
 * A carried assistant turn's safety: a safety reply's own (recognised by its text), or the note the
 * screen put on the guest's message before it; a guest's turn has none of its own here.
 */
function carriedSafetyOf(
  turn: GuestCarry['messages'][number],
  screenedUserTurn: SafetyScreen | undefined,
): { answered: ReturnType<typeof recogniseSafetyReply>; safety: MessageRecord['safety'] } {
  if (turn.role !== 'assistant') return { answered: undefined, safety: undefined };
  const answered = recogniseSafetyReply(turn.content);
  if (!answered) return { answered, safety: noteOn(screenedUserTurn) };
  const { grade, categories, aboutSomeoneElse } = answered;
  return { answered, safety: { grade, categories, aboutSomeoneElse } };
}

export function carriedRecordsOf(memberId: string, carry: GuestCarry, now: Date): CarriedRecords {
  const conversationId = ulid(now.getTime());
  const times = timesOf(carry.messages, now);
  const messages: MessageRecord[] = [];
  const safetyEvents: SafetyEventRecord[] = [];
  const earlier: EarlierTurn[] = [];
  let screenedUserTurn: SafetyScreen | undefined;
  carry.messages.forEach((turn, index) => {
    const at = times[index] as number;
    const createdAt = new Date(at).toISOString();
    const { answered, safety } = carriedSafetyOf(turn, screenedUserTurn);
    messages.push({
      id: ulid(at),
      conversationId,
      role: turn.role,
      content: turn.content,
      modeId: GUEST_MODE,
      createdAt,
      tokens: estimateTokens(turn.content),
      ...(answered ? { safetyReply: true, engine: SAFETY_REPLY_ENGINE } : {}),
      ...(safety ? { safety } : {}),
    });
    screenedUserTurn = undefined;
    if (turn.role === 'user') {
      screenedUserTurn = screenConversation({ message: turn.content, earlier });
      const reply = carry.messages[index + 1];
      const event = safetyEventOf(
        conversationId,
        createdAt,
        screenedUserTurn,
        reply ? recogniseSafetyReply(reply.content) : undefined,
      );
      if (event) safetyEvents.push(event);
    }
    earlier.push({ role: turn.role, text: turn.content, ...(safety ? { safety } : {}) });
  });
  const first = messages[0] as MessageRecord;
  const last = messages.at(-1) as MessageRecord;
  const lastDisclosure = messages.findLast(disclosedAi);
  return {
    conversation: {
      id: conversationId,
      memberId,
      title: titleFromFirstMessage(first.content, GUEST_MODE),
      modeId: GUEST_MODE,
      messageCount: messages.length,
      createdAt: first.createdAt,
      updatedAt: last.createdAt,
      ...(lastDisclosure ? { lastDisclosureAt: lastDisclosure.createdAt } : {}),
    },
    messages,
    safetyEvents,
    memory: memoryOfCarriedMessages(messages),
  };
}

/** Keeps the conversation in the new account; a storage failure is reported, never thrown. */
export async function keepGuestConversation(
  memberId: string,
  carry: GuestCarry,
  now = new Date(),
): Promise<GuestCarryOutcome> {
  // Mirror's replies are kept only where their proof holds (guest-reply-proof.ts).
  const records = carriedRecordsOf(memberId, { messages: await provenGuestTurns(carry.messages) }, now);
  try {
    await saveCarriedConversation({ memberId, ...records, month: usageMonth(now) });
    return { kept: true, conversationId: records.conversation.id };
  } catch {
    // The sign-up's handler logs a carry that was not kept (core does not log).
    return { kept: false, reason: CARRY_NOT_SAVED };
  }
}

/** What became of a sign-up's carry: kept, or refused with the reason read before the account was made. */
export function keepOrRefuseGuestConversation(
  memberId: string,
  read: GuestCarryRead,
): Promise<GuestCarryOutcome> {
  if ('refused' in read) return Promise.resolve({ kept: false, reason: read.refused });
  return keepGuestConversation(memberId, read.carry);
}
