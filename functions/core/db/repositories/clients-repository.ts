import {
  getItem,
  ITEM_EXISTS,
  NO_ITEM_YET,
  putWrite,
  updateItem,
  updateWrite,
} from '#functions/core/db/item-operations.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { queryAll } from '#functions/core/db/query-all.ts';
import { setAttributes, type WriteCondition } from '#functions/core/db/set-attributes.ts';
import { parseStored, storedClient } from '#functions/core/db/stored-records.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';

/** A client record of a practice (the spec's therapist_clients). */
export interface ClientRecord {
  id: string;
  tenantId: string;
  firstName: string;
  lastName: string;
  email?: string;
  clientIdentifier?: string;
  notes?: string;
  isActive: boolean;
  totalSessions: number;
  firstSessionDate?: string;
  lastSessionDate?: string;
  /** The client account bound to this record, once the client signed up in the portal (= the id). */
  accountId?: string;
  /** The account's bcrypt hash; only while `accountId` is set. */
  passwordHash?: string;
  accountCreatedAt?: string;
  /** The Terms and Privacy notice the client agreed to at sign-up, and their age confirmation. */
  consent?: ConsentRecord;
  /** The record was created by the client's own sign-up (not added by the therapist). */
  signedUpInPortal?: boolean;
  inviteTokenHash?: string;
  inviteExpiresAt?: number;
  invitedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export type ClientWriteRefusal = 'limit' | 'email-taken';

export class ClientWriteRefusedError extends Error {
  override readonly name = 'ClientWriteRefusedError';
  constructor(readonly refusal: ClientWriteRefusal) {
    super(refusal);
  }
}

/** The writes of a practice's client transactions, by what they stand for. */
type ClientWriteName = 'client seat' | 'client' | 'email claim';

/**
 * One more active client on the practice, only while it is below its plan's limit: the condition is
 * checked by DynamoDB in the same transaction as the client write, so parallel adds cannot pass it.
 */
function takeClientSeat(tenantId: string): TransactionWrite {
  return updateWrite(keys.therapist(tenantId), {
    expression: 'SET activeClientCount = if_not_exists(activeClientCount, :zero) + :one',
    values: { ':zero': 0, ':one': 1 },
    onlyIf: {
      expression:
        'attribute_exists(pk) AND (attribute_not_exists(activeClientCount) OR activeClientCount < clientLimit)',
    },
  });
}

function freeClientSeat(tenantId: string): TransactionWrite {
  return updateWrite(keys.therapist(tenantId), {
    expression: 'SET activeClientCount = if_not_exists(activeClientCount, :one) - :one',
    values: { ':one': 1 },
    onlyIf: ITEM_EXISTS,
  });
}

/** Adds an active client, its email claimed within the practice, counted against the plan. */
export async function addClientWithinLimit(client: ClientRecord): Promise<void> {
  const writes: NamedWrite<ClientWriteName>[] = [
    { name: 'client seat', write: takeClientSeat(client.tenantId) },
    {
      name: 'client',
      write: putWrite({ ...keys.client(client.tenantId, client.id), type: 'client', ...client }, NO_ITEM_YET),
    },
  ];
  if (client.email) {
    writes.push({
      name: 'email claim',
      write: clientEmailClaimWrite(
        { tenantId: client.tenantId, id: client.id, email: client.email },
        NO_ITEM_YET,
      ),
    });
  }
  try {
    await writeNamedTransaction(writes);
  } catch (error) {
    if (error instanceof TransactionRefusedError) {
      throw new ClientWriteRefusedError(error.refusedBy('client seat') ? 'limit' : 'email-taken');
    }
    throw error;
  }
}

/** The write that claims an email within the practice for a client, where `onlyIf` holds. */
export function clientEmailClaimWrite(
  client: { tenantId: string; id: string; email: string },
  onlyIf: WriteCondition,
): TransactionWrite {
  return putWrite(
    {
      ...keys.clientEmailClaim(client.tenantId, client.email),
      type: 'clientEmailClaim',
      clientId: client.id,
    },
    onlyIf,
  );
}

function toClientRecord(item: Record<string, unknown>): ClientRecord {
  return parseStored(storedClient, item);
}

export async function getClient(tenantId: string, clientId: string): Promise<ClientRecord | undefined> {
  const stored = await getItem(keys.client(tenantId, clientId), { consistent: true });
  return stored ? toClientRecord(stored) : undefined;
}

/** Every client of a practice (a practice has at most a few hundred). */
export async function listClientsOfPractice(tenantId: string): Promise<ClientRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(tenantId), prefixes.clients);
  return items.map(toClientRecord);
}

/**
 * Deactivates or reactivates a client; the practice's count of active clients moves with it, and a
 * reactivation must fit the plan like an add. False when the client was already in that state.
 */
export async function setClientActive(
  tenantId: string,
  clientId: string,
  isActive: boolean,
): Promise<boolean> {
  const now = new Date().toISOString();
  try {
    await writeNamedTransaction<ClientWriteName>([
      { name: 'client seat', write: isActive ? takeClientSeat(tenantId) : freeClientSeat(tenantId) },
      {
        name: 'client',
        write: updateWrite(keys.client(tenantId, clientId), {
          expression: 'SET isActive = :active, updatedAt = :now',
          values: { ':active': isActive, ':now': now },
          onlyIf: { expression: 'attribute_exists(pk) AND isActive = :was', values: { ':was': !isActive } },
        }),
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefusedError) {
      if (isActive && error.refusedBy('client seat')) throw new ClientWriteRefusedError('limit');
      return false;
    }
    throw error;
  }
}

/** Sets a client's own details (identifier, notes); the client must exist. */
export async function updateClientDetails(
  tenantId: string,
  clientId: string,
  details: { clientIdentifier?: string; notes?: string },
): Promise<void> {
  await setAttributes(
    keys.client(tenantId, clientId),
    { ...details, updatedAt: new Date().toISOString() },
    { onlyIf: { expression: 'attribute_exists(pk)' } },
  );
}

/** Stores a new invitation (only the SHA-256 of its token); an older one stops working. */
export async function saveClientInvitation(
  tenantId: string,
  clientId: string,
  invitation: { tokenHash: string; expiresAt: number; invitedAt: string },
): Promise<void> {
  await updateItem(keys.client(tenantId, clientId), {
    expression: 'SET inviteTokenHash = :hash, inviteExpiresAt = :expires, invitedAt = :at, updatedAt = :at',
    values: { ':hash': invitation.tokenHash, ':expires': invitation.expiresAt, ':at': invitation.invitedAt },
    onlyIf: ITEM_EXISTS,
  });
}

/** A client's new portal session: the count and dates the therapist's client list shows. */
export async function recordClientSession(tenantId: string, clientId: string, at: string): Promise<void> {
  await updateItem(keys.client(tenantId, clientId), {
    expression:
      'SET lastSessionDate = :at, firstSessionDate = if_not_exists(firstSessionDate, :at), updatedAt = :at ADD totalSessions :one',
    values: { ':at': at, ':one': 1 },
    onlyIf: ITEM_EXISTS,
  });
}
