import * as z from 'zod/mini';
import { deleteItem, NO_ITEM_YET, putItem, takeItem } from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAll } from '#functions/core/db/query-all.ts';
import { parseStored } from '#functions/core/db/stored-records.ts';
import { SUMMARY_SECTIONS } from '#shared/api/schemas/pre-session-summary.ts';

/**
 * Pre-session summaries a client shared with their therapist, in the practice's partition
 * (`SUMMARY#<clientId>#<ulid>`). Only shared summaries are stored; withdrawing deletes the item.
 */
const storedSharedSummary = z.object({
  id: z.string(),
  tenantId: z.string(),
  clientId: z.string(),
  periodStart: z.string(),
  periodEnd: z.string(),
  parts: z.array(z.object({ section: z.enum(SUMMARY_SECTIONS), text: z.string() })),
  /** How many parts the client kept after the hard-moment question (a count, for nobody's screen yet). */
  keptHardMoments: z.number(),
  sharedAt: z.string(),
});
export type SharedSummaryRecord = z.output<typeof storedSharedSummary>;

function toRecord(item: Record<string, unknown>): SharedSummaryRecord {
  return parseStored(storedSharedSummary, item);
}

export async function putSharedSummary(summary: SharedSummaryRecord): Promise<void> {
  await putItem(
    {
      ...keys.preSessionSummary(summary.tenantId, summary.clientId, summary.id),
      type: 'preSessionSummary',
      ...summary,
    },
    NO_ITEM_YET,
  );
}

/** One client's shared summaries, newest first. */
export async function listSharedSummariesOfClient(
  tenantId: string,
  clientId: string,
): Promise<SharedSummaryRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefixes.preSessionSummariesOf(clientId), {
    newestFirst: true,
  });
  return items.map(toRecord);
}

/** When each summary of a practice was shared (for the digest's count): dates only, never the text. */
export async function listSharingDatesOfPractice(
  tenantId: string,
): Promise<{ clientId: string; sharedAt: string }[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefixes.preSessionSummaries, {
    attributes: ['clientId', 'sharedAt'],
  });
  return items.map((item) => ({ clientId: String(item.clientId), sharedAt: String(item.sharedAt) }));
}

/** Withdraws one summary: deletes it. False when there was none of this client's by that id. */
export async function deleteSharedSummary(
  tenantId: string,
  clientId: string,
  summaryId: string,
): Promise<boolean> {
  return (await takeItem(keys.preSessionSummary(tenantId, clientId, summaryId))) !== undefined;
}

/** Every summary of one client (their account is deleted). */
export async function deleteAllSummariesOfClient(tenantId: string, clientId: string): Promise<void> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefixes.preSessionSummariesOf(clientId), {
    attributes: ['pk', 'sk'],
  });
  await Promise.all(items.map((item) => deleteItem({ pk: String(item.pk), sk: String(item.sk) })));
}
