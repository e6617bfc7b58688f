import {
  giveBackConversation,
  reserveConversation,
} from '#functions/core/db/repositories/usage-repository.ts';
import { countFairUse, type FairUseLimits, speakerIds } from '#functions/core/rate-limits/fair-use.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { monthlyConversationLimit, quotaReached, usageMonth } from './chat-access';

export interface AdmissionRequest {
  memberId: string;
  tier: Tier;
  isNewConversation: boolean;
  now: Date;
  fairUseLimits?: FairUseLimits;
}

/** What admission took: for a new conversation, the month whose allowance it used. */
export interface Admission {
  reservedMonth: string | undefined;
}

/**
 * Counts a member's message before any model is asked anything, in one round trip: the fair-use
 * count (20 a minute, 300 a day) and, for a new conversation, one conversation of the month's
 * allowance, both taken atomically. A refusal takes nothing: a reservation made beside a fair-use
 * refusal is given back at once.
 */
export async function admitChatMessage(request: AdmissionRequest): Promise<Admission> {
  const month = usageMonth(request.now);
  const limit = monthlyConversationLimit(request.tier);
  const [fairUse, reservation] = await Promise.allSettled([
    countFairUse(speakerIds.member(request.memberId), request.now, request.fairUseLimits),
    request.isNewConversation ? reserveConversation(request.memberId, month, limit) : Promise.resolve(false),
  ]);
  const reserved = reservation.status === 'fulfilled' && reservation.value;
  if (fairUse.status === 'rejected') {
    if (reserved) await giveBackConversation(request.memberId, month);
    throw fairUse.reason;
  }
  if (reservation.status === 'rejected') throw reservation.reason;
  if (request.isNewConversation && !reserved) throw quotaReached(request.tier, limit ?? 0);
  return { reservedMonth: reserved ? month : undefined };
}
