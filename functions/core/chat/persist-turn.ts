import { ulid } from 'ulid';
import type {
  ConversationRecord,
  MessageRecord,
  MessageSafety,
  SafetyEventRecord,
} from '#functions/core/db/repositories/chat-items.ts';
import {
  AccountGoneError,
  ConversationGoneError,
  saveChatTurn,
} from '#functions/core/db/repositories/chat-turn-repository.ts';
import { deleteConversationCount } from '#functions/core/db/repositories/usage-repository.ts';
import { estimateTokens, type GuideMemory } from '#functions/core/guides/index.ts';
import { forgetFairUse, speakerIds } from '#functions/core/rate-limits/fair-use.ts';
import { gradeOf, type SafetyScreen } from '#functions/core/safety/index.ts';
import { safetyReplyCountOf } from '#functions/core/safety-report/safety-counts.ts';
import type { GuideEngineInfo } from '#shared/api/schemas/chat.ts';
import { AppError } from '#shared/errors.ts';
import type { AdmittedTurn, AnsweredReply, Exchange } from './chat-turn-types';

/** Replies Mirrorwell writes itself, without a guide engine. */
const SAFETY_REPLY_ENGINE: GuideEngineInfo = { id: 'safety', label: 'Safety resources' };
const INTRODUCTION_ENGINE: GuideEngineInfo = { id: 'offline', label: 'Mirrorwell' };

export interface SavedTurn {
  conversation: ConversationRecord;
  /** The reply as saved; none when nothing had arrived (stopped at once, or the guide failed). */
  assistantMessage: MessageRecord | undefined;
}

function writerOf(turn: AdmittedTurn, reply: AnsweredReply): GuideEngineInfo {
  if (reply.kind === 'crisis resources') return SAFETY_REPLY_ENGINE;
  if (reply.kind === 'introduction') return INTRODUCTION_ENGINE;
  return { id: turn.engine.id, label: turn.engine.label };
}

function assistantMessageOf(
  turn: AdmittedTurn,
  exchange: Exchange,
  reply: AnsweredReply,
): MessageRecord | undefined {
  if (!reply.content.trim()) return undefined;
  // Strictly after the member's message, so the two always sort in order.
  const repliedAt = new Date(
    Math.max(turn.now().getTime(), Date.parse(exchange.startedAt) + 1),
  ).toISOString();
  return {
    id: ulid(),
    conversationId: turn.conversationId,
    role: 'assistant',
    content: reply.content,
    modeId: turn.modeId,
    createdAt: repliedAt,
    tokens: estimateTokens(reply.content),
    ...(reply.kind === 'guide' && reply.stopped ? { stopped: true } : {}),
    ...(reply.kind === 'crisis resources'
      ? { safetyReply: true, safety: messageSafetyOf(reply.screen) }
      : {}),
    // A note is kept on the guide's reply, so a reloaded conversation shows the quiet line again.
    ...(reply.kind === 'guide' && reply.note ? { safety: messageSafetyOf(reply.note) } : {}),
    engine: writerOf(turn, reply),
  };
}

function messageSafetyOf(screen: SafetyScreen): MessageSafety {
  return {
    grade: gradeOf(screen.level),
    categories: [...screen.categories],
    aboutSomeoneElse: screen.aboutSomeoneElse,
  };
}

/** Risk is recorded as an event with its level and reason, never the text. */
function safetyEventOf(
  turn: AdmittedTurn,
  exchange: Exchange,
  reply: AnsweredReply,
): SafetyEventRecord | undefined {
  if (reply.kind !== 'crisis resources') return undefined;
  return {
    id: ulid(),
    conversationId: turn.conversationId,
    level: reply.screen.level,
    grade: gradeOf(reply.screen.level),
    categories: [...reply.screen.categories],
    reason: reply.screen.reason,
    signals: [...reply.screen.signals],
    createdAt: exchange.startedAt,
  };
}

/** A crisis reply names the resources and says it comes from an AI, as the disclosure does. */
function disclosedIn(reply: AnsweredReply | undefined): boolean {
  if (!reply) return false;
  return reply.kind === 'crisis resources' || reply.disclosed;
}

/**
 * Saves the exchange in one transaction: the member's message (unless an earlier attempt saved
 * it), the reply, the conversation's activity and count, the memory, any safety event and the
 * reply's safety count. Without a reply (the guide failed) only the member's message is kept, so a
 * retry continues there.
 */
export async function persistTurn(
  turn: AdmittedTurn,
  exchange: Exchange,
  outcome: { reply?: AnsweredReply; memory?: GuideMemory | undefined },
): Promise<SavedTurn> {
  const { reply, memory } = outcome;
  const assistantMessage = reply ? assistantMessageOf(turn, exchange, reply) : undefined;
  const written = [
    ...(exchange.reusedUserMessage ? [] : [exchange.userMessage]),
    ...(assistantMessage ? [assistantMessage] : []),
  ];
  const conversation: ConversationRecord = {
    ...exchange.conversation,
    modeId: turn.modeId,
    updatedAt: written.at(-1)?.createdAt ?? exchange.conversation.updatedAt,
    messageCount: exchange.conversation.messageCount + written.length,
    ...(disclosedIn(reply) ? { lastDisclosureAt: exchange.startedAt } : {}),
  };
  if (written.length === 0 && !memory) return { conversation, assistantMessage };
  const safetyEvent = reply ? safetyEventOf(turn, exchange, reply) : undefined;
  const safetyCount = safetyReplyCountOf(assistantMessage?.safety?.grade, 'member', exchange.startedAt);
  try {
    await saveChatTurn({
      memberId: turn.memberId,
      conversation,
      isNewConversation: turn.isNewConversation,
      messages: written,
      ...(memory ? { memory } : {}),
      ...(safetyEvent ? { safetyEvent } : {}),
      ...(safetyCount ? { safetyCount } : {}),
    });
  } catch (error) {
    if (error instanceof ConversationGoneError) {
      throw new AppError('NOT_FOUND', 'This conversation was deleted while the guide was answering.');
    }
    if (error instanceof AccountGoneError) {
      await forgetCountsOfDeletedAccount(turn);
      throw new AppError('UNAUTHENTICATED', 'This account has been deleted.');
    }
    throw error;
  }
  return { conversation, assistantMessage };
}

/**
 * The account was deleted while this turn ran. The turn counted the message (and perhaps a new
 * conversation) before the deletion may have swept, so it removes those counts itself.
 */
async function forgetCountsOfDeletedAccount(turn: AdmittedTurn): Promise<void> {
  await Promise.all([
    forgetFairUse(speakerIds.member(turn.memberId)),
    turn.reservedMonth ? deleteConversationCount(turn.memberId, turn.reservedMonth) : undefined,
  ]);
}
