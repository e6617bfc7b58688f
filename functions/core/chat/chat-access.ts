import { getMode, type ModeId } from '#shared/domain/modes.ts';
import {
  planThatOpens,
  type Tier,
  tierDefinitions,
  tierIncludes,
  tierLabel,
  UPGRADE_PATH,
} from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';

/** Tier rules for the chat, enforced on the server whatever the browser shows. */

/** The calendar month (UTC) a conversation is counted in, `yyyy-mm`. */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

export function monthlyConversationLimit(tier: Tier): number | null {
  return tierDefinitions[tier].monthlyConversations;
}

export function assertModeOpen(tier: Tier, modeId: ModeId): void {
  const mode = getMode(modeId);
  if (tierIncludes(tier, mode.requiredTier)) return;
  // The plan a member can buy (Standard is not sold on its own).
  const plan = tierLabel(planThatOpens(mode.requiredTier));
  throw new AppError(
    'UPGRADE_REQUIRED',
    `${mode.name} is part of the ${plan} plan. Upgrade to ${plan} to open it.`,
    { upgradeUrl: UPGRADE_PATH },
  );
}

export function quotaReached(tier: Tier, limit: number): AppError {
  return new AppError(
    'QUOTA_EXCEEDED',
    `You've started all ${limit} conversations included in ${tierLabel(tier)} this month. Upgrade for unlimited conversations, or continue one of your existing conversations.`,
    { upgradeUrl: UPGRADE_PATH },
  );
}
