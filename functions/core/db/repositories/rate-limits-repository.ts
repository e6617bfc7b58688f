import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
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

export interface LoginFailures {
  count: number;
  /** Epoch seconds when the failures are forgotten. */
  resetsAt: number;
}

/** Records a failed sign-in and returns the failures counted so far in the current period. */
export async function recordLoginFailure(
  accountKind: string,
  email: string,
  periodSeconds: number,
  nowMs = Date.now(),
): Promise<LoginFailures> {
  const nowSeconds = Math.floor(nowMs / 1000);
  const key = keys.loginFailures(accountKind, email);
  const resetsAt = nowSeconds + periodSeconds;
  try {
    const result = await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'ADD failures :one SET expiresAt = :resetsAt',
        ConditionExpression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
        ExpressionAttributeValues: { ':one': 1, ':resetsAt': resetsAt, ':now': nowSeconds },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return { count: Number(result.Attributes?.failures ?? 1), resetsAt };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    // The previous period is over (TTL deletion lags): start a new one.
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: key,
        UpdateExpression: 'SET failures = :one, expiresAt = :resetsAt',
        ExpressionAttributeValues: { ':one': 1, ':resetsAt': resetsAt },
      }),
    );
    return { count: 1, resetsAt };
  }
}

export async function getLoginFailures(
  accountKind: string,
  email: string,
  nowMs = Date.now(),
): Promise<LoginFailures> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.loginFailures(accountKind, email),
      ConsistentRead: true,
    }),
  );
  const resetsAt = Number(result.Item?.expiresAt ?? 0);
  if (!result.Item || resetsAt <= Math.floor(nowMs / 1000)) return { count: 0, resetsAt: 0 };
  return { count: Number(result.Item.failures ?? 0), resetsAt };
}

export async function clearLoginFailures(accountKind: string, email: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.loginFailures(accountKind, email) }));
}
