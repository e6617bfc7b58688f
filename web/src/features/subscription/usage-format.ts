import type { UsageSummary } from '#shared/api/schemas/chat.ts';

/** 'yyyy-mm' (a UTC calendar month) as 'March 2025'. */
export function monthName(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return month;
  return new Date(Date.UTC(year, monthNumber - 1, 1)).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** The day the count starts again: the 1st of the next UTC month, as 'April 1'. */
export function resetDay(month: string): string {
  const [year, monthNumber] = month.split('-').map(Number);
  if (!year || !monthNumber) return 'the 1st of next month';
  return new Date(Date.UTC(year, monthNumber, 1)).toLocaleDateString('en-US', {
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

export interface UsageView {
  /** '3 of 20' or '3' */
  countText: string;
  detail: string;
  /** 0..100 for a limited plan; null when unlimited. */
  percent: number | null;
  atLimit: boolean;
}

export function describeUsage(usage: UsageSummary): UsageView {
  const resets = resetDay(usage.month);
  if (usage.limit === null) {
    return {
      countText: `${usage.used}`,
      detail: `Unlimited conversations on your plan. The count starts again on ${resets}.`,
      percent: null,
      atLimit: false,
    };
  }
  const left = Math.max(0, usage.limit - usage.used);
  const atLimit = left === 0;
  return {
    countText: `${usage.used} of ${usage.limit}`,
    detail: atLimit
      ? `You have started all your conversations for this month. You can keep going in the ones you have, and new ones open again on ${resets}.`
      : `${left} new ${left === 1 ? 'conversation' : 'conversations'} left. New ones open again on ${resets}.`,
    percent: usage.limit > 0 ? Math.min(100, Math.round((usage.used / usage.limit) * 100)) : 100,
    atLimit,
  };
}
