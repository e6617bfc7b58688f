import { BatchGetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { putItem } from '#functions/core/db/item-operations.ts';
import { type ItemKey, keys } from '#functions/core/db/keys.ts';

/** One download by a member, kept in their partition (`type: 'download'`). */
export interface MemberDownloadRecord {
  /** A ULID: the member's downloads sort by time. */
  id: string;
  downloadId: string;
  /** The title when it was downloaded (the catalogue may rename it later). */
  title: string;
  downloadedAt: string;
}

/** How often each item was downloaded; an item never downloaded has no counter yet (0). */
export async function getDownloadCounts(downloadIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  let pending: ItemKey[] = downloadIds.map((downloadId) => keys.downloadCounter(downloadId));
  // The catalogue is a handful of items, far below BatchGet's 100 keys; unprocessed keys are retried.
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
    const result = await db().send(
      new BatchGetCommand({
        RequestItems: {
          [tableName()]: { Keys: pending, ProjectionExpression: 'downloadId, downloadCount' },
        },
      }),
    );
    for (const item of result.Responses?.[tableName()] ?? []) {
      counts.set(String(item.downloadId), Number(item.downloadCount ?? 0));
    }
    pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
  }
  return counts;
}

/**
 * Counts one download: an `ADD` on the item's counter, atomic however many members download at
 * once. Returns the new count.
 */
export async function countDownload(downloadId: string): Promise<number> {
  const result = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.downloadCounter(downloadId),
      UpdateExpression: 'ADD downloadCount :one SET #type = :type, downloadId = :downloadId',
      ExpressionAttributeNames: { '#type': 'type' },
      ExpressionAttributeValues: { ':one': 1, ':type': 'downloadCounter', ':downloadId': downloadId },
      ReturnValues: 'UPDATED_NEW',
    }),
  );
  return Number(result.Attributes?.downloadCount ?? 0);
}

/** Records that a member downloaded an item, in their own partition. */
export async function recordMemberDownload(memberId: string, record: MemberDownloadRecord): Promise<void> {
  await putItem({ ...keys.memberDownload(memberId, record.id), type: 'download', ...record });
}
