import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import type { ModeId } from '../../../../shared/domain/modes';
import type { GuideMemory } from '../../guides/types';
import { db, tableName } from '../client';
import { keys, prefixes } from '../keys';
import { queryMemberItems } from './conversations-repository';

/** What each guide remembers of one member: one item per mode. */
export async function listGuideMemories(memberId: string): Promise<GuideMemory[]> {
  const items = await queryMemberItems(memberId, prefixes.memories);
  return items.map((item) => item.memory as GuideMemory);
}

export async function clearGuideMemory(memberId: string, modeId: ModeId): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.memory(memberId, modeId) }));
}
