import { isConditionFailure } from '#functions/core/db/client.ts';
import { deleteItem, updateWrite, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import {
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { queryAllKeys } from '#functions/core/db/query-all.ts';
import { setAttributes } from '#functions/core/db/set-attributes.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import { claimedId, passwordChangeWrite } from './account-items';
import { type ClientRecord, clientEmailClaimWrite } from './clients-repository';
import { deleteItems } from './conversations-repository';

/** Client accounts: the credential lives on the client record itself (clients-repository.ts). */

/** The client of a practice an email is claimed by, if any. */
export async function findClientIdByEmail(tenantId: string, email: string): Promise<string | undefined> {
  return claimedId(keys.clientEmailClaim(tenantId, email), 'clientId');
}

export type AccountBinding = 'bound' | 'invitation-used' | 'email-taken';

/**
 * Binds a new account to a record the therapist invited: only with the invitation still on it,
 * for its email, while active and without an account; the invitation is used up and the email
 * claim (kept or taken back) names this record, all in one transaction.
 */
export async function bindClientAccount(
  client: Pick<ClientRecord, 'tenantId' | 'id'> & { email: string; inviteTokenHash: string },
  account: { passwordHash: string; createdAt: string; consent: ConsentRecord },
): Promise<AccountBinding> {
  try {
    await writeNamedTransaction([
      {
        name: 'client account',
        write: updateWrite(keys.client(client.tenantId, client.id), {
          expression:
            'SET passwordHash = :hash, accountId = :id, accountCreatedAt = :at, consent = :consent, updatedAt = :at REMOVE inviteTokenHash, inviteExpiresAt',
          values: {
            ':hash': account.passwordHash,
            ':id': client.id,
            ':at': account.createdAt,
            ':consent': account.consent,
          },
          onlyIf: {
            expression:
              'attribute_exists(pk) AND attribute_not_exists(accountId) AND isActive = :true AND inviteTokenHash = :invite AND #email = :email',
            names: { '#email': 'email' },
            values: { ':true': true, ':invite': client.inviteTokenHash, ':email': client.email },
          },
        }),
      },
      {
        name: 'email claim',
        write: clientEmailClaimWrite(client, {
          expression: 'attribute_not_exists(pk) OR clientId = :id',
          values: { ':id': client.id },
        }),
      },
    ]);
    return 'bound';
  } catch (error) {
    if (error instanceof TransactionRefusedError) {
      // The invitation decides first: the email only matters for a record that could still be bound.
      return error.refusedBy('client account') ? 'invitation-used' : 'email-taken';
    }
    throw error;
  }
}

/** The write that sets a client's new password, for a transaction (the account must still exist). */
export function clientPasswordChange(
  tenantId: string,
  clientId: string,
  passwordHash: string,
  changedAt: string,
): TransactionWrite {
  return passwordChangeWrite(keys.client(tenantId, clientId), passwordHash, changedAt, {
    expression: 'attribute_exists(pk) AND accountId = :id',
    values: { ':id': clientId },
  });
}

/**
 * Takes the account off a record (the record stays the therapist's). Once this is done no session
 * of the client opens anything. False when there was no account to remove.
 */
export async function removeClientAccount(
  tenantId: string,
  clientId: string,
  options: { forgetEmail: boolean },
): Promise<boolean> {
  const removed = ['passwordHash', 'accountId', 'accountCreatedAt', 'passwordChangedAt'];
  if (options.forgetEmail) removed.push('email');
  try {
    await setAttributes(
      keys.client(tenantId, clientId),
      { updatedAt: new Date().toISOString() },
      {
        remove: removed,
        onlyIf: { expression: 'attribute_exists(pk) AND accountId = :id', values: { ':id': clientId } },
      },
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Frees an email within the practice, if this client still holds it. */
export async function releaseClientEmailClaim(
  tenantId: string,
  email: string,
  clientId: string,
): Promise<void> {
  await whenConditionHolds(
    deleteItem(keys.clientEmailClaim(tenantId, email), {
      expression: 'clientId = :id',
      values: { ':id': clientId },
    }),
  );
}

/** Deletes client conversations of a practice with every message in them. */
export async function deleteClientConversations(tenantId: string, conversationIds: string[]): Promise<void> {
  for (const conversationId of conversationIds) {
    const messageKeys = await queryAllKeys(prefixes.clientMessagesPartition(tenantId, conversationId));
    await deleteItems([...messageKeys, keys.clientConversation(tenantId, conversationId)]);
  }
}
