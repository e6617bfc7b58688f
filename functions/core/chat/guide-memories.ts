import { clearGuideMemory, listGuideMemories } from '#functions/core/db/repositories/memory-repository.ts';
import { emptyMemory } from '#functions/core/guides/memory.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import { type ModeId, modes } from '#shared/domain/modes.ts';

/** What each guide remembers, for all four modes (a guide that has heard nothing yet is empty). */
export async function memoriesOfMember(memberId: string): Promise<GuideMemory[]> {
  const stored = await listGuideMemories(memberId);
  return modes.map((mode) => stored.find((memory) => memory.modeId === mode.id) ?? emptyMemory(mode.id, ''));
}

export async function forgetGuideMemory(memberId: string, modeId: ModeId): Promise<GuideMemory> {
  await clearGuideMemory(memberId, modeId);
  return emptyMemory(modeId, '');
}
