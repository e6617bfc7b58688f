import { tableName } from '#functions/core/db/client.ts';
import { getItem, updateItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionContendedError,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { parseStored, storedMember } from '#functions/core/db/stored-records.ts';
import type { ConsentRecord } from '#shared/domain/legal.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { claimedId, isAccountItemLive, passwordChangeWrite } from './account-items';

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
 * One of the writes a sign-up added to the account's transaction (named by the caller) was refused:
 * by its condition, or (`conflict`) because another transaction was writing the same item then.
 */
export class SignUpWriteRefusedError extends Error {
  override readonly name = 'SignUpWriteRefusedError';
  constructor(
    readonly write: string,
    readonly conflict = false,
  ) {
    super(`sign-up write "${write}" refused`);
  }
}

type SignUpWriteName = 'profile' | 'email claim';
const ownWrites: readonly string[] = ['profile', 'email claim'] satisfies SignUpWriteName[];

/**
 * Creates the profile and the email claim in one transaction, so an email belongs to at most one
 * member even under concurrent sign-ups.
 */
export async function createMemberWithEmailClaim(
  member: MemberRecord,
  /** Writes that must succeed with the account or not at all (claiming a paid checkout). */
  alsoWrite: readonly NamedWrite[] = [],
): Promise<void> {
  const writes: NamedWrite[] = [
    {
      name: 'profile' satisfies SignUpWriteName,
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.member(member.id), type: 'member', ...member },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    {
      name: 'email claim' satisfies SignUpWriteName,
      write: {
        Put: {
          TableName: tableName(),
          Item: { ...keys.memberEmailClaim(member.email), type: 'memberEmailClaim', memberId: member.id },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...alsoWrite,
  ];
  try {
    // A conflict on the claim means someone else is claiming the same purchase now: the person is told so.
    await writeNamedTransaction(writes, { conflictRetries: 0 });
  } catch (error) {
    if (error instanceof TransactionRefusedError) {
      // The account's own writes come first: when one of them was refused, the email is taken.
      const [first = ''] = error.refused;
      if (ownWrites.includes(first)) throw new EmailAlreadyClaimedError(member.email);
      throw new SignUpWriteRefusedError(first);
    }
    if (error instanceof TransactionContendedError) {
      const added = error.contended.find((name) => !ownWrites.includes(name));
      if (added) throw new SignUpWriteRefusedError(added, true);
    }
    throw error;
  }
}

/** The member's profile; undefined when there is none or its deletion has begun. */
export async function getMemberById(memberId: string): Promise<MemberRecord | undefined> {
  const item = await getItem(keys.member(memberId));
  return item && !item.deletedAt ? toMemberRecord(item) : undefined;
}

/** Whether the member's profile exists and its deletion has not begun (checked with every session). */
export function isMemberAccountLive(memberId: string): Promise<boolean> {
  return isAccountItemLive(keys.member(memberId));
}

export function findMemberIdByEmail(email: string): Promise<string | undefined> {
  return claimedId(keys.memberEmailClaim(email), 'memberId');
}

export async function getMemberByEmail(email: string): Promise<MemberRecord | undefined> {
  const memberId = await findMemberIdByEmail(email);
  return memberId ? getMemberById(memberId) : undefined;
}

function toMemberRecord(item: Record<string, unknown>): MemberRecord {
  return parseStored(storedMember, item);
}

/** The write that sets a member's new password, for a transaction (the member must still exist). */
export function memberPasswordChange(
  memberId: string,
  passwordHash: string,
  changedAt: string,
): TransactionWrite {
  return passwordChangeWrite(keys.member(memberId), passwordHash, changedAt);
}

/**
 * Redeems a coupon on a member's account: the tier becomes `tier`, only if the account exists and
 * has redeemed no coupon yet (checked by DynamoDB, so two tabs cannot redeem twice). False when
 * the account had already redeemed one.
 */
export function redeemCouponOnAccount(memberId: string, coupon: string, tier: Tier): Promise<boolean> {
  return whenConditionHolds(
    updateItem(keys.member(memberId), {
      expression: 'SET subscriptionTier = :tier, redeemedCoupon = :coupon, updatedAt = :now',
      values: { ':tier': tier, ':coupon': coupon, ':now': new Date().toISOString() },
      onlyIf: { expression: 'attribute_exists(pk) AND attribute_not_exists(redeemedCoupon)' },
    }),
  );
}
