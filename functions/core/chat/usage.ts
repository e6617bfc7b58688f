import { getMemberById } from '#functions/core/db/repositories/members-repository.ts';
import { getConversationsStartedInMonth } from '#functions/core/db/repositories/usage-repository.ts';
import type { UsageSummary } from '#shared/api/schemas/chat.ts';
import { AppError } from '#shared/errors.ts';
import { monthlyConversationLimit, usageMonth } from './chat-access';

export async function usageOfMember(memberId: string, now = new Date()): Promise<UsageSummary> {
  const month = usageMonth(now);
  const [member, used] = await Promise.all([
    getMemberById(memberId),
    getConversationsStartedInMonth(memberId, month),
  ]);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return {
    tier: member.subscriptionTier,
    month,
    used,
    limit: monthlyConversationLimit(member.subscriptionTier),
  };
}
