import { tableName } from '#functions/core/db/client.ts';
import {
  getItem,
  NO_ITEM_YET,
  putWrite,
  updateItem,
  updateWrite,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionContendedError,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import { attributeUpdate } from '#functions/core/db/set-attributes.ts';
import { parseStored, storedPaidCheckout } from '#functions/core/db/stored-records.ts';
import type { MemberProduct } from '#shared/api/schemas/billing.ts';

/**
 * Paid Checkout Sessions of member products, written only by the verified Stripe webhook. A
 * member's own checkout is recorded as theirs at once; a visitor's waits, unclaimed, until the
 * account they create (or sign in to) claims it, once: the claim is a conditional write.
 */
export interface PaidCheckoutRecord {
  sessionId: string;
  product: MemberProduct;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  /** When Stripe created the event that recorded it (seconds). */
  paidAt: number;
  /** The member who holds it; absent while a visitor's payment waits for an account. */
  claimedBy?: string;
  claimedAt?: string;
  /** A subscription's state from events that arrived before anyone claimed it. */
  subscriptionStatus?: 'active' | 'past_due' | 'canceled';
  statusEventAt?: number;
}

/** Records a paid checkout once (a redelivered or second completion event changes nothing). */
export async function recordPaidCheckout(record: PaidCheckoutRecord): Promise<boolean> {
  const writes: NamedWrite[] = [
    {
      name: 'paid checkout',
      write: putWrite(
        { ...keys.paidCheckout(record.sessionId), type: 'paidCheckout', ...record },
        NO_ITEM_YET,
      ),
    },
  ];
  if (record.stripeSubscriptionId) {
    writes.push({
      name: 'subscription pointer',
      write: putWrite(
        {
          ...keys.paidSubscription(record.stripeSubscriptionId),
          type: 'paidSubscription',
          sessionId: record.sessionId,
        },
        NO_ITEM_YET,
      ),
    });
  }
  return whenConditionHolds(writeNamedTransaction(writes));
}

export async function getPaidCheckout(sessionId: string): Promise<PaidCheckoutRecord | undefined> {
  const stored = await getItem(keys.paidCheckout(sessionId), { consistent: true });
  return stored ? parseStored(storedPaidCheckout, stored) : undefined;
}

/** The paid checkout that started a subscription, if one did. */
export async function findPaidCheckoutOfSubscription(
  subscriptionId: string,
): Promise<PaidCheckoutRecord | undefined> {
  const pointer = await getItem(keys.paidSubscription(subscriptionId), { consistent: true });
  const sessionId = pointer?.sessionId;
  return typeof sessionId === 'string' ? getPaidCheckout(sessionId) : undefined;
}

/**
 * Keeps the newest state of a subscription nobody has claimed yet, so a claim after a
 * cancellation does not grant what has ended. False when the record was claimed meanwhile or a
 * newer event already set it.
 */
export async function setUnclaimedSubscriptionStatus(
  sessionId: string,
  status: NonNullable<PaidCheckoutRecord['subscriptionStatus']>,
  eventCreated: number,
): Promise<boolean> {
  return whenConditionHolds(
    updateItem(keys.paidCheckout(sessionId), {
      expression: 'SET subscriptionStatus = :status, statusEventAt = :at',
      values: { ':status': status, ':at': eventCreated },
      onlyIf: {
        expression:
          'attribute_exists(pk) AND attribute_not_exists(claimedBy) AND (attribute_not_exists(statusEventAt) OR statusEventAt <= :at)',
      },
    }),
  );
}

/** The write that claims a paid checkout for a member, only if nobody has: for a transaction. */
export function paidCheckoutClaim(sessionId: string, memberId: string, claimedAt: string): TransactionWrite {
  return updateWrite(keys.paidCheckout(sessionId), {
    expression: 'SET claimedBy = :member, claimedAt = :at',
    values: { ':member': memberId, ':at': claimedAt },
    onlyIf: { expression: 'attribute_exists(pk) AND attribute_not_exists(claimedBy)' },
  });
}

/**
 * Claims a paid checkout for an existing member and sets what it bought on their account, in one
 * transaction. `memberCondition` keeps, for example, a Lifetime member from being moved to Pro.
 * 'refused' when either condition failed (claimed meanwhile, or the member changed); 'contended'
 * when another claim was being written at the same moment.
 */
export async function claimPaidCheckoutForMember(
  sessionId: string,
  memberId: string,
  attributes: Record<string, unknown>,
  memberCondition: { expression: string; values: Record<string, unknown> },
): Promise<'claimed' | 'refused' | 'contended'> {
  const now = new Date().toISOString();
  try {
    // No retry on a conflict: another claim of the same checkout is being written now.
    await writeNamedTransaction(
      [
        { name: 'paid checkout claim', write: paidCheckoutClaim(sessionId, memberId, now) },
        {
          name: 'member',
          write: {
            Update: {
              TableName: tableName(),
              Key: keys.member(memberId),
              ...attributeUpdate(
                { ...attributes, updatedAt: now },
                {
                  onlyIf: {
                    expression: `attribute_exists(pk) AND attribute_not_exists(deletedAt) AND (${memberCondition.expression})`,
                    values: memberCondition.values,
                  },
                },
              ),
            },
          },
        },
      ],
      { conflictRetries: 0 },
    );
    return 'claimed';
  } catch (error) {
    if (error instanceof TransactionRefusedError) return 'refused';
    if (error instanceof TransactionContendedError) return 'contended';
    throw error;
  }
}
