import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#functions/core/db/client.ts';
import { keys, prefixes } from '#functions/core/db/keys.ts';
import { TransactionRefusedError, writeNamedTransaction } from '#functions/core/db/named-transaction.ts';
import { queryAll } from '#functions/core/db/query-all.ts';
import { parseStored, storedReferral } from '#functions/core/db/stored-records.ts';
import type { ReferralStatus } from '#shared/domain/referrals.ts';

/** An invitation a therapist sent to a colleague (the spec's referrals), one per address. */
export interface ReferralRecord {
  id: string;
  referrerTenantId: string;
  referredEmail: string;
  referredTenantId?: string;
  status: ReferralStatus;
  creditAwarded: boolean;
  createdAt: string;
  lastSentAt: string;
  completedAt?: string;
}

function toRecord(item: Record<string, unknown>): ReferralRecord {
  return parseStored(storedReferral, item);
}

export async function getReferral(
  referrerTenantId: string,
  email: string,
): Promise<ReferralRecord | undefined> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.referral(referrerTenantId, email),
      ConsistentRead: true,
    }),
  );
  return result.Item ? toRecord(result.Item) : undefined;
}

/** Records a first invitation; false when this address was already invited (one record per address). */
export async function putNewReferral(referral: ReferralRecord): Promise<boolean> {
  try {
    await db().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.referral(referral.referrerTenantId, referral.referredEmail),
          type: 'referral',
          ...referral,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A reminder: only when the last mail is older than `notAfter` (so two parallel reminders send one). */
export async function markReferralResent(
  referrerTenantId: string,
  email: string,
  sentAt: string,
  notAfter: string,
): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.referral(referrerTenantId, email),
        UpdateExpression: 'SET lastSentAt = :sentAt',
        ConditionExpression: 'attribute_exists(pk) AND lastSentAt < :notAfter AND #status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':sentAt': sentAt, ':notAfter': notAfter, ':pending': 'pending' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

export async function listReferralsOf(referrerTenantId: string): Promise<ReferralRecord[]> {
  const items = await queryAll(prefixes.tenantPartition(referrerTenantId), prefixes.referrals);
  return items.map(toRecord);
}

/** The colleague signed up with the code: the referral (created if they came by the link alone) says so. */
export async function markReferralSignedUp(referral: ReferralRecord): Promise<void> {
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.referral(referral.referrerTenantId, referral.referredEmail),
      UpdateExpression:
        'SET #type = :type, id = if_not_exists(id, :id), referrerTenantId = :referrer, referredEmail = :email, ' +
        'referredTenantId = :referred, #status = :signedUp, creditAwarded = if_not_exists(creditAwarded, :false), ' +
        'createdAt = if_not_exists(createdAt, :now), lastSentAt = if_not_exists(lastSentAt, :now)',
      ExpressionAttributeNames: { '#status': 'status', '#type': 'type' },
      ExpressionAttributeValues: {
        ':type': 'referral',
        ':id': referral.id,
        ':referrer': referral.referrerTenantId,
        ':email': referral.referredEmail,
        ':referred': referral.referredTenantId,
        ':signedUp': 'signed-up',
        ':false': false,
        ':now': referral.createdAt,
      },
    }),
  );
}

/**
 * Completes a referral and credits the referrer one free month, in one transaction that runs once:
 * the referral must not be completed yet, so parallel or repeated calls credit once.
 */
export async function completeReferralWithCredit(
  referrerTenantId: string,
  email: string,
  at: string,
): Promise<boolean> {
  try {
    await writeNamedTransaction([
      {
        name: 'referral completed',
        write: {
          Update: {
            TableName: tableName(),
            Key: keys.referral(referrerTenantId, email),
            UpdateExpression: 'SET #status = :completed, completedAt = :at, creditAwarded = :true',
            ConditionExpression: 'attribute_exists(pk) AND #status <> :completed',
            ExpressionAttributeNames: { '#status': 'status' },
            ExpressionAttributeValues: { ':completed': 'completed', ':at': at, ':true': true },
          },
        },
      },
      {
        name: 'referrer credit',
        write: {
          Update: {
            TableName: tableName(),
            Key: keys.therapist(referrerTenantId),
            UpdateExpression: 'SET referralCredits = if_not_exists(referralCredits, :zero) + :one',
            ConditionExpression: 'attribute_exists(pk)',
            ExpressionAttributeValues: { ':zero': 0, ':one': 1 },
          },
        },
      },
    ]);
    return true;
  } catch (error) {
    if (error instanceof TransactionRefusedError) return false;
    throw error;
  }
}
