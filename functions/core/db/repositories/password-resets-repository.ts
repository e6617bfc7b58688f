import {
  deleteItem,
  deleteWrite,
  getItem,
  NO_ITEM_YET,
  putItem,
  takeItem,
  updateItemAnswering,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { type AccountKind, keys } from '#functions/core/db/keys.ts';
import {
  TransactionContendedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';

/** A reset link as stored: only the SHA-256 of its token, never the token. */
export interface PasswordResetRecord {
  tokenHash: string;
  accountKind: AccountKind;
  subjectId: string;
  createdAt: string;
  /** Epoch seconds; the link is refused from then on, and DynamoDB's TTL removes the item. */
  expiresAt: number;
}

/**
 * Stores a new reset link and makes it the account's newest, so every older link stops working
 * at once. The older link's item is removed too (its TTL would remove it within the hour anyway).
 */
export async function saveNewestPasswordReset(record: PasswordResetRecord): Promise<void> {
  await putItem(
    { ...keys.passwordResetToken(record.accountKind, record.tokenHash), type: 'passwordReset', ...record },
    NO_ITEM_YET,
  );
  const previous = await updateItemAnswering(
    keys.latestPasswordReset(record.accountKind, record.subjectId),
    {
      expression: 'SET #type = :type, tokenHash = :tokenHash, expiresAt = :expiresAt',
      names: { '#type': 'type' },
      values: {
        ':type': 'latestPasswordReset',
        ':tokenHash': record.tokenHash,
        ':expiresAt': record.expiresAt,
      },
    },
    'ALL_OLD',
  );
  const olderHash = previous?.tokenHash;
  if (typeof olderHash === 'string' && olderHash !== record.tokenHash) {
    await deleteItem(keys.passwordResetToken(record.accountKind, olderHash));
  }
}

export async function getPasswordReset(
  accountKind: AccountKind,
  tokenHash: string,
): Promise<PasswordResetRecord | undefined> {
  const item = await getItem(keys.passwordResetToken(accountKind, tokenHash), { consistent: true });
  if (!item) return undefined;
  return {
    tokenHash: String(item.tokenHash),
    accountKind,
    subjectId: String(item.subjectId),
    createdAt: String(item.createdAt),
    expiresAt: Number(item.expiresAt),
  };
}

/**
 * Uses a reset link and writes the new password in one transaction: the link's item is deleted
 * only if it still exists and has not expired, and only while it is the account's newest link.
 * Of two parallel uses exactly one commits; false means the link was not (or no longer) usable.
 */
export async function consumePasswordReset(
  reset: Pick<PasswordResetRecord, 'accountKind' | 'tokenHash' | 'subjectId'>,
  nowSeconds: number,
  passwordWrite: TransactionWrite,
): Promise<boolean> {
  try {
    // Refused (false): the link was used, replaced or expired, or the account is gone.
    return await whenConditionHolds(
      writeNamedTransaction([
        {
          name: 'reset link',
          write: deleteWrite(keys.passwordResetToken(reset.accountKind, reset.tokenHash), {
            expression: 'attribute_exists(pk) AND expiresAt > :now AND subjectId = :subjectId',
            values: { ':now': nowSeconds, ':subjectId': reset.subjectId },
          }),
        },
        {
          name: 'newest link',
          write: deleteWrite(keys.latestPasswordReset(reset.accountKind, reset.subjectId), {
            expression: 'tokenHash = :tokenHash',
            values: { ':tokenHash': reset.tokenHash },
          }),
        },
        { name: 'new password', write: passwordWrite },
      ]),
    );
  } catch (error) {
    // Still contended after retries: another use of the same link was in flight, and it counts.
    if (error instanceof TransactionContendedError) return false;
    throw error;
  }
}

/** Removes an account's reset link, if any, and the record of which link is its newest (deletion). */
export async function forgetPasswordResetsOf(accountKind: AccountKind, subjectId: string): Promise<void> {
  const latest = await takeItem(keys.latestPasswordReset(accountKind, subjectId));
  const tokenHash = latest?.tokenHash;
  if (typeof tokenHash === 'string') {
    await deleteItem(keys.passwordResetToken(accountKind, tokenHash));
  }
}
