import {
  countChatMessage,
  deleteFairUseCounts,
  type FairUseLimits,
} from '#functions/core/db/repositories/fair-use-repository.ts';
import { AppError } from '#shared/errors.ts';

/**
 * Fair use: each person may send at most 20 chat messages a minute and 300 a day (UTC), whoever
 * they are: a member, a therapist's client or an anonymous portal visitor. The count is kept per
 * speaker, taken atomically before any model is asked anything, and a refusal says kindly when
 * the person can go on.
 */
export const FAIR_USE_LIMITS: FairUseLimits = { perMinute: 20, perDay: 300 };

/** Who is speaking, as the fair-use count knows them. One id per person, never shared. */
export const speakerIds = {
  member: (memberId: string) => `member:${memberId}`,
};

/** "about 40 seconds", "about 3 minutes", "about 5 hours". */
export function describeWait(seconds: number): string {
  const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  if (seconds < 90) return `about ${plural(Math.max(1, Math.round(seconds)), 'second')}`;
  if (seconds < 90 * 60) return `about ${plural(Math.round(seconds / 60), 'minute')}`;
  return `about ${plural(Math.round(seconds / 3600), 'hour')}`;
}

/** The refusal beyond either limit: a 429 whose Retry-After and message say when to go on. */
export function fairUseRefusal(limit: 'minute' | 'day', now: Date): AppError {
  const nowSeconds = now.getTime() / 1000;
  const period = limit === 'minute' ? 60 : 24 * 60 * 60;
  const retryAfterSeconds = Math.max(1, Math.ceil(period - (nowSeconds % period)));
  const message =
    limit === 'minute'
      ? `You're sending messages faster than I can thoughtfully reply. Please take a breath — you can continue in ${describeWait(retryAfterSeconds)}.`
      : `You've shared a lot today, and I want to keep giving each message the attention it deserves. Let's pause here — you can continue in ${describeWait(retryAfterSeconds)}, when a new day begins (UTC).`;
  return new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

/** Counts one chat message of `speakerId`; beyond the limits throws the 429 and counts nothing. */
export async function countFairUse(
  speakerId: string,
  now: Date,
  limits: FairUseLimits = FAIR_USE_LIMITS,
): Promise<void> {
  const count = await countChatMessage(speakerId, now, limits);
  if (!count.counted) throw fairUseRefusal(count.sentToday >= limits.perDay ? 'day' : 'minute', now);
}

/** Forgets a speaker's counts (their account is deleted). */
export function forgetFairUse(speakerId: string): Promise<void> {
  return deleteFairUseCounts(speakerId);
}

export type { FairUseLimits };
