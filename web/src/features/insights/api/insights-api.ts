import useSWR from 'swr';
import type { Insights, WeeklyReflectionReply } from '#shared/api/schemas/insights.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

/** The browser's own time zone, so days, streaks and weeks are the member's. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

export function insightsKey(timeZone: string): string {
  return `/api/insights?timeZone=${encodeURIComponent(timeZone)}`;
}

/** The member's insights, read afresh each time the page opens. */
export function useInsights(timeZone: string) {
  const { data, error, isLoading, mutate } = useSWR<Insights | null>(
    insightsKey(timeZone),
    fetchData<Insights>,
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  return { insights: data ?? null, isLoading, failed: Boolean(error), refresh: () => mutate() };
}

/** Writes this week's reflection, or returns the one already written (Pro and Lifetime). */
export function writeWeeklyReflection(timeZone: string): Promise<WeeklyReflectionReply> {
  return api('POST /api/insights/weekly-reflection', { body: { timeZone } });
}
