import { getItem, ITEM_EXISTS, updateWrite } from '#functions/core/db/item-operations.ts';
import type { ItemKey } from '#functions/core/db/keys.ts';
import type { TransactionWrite } from '#functions/core/db/named-transaction.ts';
import type { WriteCondition } from '#functions/core/db/set-attributes.ts';

/** What the three kinds of account (member, therapist, client) do alike with their items. */

/** Whether the account's item exists and its deletion has not begun (a strongly consistent read). */
export async function isAccountItemLive(key: ItemKey): Promise<boolean> {
  const item = await getItem(key, { attributes: ['pk', 'deletedAt'], consistent: true });
  return Boolean(item) && !item?.deletedAt;
}

/** The id a unique claim (an email, a subdomain ...) names in `attribute`, if the claim is held. */
export async function claimedId(claim: ItemKey, attribute: string): Promise<string | undefined> {
  const item = await getItem(claim, { consistent: true });
  const id = item?.[attribute];
  return typeof id === 'string' ? id : undefined;
}

/**
 * The write that sets an account's new password, for a transaction: only while the account
 * exists (or meets `onlyIf`).
 */
export function passwordChangeWrite(
  account: ItemKey,
  passwordHash: string,
  changedAt: string,
  onlyIf: WriteCondition = ITEM_EXISTS,
): TransactionWrite {
  return updateWrite(account, {
    expression: 'SET passwordHash = :passwordHash, passwordChangedAt = :at, updatedAt = :at',
    values: { ':passwordHash': passwordHash, ':at': changedAt },
    onlyIf,
  });
}
