import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  db,
  isConditionFailure,
  isTransactionConditionFailure,
  tableName,
} from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
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
  /** Set by Stripe's webhook (or a claimed checkout): the customer whose billing portal the member may open. */
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  /** The Terms and Privacy notice the member agreed to at sign-up, and their age confirmation. */
  consent?: ConsentRecord;
  /** Set when the account's deletion begins: from then on it is treated as gone everywhere. */
  deletedAt?: string;
  createdAt: string;
  updatedAt: string;
}

export class EmailAlreadyClaimedError extends Error {
  override readonly name = 'EmailAlreadyClaimedError';
}

/**
 * One of the writes a sign-up added to the account's transaction was refused: by its condition, or
 * (`conflict`) because another transaction was writing the same item at that moment.
 */
export class SignUpWriteRefusedError extends Error {
  override readonly name = 'SignUpWriteRefusedError';
  constructor(
    readonly index: number,
    readonly conflict = false,
  ) {
    super(`sign-up write ${index} refused`);
  }
}

/**
 * Creates the profile and the email claim in one transaction, so an email belongs to at most one
 * member even under concurrent sign-ups.
 */
export async function createMemberWithEmailClaim(
  member: MemberRecord,
  /** Writes that must succeed with the account or not at all (claiming a paid checkout). */
  alsoWrite: readonly TransactionWrite[] = [],
): Promise<void> {
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
          ...alsoWrite,
        ],
      }),
    );
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    const lost = reasons.findIndex((reason) => reason.Code === 'ConditionalCheckFailed');
    if (lost >= 2 && isTransactionConditionFailure(error)) throw new SignUpWriteRefusedError(lost - 2);
    const contended = reasons.findIndex((reason) => reason.Code === 'TransactionConflict');
    if (contended >= 2) throw new SignUpWriteRefusedError(contended - 2, true);
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
