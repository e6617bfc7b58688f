import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#functions/core/db/client.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAllKeys } from '#functions/core/db/query-all.ts';
import { deleteItems } from './conversations-repository';

export interface FairUseLimits {
  perMinute: number;
  perDay: number;
}

export type FairUseCount =
  | { counted: true }
  /** Refused: nothing was counted. `sentToday` says which limit was reached. */
  | { counted: false; sentToday: number };

const SECONDS_PER_DAY = 24 * 60 * 60;

/**
 * Counts one chat message of a speaker, or refuses it, atomically: one item per speaker and UTC
 * day holds the day's total and a count per minute, and a single conditional `ADD` checks both
 * limits, so parallel messages can never get past either.
 */
export async function countChatMessage(
  speakerId: string,
  now: Date,
  limits: FairUseLimits,
): Promise<FairUseCount> {
  const nowSeconds = Math.floor(now.getTime() / 1000);
  const dayStart = nowSeconds - (nowSeconds % SECONDS_PER_DAY);
  const minuteOfDay = Math.floor((nowSeconds - dayStart) / 60);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.fairUseDay(speakerId, now.toISOString().slice(0, 10)),
        UpdateExpression:
          'ADD #today :one, #minute :one SET expiresAt = if_not_exists(expiresAt, :expiresAt)',
        ConditionExpression:
          '(attribute_not_exists(#today) OR #today < :perDay) AND (attribute_not_exists(#minute) OR #minute < :perMinute)',
        ExpressionAttributeNames: { '#today': 'sentToday', '#minute': `minute${minuteOfDay}` },
        ExpressionAttributeValues: {
          ':one': 1,
          ':perDay': limits.perDay,
          ':perMinute': limits.perMinute,
          // Kept a little past the day, then DynamoDB's TTL removes it.
          ':expiresAt': dayStart + SECONDS_PER_DAY + 60 * 60,
        },
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return { counted: true };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The item comes back in DynamoDB's own attribute format on this error.
    const old = (error as { Item?: Record<string, { N?: string }> }).Item;
    return { counted: false, sentToday: Number(old?.sentToday?.N ?? 0) };
  }
}

/** Removes every fair-use count of a speaker (their account is being deleted). */
export async function deleteFairUseCounts(speakerId: string): Promise<void> {
  await deleteItems(await queryAllKeys(prefixes.fairUsePartition(speakerId)));
}
