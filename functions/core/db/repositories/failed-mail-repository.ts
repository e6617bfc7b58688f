import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { db, tableName } from '#functions/core/db/client.ts';
import { putItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';

/** A mail the transport would not take: for an operator to see and send again by hand. */
export interface FailedMailRecord {
  /** What the mail was for: its template's name. */
  purpose: string;
  to: string;
  failedAt: string;
  attempts: number;
  /** The transport's error name only (never its message, which may quote the address). */
  errorName: string;
}

const KEEP_DAYS = 30;

export async function recordFailedMail(record: FailedMailRecord): Promise<void> {
  const day = record.failedAt.slice(0, 10);
  await putItem({
    ...keys.failedMail(day, record.failedAt, ulid()),
    type: 'failedMail',
    ...record,
    expiresAt: Math.floor(Date.parse(record.failedAt) / 1000) + KEEP_DAYS * 24 * 60 * 60,
  });
}

/** The mails that failed on one UTC day (`yyyy-mm-dd`), oldest first. */
export async function listFailedMailOn(day: string): Promise<FailedMailRecord[]> {
  const { pk } = keys.failedMail(day, '', '');
  const result = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': pk },
    }),
  );
  return (result.Items ?? []).map((item) => ({
    purpose: String(item.purpose),
    to: String(item.to),
    failedAt: String(item.failedAt),
    attempts: Number(item.attempts),
    errorName: String(item.errorName),
  }));
}
