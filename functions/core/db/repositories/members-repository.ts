import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  db,
  isConditionFailure,
  isTransactionConditionFailure,
  tableName,
} from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import type { TransactionWrite } from './password-resets-repository';

export interface MemberRecord {
  id: string;
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  subscriptionTier: Tier;
  subscriptionStatus: 'active' | 'past_due' | 'canceled';
  emailVerified: boolean;
  /** The coupon this account redeemed, if any: each account redeems at most one. */
  redeemedCoupon?: string;
  /** Set when the account's deletion begins: from then on it is treated as gone everywhere. */
  deletedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export class EmailAlreadyClaimedError extends Error {
  override readonly name = 'EmailAlreadyClaimedError';
}

/**
 * Creates the profile and the email claim in one transaction, so an email belongs to at most one
 * member even under concurrent sign-ups.
 */
export async function createMemberWithEmailClaim(member: MemberRecord): Promise<void> {
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.member(member.id), type: 'member', ...member },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          {
            Put: {
              TableName: tableName(),
              Item: { ...keys.memberEmailClaim(member.email), type: 'memberEmailClaim', memberId: member.id },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
        ],
      }),
    );
  } catch (error) {
    if (isTransactionConditionFailure(error)) throw new EmailAlreadyClaimedError(member.email);
    throw error;
  }
}

/** The member's profile; undefined when there is none or its deletion has begun. */
export async function getMemberById(memberId: string): Promise<MemberRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.member(memberId) }));
  return result.Item && !result.Item.deletedAt ? toMemberRecord(result.Item) : undefined;
}

/** Whether the member's profile exists and its deletion has not begun (checked with every session). */
export async function isMemberAccountLive(memberId: string): Promise<boolean> {
  const result = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.member(memberId),
      ProjectionExpression: 'pk, deletedAt',
      ConsistentRead: true,
    }),
  );
  return Boolean(result.Item) && !result.Item?.deletedAt;
}

export async function findMemberIdByEmail(email: string): Promise<string | undefined> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.memberEmailClaim(email), ConsistentRead: true }),
  );
  return typeof result.Item?.memberId === 'string' ? result.Item.memberId : undefined;
}

export async function getMemberByEmail(email: string): Promise<MemberRecord | undefined> {
  const memberId = await findMemberIdByEmail(email);
  return memberId ? getMemberById(memberId) : undefined;
}

function toMemberRecord(item: Record<string, unknown>): MemberRecord {
  const { pk: _pk, sk: _sk, type: _type, ...record } = item;
  return record as unknown as MemberRecord;
}

/** The write that sets a member's new password, for a transaction (the member must still exist). */
export function memberPasswordChange(
  memberId: string,
  passwordHash: string,
  changedAt: string,
): TransactionWrite {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.member(memberId),
      UpdateExpression: 'SET passwordHash = :passwordHash, passwordChangedAt = :at, updatedAt = :at',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':passwordHash': passwordHash, ':at': changedAt },
    },
  };
}

/**
 * Redeems a coupon on a member's account: the tier becomes `tier`, only if the account exists and
 * has redeemed no coupon yet (checked by DynamoDB, so two tabs cannot redeem twice). False when
 * the account had already redeemed one.
 */
export async function redeemCouponOnAccount(memberId: string, coupon: string, tier: Tier): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.member(memberId),
        UpdateExpression: 'SET subscriptionTier = :tier, redeemedCoupon = :coupon, updatedAt = :now',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(redeemedCoupon)',
        ExpressionAttributeValues: { ':tier': tier, ':coupon': coupon, ':now': new Date().toISOString() },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
