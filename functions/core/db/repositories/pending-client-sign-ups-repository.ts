import { putItem, takeItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { parseStored, storedPendingClientSignUp } from '#functions/core/db/stored-records.ts';

/**
 * A client's sign-up without an invitation, kept until its mailed link is opened: what the form
 * gave (the password already hashed), never the link's token, only its SHA-256 in the key.
 */
export interface PendingClientSignUp {
  tenantId: string;
  tokenHash: string;
  firstName: string;
  lastName: string;
  email: string;
  passwordHash: string;
  /** When the form was sent with both consent boxes ticked. */
  requestedAt: string;
  /** Epoch seconds; the link is refused from then on, and DynamoDB's TTL removes the item. */
  expiresAt: number;
}

export async function savePendingClientSignUp(pending: PendingClientSignUp): Promise<void> {
  await putItem({
    ...keys.pendingClientSignUp(pending.tenantId, pending.tokenHash),
    type: 'pendingClientSignUp',
    ...pending,
  });
}

/**
 * Takes a pending sign-up by its link, once: the item is deleted as it is read, so a link opened
 * twice (or in two tabs at once) makes one account. Undefined when unknown, used or expired.
 */
export async function takePendingClientSignUp(
  tenantId: string,
  tokenHash: string,
  nowSeconds: number,
): Promise<PendingClientSignUp | undefined> {
  const taken = await takeItem(keys.pendingClientSignUp(tenantId, tokenHash), {
    expression: 'attribute_exists(pk) AND expiresAt > :now',
    values: { ':now': nowSeconds },
  });
  return taken ? parseStored(storedPendingClientSignUp, taken) : undefined;
}
