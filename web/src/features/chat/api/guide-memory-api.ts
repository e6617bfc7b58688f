import useSWR from 'swr';
import type { GuideMemory } from '#shared/domain/guide-memory.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const MEMORY_KEY = '/api/memory';

export type { GuideMemory, MemoryTheme } from '#shared/domain/guide-memory.ts';

/** What each of the four guides remembers; fetched afresh each time the panel opens. */
export function useGuideMemories(enabled: boolean) {
  const { data, error, isLoading, mutate } = useSWR<{ memories: GuideMemory[] } | null>(
    enabled ? MEMORY_KEY : null,
    fetchData<{ memories: GuideMemory[] }>,
    { revalidateOnMount: true, dedupingInterval: 0 },
  );
  return { memories: data?.memories ?? [], isLoading, failed: Boolean(error), refresh: () => mutate() };
}

export async function clearGuideMemory(modeId: ModeId): Promise<void> {
  await api('DELETE /api/memory/{modeId}', { params: { modeId } });
}

export function isEmptyMemory(memory: GuideMemory): boolean {
  return (
    memory.exchanges === 0 && memory.themes.length === 0 && memory.patterns.length === 0 && !memory.summary
  );
}
