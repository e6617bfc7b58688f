import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isTransactionConditionFailure, tableName } from '#functions/core/db/client.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import type { TransactionWrite } from './password-resets-repository';

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

/**
 * One more active client on the practice, only while it is below its plan's limit: the condition is
 * checked by DynamoDB in the same transaction as the client write, so parallel adds cannot pass it.
 */
function takeClientSeat(tenantId: string): TransactionWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      UpdateExpression: 'SET activeClientCount = if_not_exists(activeClientCount, :zero) + :one',
      ConditionExpression:
        'attribute_exists(pk) AND (attribute_not_exists(activeClientCount) OR activeClientCount < clientLimit)',
      ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
    },
  };
}

function freeClientSeat(tenantId: string): TransactionWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.therapist(tenantId),
      UpdateExpression: 'SET activeClientCount = if_not_exists(activeClientCount, :one) - :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':one': 1 },
    },
  };
}

/** Which write of a cancelled transaction failed its condition. */
export function failedIndex(error: unknown): number {
  const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
}

/** Adds an active client, its email claimed within the practice, counted against the plan. */
export async function addClientWithinLimit(client: ClientRecord): Promise<void> {
  const writes: TransactionWrite[] = [
    takeClientSeat(client.tenantId),
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.client(client.tenantId, client.id), type: 'client', ...client },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
  ];
  if (client.email) {
    writes.push({
      Put: {
        TableName: tableName(),
        Item: {
          ...keys.clientEmailClaim(client.tenantId, client.email),
          type: 'clientEmailClaim',
          clientId: client.id,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  }
  try {
    await db().send(new TransactWriteCommand({ TransactItems: writes }));
  } catch (error) {
    if (isTransactionConditionFailure(error)) {
      throw new ClientWriteRefusedError(failedIndex(error) === 0 ? 'limit' : 'email-taken');
    }
    throw error;
  }
}

function toClientRecord(item: Record<string, unknown>): ClientRecord {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return record as unknown as ClientRecord;
}

export async function getClient(tenantId: string, clientId: string): Promise<ClientRecord | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.client(tenantId, clientId), ConsistentRead: true }),
  );
  return result.Item ? toClientRecord(result.Item) : undefined;
}

/** Every client of a practice (a practice has at most a few hundred). */
export async function listClientsOfPractice(tenantId: string): Promise<ClientRecord[]> {
  const clients: ClientRecord[] = [];
  let cursor: Record<string, unknown> | undefined;
  do {
    const page = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ExpressionAttributeValues: { ':pk': prefixes.tenantPartition(tenantId), ':prefix': prefixes.clients },
        ExclusiveStartKey: cursor,
      }),
    );
    clients.push(...(page.Items ?? []).map(toClientRecord));
    cursor = page.LastEvaluatedKey;
  } while (cursor);
  return clients;
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
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          isActive ? takeClientSeat(tenantId) : freeClientSeat(tenantId),
          {
            Update: {
              TableName: tableName(),
              Key: keys.client(tenantId, clientId),
              UpdateExpression: 'SET isActive = :active, updatedAt = :now',
              ConditionExpression: 'attribute_exists(pk) AND isActive = :was',
              ExpressionAttributeValues: { ':active': isActive, ':was': !isActive, ':now': now },
            },
          },
        ],
      }),
    );
    return true;
  } catch (error) {
    if (isTransactionConditionFailure(error)) {
      if (isActive && failedIndex(error) === 0) throw new ClientWriteRefusedError('limit');
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
  const entries = Object.entries({ ...details, updatedAt: new Date().toISOString() }).filter(
    ([, value]) => value !== undefined,
  );
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.client(tenantId, clientId),
      UpdateExpression: `SET ${entries.map((_, index) => `#f${index} = :v${index}`).join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(entries.map(([name], index) => [`#f${index}`, name])),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:v${index}`, value])),
    }),
  );
}

/** Stores a new invitation (only the SHA-256 of its token); an older one stops working. */
export async function saveClientInvitation(
  tenantId: string,
  clientId: string,
  invitation: { tokenHash: string; expiresAt: number; invitedAt: string },
): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.client(tenantId, clientId),
      UpdateExpression:
        'SET inviteTokenHash = :hash, inviteExpiresAt = :expires, invitedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: {
        ':hash': invitation.tokenHash,
        ':expires': invitation.expiresAt,
        ':at': invitation.invitedAt,
      },
    }),
  );
}

/** A client's new portal session: the count and dates the therapist's client list shows. */
export async function recordClientSession(tenantId: string, clientId: string, at: string): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.client(tenantId, clientId),
      UpdateExpression:
        'SET lastSessionDate = :at, firstSessionDate = if_not_exists(firstSessionDate, :at), updatedAt = :at ADD totalSessions :one',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':at': at, ':one': 1 },
    }),
  );
}
