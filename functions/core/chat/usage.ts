import type { UsageSummary } from '../../../shared/api/schemas/chat';
import { AppError } from '../../../shared/errors';
import { getMemberById } from '../db/repositories/members-repository';
import { getConversationsStartedInMonth } from '../db/repositories/usage-repository';
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
