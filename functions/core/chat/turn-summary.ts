import type { ConversationRecord } from '#functions/core/db/repositories/chat-items.ts';
import { getConversationsStartedInMonth } from '#functions/core/db/repositories/usage-repository.ts';
import type { ConversationSummary, UsageSummary } from '#shared/api/schemas/chat.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { monthlyConversationLimit, usageMonth } from './chat-access';

/**
 * What the chat screen shows beside a reply, sent with the reply itself (the `done` event and the
 * JSON reply), so the screen never asks for the conversation list and the usage again after a
 * message: the conversation's row as the list shows it, and the month's usage after this message.
 */

/** New conversations started in one month, as read when the turn began. */
export interface MonthUsage {
  month: string;
  used: number;
}

/** Read alongside the turn's batched read (the same round trip). */
export async function readMonthUsage(memberId: string, now: Date = new Date()): Promise<MonthUsage> {
  const month = usageMonth(now);
  return { month, used: await getConversationsStartedInMonth(memberId, month) };
}

/** The conversation's row, as GET /api/conversations lists it. */
export function conversationSummaryOf(conversation: ConversationRecord): ConversationSummary {
  return {
    id: conversation.id,
    title: conversation.title,
    modeId: conversation.modeId,
    messageCount: conversation.messageCount,
    createdAt: conversation.createdAt,
    updatedAt: conversation.updatedAt,
  };
}

/**
 * The month's usage after this message, as GET /api/usage answers it: the count read when the turn
 * began, and one more when this message started a conversation in that month.
 */
export function usageAfterTurn(input: {
  tier: Tier;
  before: MonthUsage;
  /** The month whose allowance this message's new conversation took, if it started one. */
  reservedMonth: string | undefined;
  now: Date;
}): UsageSummary {
  const month = input.reservedMonth ?? usageMonth(input.now);
  const counted = input.before.month === month ? input.before.used : 0;
  return {
    tier: input.tier,
    month,
    used: counted + (input.reservedMonth ? 1 : 0),
    limit: monthlyConversationLimit(input.tier),
  };
}
