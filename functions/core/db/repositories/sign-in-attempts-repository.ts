import {
  deleteItem,
  getItem,
  takeOneFromCount,
  updateItem,
  updateItemAnswering,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { type AccountKind, type ItemKey, keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAllKeys } from '#functions/core/db/query-all.ts';
import { deleteItems } from './conversations-repository';

export type AttemptReservation =
  | { reserved: true }
  /** The limit was reached: no password may be checked until `retryAfterSeconds` have passed. */
  | { reserved: false; retryAfterSeconds: number };

/**
 * Counts one sign-in attempt for an account from one address BEFORE its password is checked, and
 * refuses it, atomically, once `limit` attempts were counted: a conditional `ADD`, so any number
 * of parallel attempts can never get more than `limit` passwords checked. Each counted attempt
 * keeps the counter for another `periodSeconds`; a successful sign-in forgets it
 * (`forgetSignInAttemptsFromAddress`).
 */
export async function reserveSignInAttempt(
  accountKind: AccountKind,
  email: string,
  address: string,
  limit: number,
  periodSeconds: number,
  nowMs = Date.now(),
): Promise<AttemptReservation> {
  const now = Math.floor(nowMs / 1000);
  const key = keys.signInAttemptsFromAddress(accountKind, email, address);
  // A few rounds at most: another attempt may restart an expired counter between our two writes.
  for (let round = 0; round < 5; round++) {
    const counted = await whenConditionHolds(
      updateItem(key, {
        expression: 'ADD attempts :one SET expiresAt = :expiresAt',
        values: { ':one': 1, ':expiresAt': now + periodSeconds },
        onlyIf: {
          expression: 'attribute_not_exists(attempts) OR (attempts < :limit AND expiresAt > :now)',
          values: { ':limit': limit, ':now': now },
        },
      }),
    );
    if (counted) return { reserved: true };
    const current = await readCounter(key);
    if (current && current.expiresAt > now) {
      if (current.attempts >= limit) {
        return { reserved: false, retryAfterSeconds: Math.max(1, current.expiresAt - now) };
      }
      continue; // It changed since the condition failed: count again.
    }
    // The counter's period is over (TTL deletion lags behind) or it was just forgotten: start a
    // new one, unless another attempt restarted or counted it since we read it.
    if (await restartCounter(key, current, now + periodSeconds)) return { reserved: true };
  }
  throw new Error('Could not count a sign-in attempt: the counter kept changing');
}

/**
 * Counts one attempt against the account as a whole (from any address) and returns how many were
 * counted before it in the current period. Used to slow an account down, never to lock it.
 */
export async function countSignInAttemptOfAccount(
  accountKind: AccountKind,
  email: string,
  periodSeconds: number,
  nowMs = Date.now(),
): Promise<number> {
  const now = Math.floor(nowMs / 1000);
  const key = keys.signInAttemptsOfAccount(accountKind, email);
  for (let round = 0; round < 5; round++) {
    const counted = await updateItemAnswering(
      key,
      {
        expression: 'ADD attempts :one SET expiresAt = :expiresAt',
        values: { ':one': 1, ':expiresAt': now + periodSeconds },
        onlyIf: {
          expression: 'attribute_not_exists(expiresAt) OR expiresAt > :now',
          values: { ':now': now },
        },
      },
      'UPDATED_NEW',
    );
    if (counted) return Math.max(0, Number(counted.attempts ?? 1) - 1);
    const current = await readCounter(key);
    if (current && current.expiresAt > now) continue;
    if (await restartCounter(key, current, now + periodSeconds)) return 0;
  }
  throw new Error('Could not count a sign-in attempt: the counter kept changing');
}

/** After a successful sign-in: the attempt it counted for the account no longer counts. */
export async function releaseSignInAttemptOfAccount(accountKind: AccountKind, email: string): Promise<void> {
  await takeOneFromCount(keys.signInAttemptsOfAccount(accountKind, email), 'attempts');
}

/** After a successful sign-in from an address: that address starts again from zero. */
export async function forgetSignInAttemptsFromAddress(
  accountKind: AccountKind,
  email: string,
  address: string,
): Promise<void> {
  await deleteItem(keys.signInAttemptsFromAddress(accountKind, email, address));
}

/** Every counter of an account, from every address and the account's own (a password reset). */
export async function forgetAllSignInAttemptsOfAccount(
  accountKind: AccountKind,
  email: string,
): Promise<void> {
  const doomed = await queryAllKeys(prefixes.signInAttemptsPartition(accountKind, email), {
    consistentRead: true,
  });
  await deleteItems(doomed);
}

interface Counter {
  attempts: number;
  expiresAt: number;
}

async function readCounter(key: ItemKey): Promise<Counter | undefined> {
  const counter = await getItem(key, { consistent: true });
  if (!counter) return undefined;
  return { attempts: Number(counter.attempts ?? 0), expiresAt: Number(counter.expiresAt ?? 0) };
}

/** Starts a new period with this attempt as its first; false when the counter changed meanwhile. */
async function restartCounter(key: ItemKey, seen: Counter | undefined, expiresAt: number): Promise<boolean> {
  return whenConditionHolds(
    updateItem(key, {
      expression: 'SET attempts = :one, expiresAt = :expiresAt',
      values: { ':one': 1, ':expiresAt': expiresAt },
      onlyIf: seen
        ? {
            expression: 'attempts = :seenAttempts AND expiresAt = :seenExpiresAt',
            values: { ':seenAttempts': seen.attempts, ':seenExpiresAt': seen.expiresAt },
          }
        : { expression: 'attribute_not_exists(attempts)' },
    }),
  );
}
