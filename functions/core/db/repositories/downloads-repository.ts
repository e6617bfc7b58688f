import { getItems, putItem, updateItemAnswering } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';

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
  // The catalogue is a handful of items, far below BatchGet's 100 keys.
  const counters = await getItems(
    downloadIds.map((downloadId) => keys.downloadCounter(downloadId)),
    { attributes: ['downloadId', 'downloadCount'] },
  );
  return new Map(counters.map((item) => [String(item.downloadId), Number(item.downloadCount ?? 0)]));
}

/**
 * Counts one download: an `ADD` on the item's counter, atomic however many members download at
 * once. Returns the new count.
 */
export async function countDownload(downloadId: string): Promise<number> {
  const counted = await updateItemAnswering(
    keys.downloadCounter(downloadId),
    {
      expression: 'ADD downloadCount :one SET #type = :type, downloadId = :downloadId',
      names: { '#type': 'type' },
      values: { ':one': 1, ':type': 'downloadCounter', ':downloadId': downloadId },
    },
    'UPDATED_NEW',
  );
  return Number(counted?.downloadCount ?? 0);
}

/** Records that a member downloaded an item, in their own partition. */
export async function recordMemberDownload(memberId: string, record: MemberDownloadRecord): Promise<void> {
  await putItem({ ...keys.memberDownload(memberId, record.id), type: 'download', ...record });
}
