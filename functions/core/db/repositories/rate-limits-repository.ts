import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';

export interface WindowHit {
  allowed: boolean;
  /** Seconds until the window that refused this attempt ends. */
  retryAfterSeconds: number;
}

/**
 * Counts one attempt in a fixed window and refuses it, atomically, once `limit` attempts were
 * counted: `ADD` under a condition, so concurrent attempts can never exceed the limit.
 */
export async function countAttemptInWindow(
  scope: string,
  subject: string,
  limit: number,
  windowSeconds: number,
  nowMs = Date.now(),
): Promise<WindowHit> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const windowStart = nowSeconds - (nowSeconds % windowSeconds);
  const windowEnd = windowStart + windowSeconds;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.rateWindow(scope, subject, windowStart),
        UpdateExpression: 'ADD attempts :one SET expiresAt = :expiresAt',
        ConditionExpression: 'attribute_not_exists(attempts) OR attempts < :limit',
        ExpressionAttributeValues: { ':one': 1, ':limit': limit, ':expiresAt': windowEnd + 60 },
      }),
    );
    return { allowed: true, retryAfterSeconds: 0 };
  } catch (error) {
    if (isConditionFailure(error))
      return { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
    throw error;
  }
}
