import useSWR from 'swr';
import type { UsageSummary } from '#shared/api/schemas/chat.ts';
import { fetchData } from '#web/lib/api-client.ts';

export const USAGE_KEY = '/api/usage';

/** How many new conversations the member has started this month, and their plan's limit. */
export function useUsage() {
  const { data, mutate } = useSWR<UsageSummary | null>(USAGE_KEY, fetchData<UsageSummary>);
  return { usage: data ?? null, refresh: () => mutate() };
}
