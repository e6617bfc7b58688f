import { type ModeId, modes } from '../../../shared/domain/modes';
import { clearGuideMemory, listGuideMemories } from '../db/repositories/memory-repository';
import { emptyMemory } from '../guides/memory';
import type { GuideMemory } from '../guides/types';

/** What each guide remembers, for all four modes (a guide that has heard nothing yet is empty). */
export async function memoriesOfMember(memberId: string): Promise<GuideMemory[]> {
  const stored = await listGuideMemories(memberId);
  return modes.map((mode) => stored.find((memory) => memory.modeId === mode.id) ?? emptyMemory(mode.id, ''));
}

export async function forgetGuideMemory(memberId: string, modeId: ModeId): Promise<GuideMemory> {
  await clearGuideMemory(memberId, modeId);
  return emptyMemory(modeId, '');
}
