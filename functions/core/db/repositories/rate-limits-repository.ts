import { updateItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
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
  const counted = await whenConditionHolds(
    updateItem(keys.rateWindow(scope, subject, windowStart), {
      expression: 'ADD attempts :one SET expiresAt = :expiresAt',
      values: { ':one': 1, ':expiresAt': windowEnd + 60 },
      onlyIf: {
        expression: 'attribute_not_exists(attempts) OR attempts < :limit',
        values: { ':limit': limit },
      },
    }),
  );
  return counted
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(1, windowEnd - nowSeconds) };
}
