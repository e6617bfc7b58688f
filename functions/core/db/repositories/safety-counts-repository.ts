import { randomInt } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import type { TransactionWrite } from '#functions/core/db/named-transaction.ts';
import { queryAll, type TableSource } from '#functions/core/db/query-all.ts';
import { monthsOfYear, type SafetyReplyCount } from '#functions/core/safety-report/safety-counts.ts';

/**
 * The safety counters: `ADD` only, one item per month, grade, audience and shard, holding those
 * and the count, never an identifier. A chat turn that writes a transaction adds its count to it
 * (`safetyReplyCountWrite`); one that writes nothing else counts on its own (`countSafetyReply`).
 */

/** How many items share one count: turns at the same moment pick one at random. */
export const SAFETY_COUNT_SHARDS = 8;

/** What one counter item holds besides its keys, and what the report reads. */
export interface SafetyCountRow {
  month: string;
  grade: string;
  audience: string;
  count: number;
}

function countUpdate(count: SafetyReplyCount, table: string) {
  return {
    TableName: table,
    Key: keys.safetyCount(count.month, count.grade, count.audience, randomInt(SAFETY_COUNT_SHARDS)),
    UpdateExpression:
      'SET #type = :type, #month = :month, grade = :grade, audience = :audience ADD #count :one',
    ExpressionAttributeNames: { '#type': 'type', '#month': 'month', '#count': 'count' },
    ExpressionAttributeValues: {
      ':type': 'safetyCount',
      ':month': count.month,
      ':grade': count.grade,
      ':audience': count.audience,
      ':one': 1,
    },
  };
}

/** The count of one safety reply, as one write of the turn's own transaction. */
export function safetyReplyCountWrite(count: SafetyReplyCount): TransactionWrite {
  return { Update: countUpdate(count, tableName()) };
}

/** Counts one safety reply on its own (for a turn that writes no transaction). */
export async function countSafetyReply(count: SafetyReplyCount): Promise<void> {
  await db().send(new UpdateCommand(countUpdate(count, tableName())));
}

/** Where the report reads: the app's own table, or the operator's client and table name. */
export type SafetyCountsSource = TableSource;

async function readMonth(month: string, source: SafetyCountsSource): Promise<SafetyCountRow[]> {
  const items = await queryAll(prefixes.safetyCountsPartition(month), undefined, { source });
  return items.map((item) => ({
    month: String(item.month),
    grade: String(item.grade),
    audience: String(item.audience),
    count: Number(item.count ?? 0),
  }));
}

/** The twelve months of a year (one query each, in parallel), one row per grade and audience with its shards added up. */
export async function readSafetyCountsForYear(
  year: number,
  source: SafetyCountsSource = { client: db(), table: tableName() },
): Promise<SafetyCountRow[]> {
  const months = monthsOfYear(year);
  const shards = (await Promise.all(months.map((month) => readMonth(month, source)))).flat();
  const added = new Map<string, SafetyCountRow>();
  for (const row of shards) {
    const key = `${row.month}|${row.grade}|${row.audience}`;
    const seen = added.get(key);
    if (seen) seen.count += row.count;
    else added.set(key, { ...row });
  }
  return [...added.values()];
}
