import { deleteItem } from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import { queryMemberItems } from './conversations-repository';

/** What each guide remembers of one member: one item per mode. */
export async function listGuideMemories(memberId: string): Promise<GuideMemory[]> {
  const items = await queryMemberItems(memberId, prefixes.memories);
  return items.map((item) => item.memory as GuideMemory);
}

export async function clearGuideMemory(memberId: string, modeId: ModeId): Promise<void> {
  await deleteItem(keys.memory(memberId, modeId));
}
