import type { TransactionWrite } from '#functions/core/db/named-transaction.ts';
import { getMemberById, type MemberRecord } from '#functions/core/db/repositories/members-repository.ts';
import {
  claimPaidCheckoutForMember,
  findPaidCheckoutOfSubscription,
  getPaidCheckout,
  type PaidCheckoutRecord,
  paidCheckoutClaim,
  recordPaidCheckout,
  setUnclaimedSubscriptionStatus,
} from '#functions/core/db/repositories/paid-checkouts-repository.ts';
import type { ClaimedCheckout, MemberProduct } from '#shared/api/schemas/billing.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { AppError } from '#shared/errors.ts';

/**
 * A visitor can pay on the landing page before having an account: the verified webhook records
 * the paid Checkout Session, and the account created with (or signed in after) that payment claims
 * it once. A member's own checkout is recorded as theirs, so the page Stripe returns to can show
 * the same result either way. Nothing here trusts the browser: only what the webhook wrote counts.
 */
export const checkoutClaimMessages = {
  beingConfirmed: 'Your payment is still being confirmed. Please wait a moment and try again.',
  claimedElsewhere: 'This payment is already attached to another account.',
  subscriptionEnded: 'This subscription has already ended, so there is nothing to attach.',
  alreadyLifetime:
    'Your account already has Lifetime access, so this payment was not attached to it. Please contact us and we will refund it.',
  beingAttached: 'This payment is being attached right now. Please wait a moment and try again.',
  alreadyPro:
    'Your account already has Pro, so this payment was not attached to it. Please contact us and we will refund it.',
} as const;

/** How soon the browser should ask again while the webhook has not arrived. */
const CONFIRMATION_RETRY_SECONDS = 2;

/** Two claims of one payment wrote at the same moment: asking again shows who got it. */
export function claimContended(): AppError {
  return new AppError('CONFLICT', checkoutClaimMessages.beingAttached, { retryAfterSeconds: 1 });
}

export type SubscriptionState = NonNullable<PaidCheckoutRecord['subscriptionStatus']>;

/** Records a paid member-product checkout from the verified webhook (once per session). */
export function recordPaidMemberCheckout(input: {
  sessionId: string;
  product: MemberProduct;
  memberId?: string;
  stripeCustomerId?: string;
  stripeSubscriptionId?: string;
  eventCreated: number;
}): Promise<boolean> {
  return recordPaidCheckout({
    sessionId: input.sessionId,
    product: input.product,
    paidAt: input.eventCreated,
    ...(input.stripeCustomerId ? { stripeCustomerId: input.stripeCustomerId } : {}),
    ...(input.stripeSubscriptionId ? { stripeSubscriptionId: input.stripeSubscriptionId } : {}),
    ...(input.memberId ? { claimedBy: input.memberId, claimedAt: new Date().toISOString() } : {}),
  });
}

/**
 * The member a visitor's subscription now belongs to, for its later events (their metadata names
 * no account). Before anyone claims it, the newest state is kept on the paid checkout instead.
 */
export async function followGuestSubscription(
  subscriptionId: string,
  state: SubscriptionState,
  eventCreated: number,
): Promise<{ memberId: string } | 'kept' | 'unknown'> {
  const record = await findPaidCheckoutOfSubscription(subscriptionId);
  if (!record) return 'unknown';
  if (record.claimedBy) return { memberId: record.claimedBy };
  const kept = await setUnclaimedSubscriptionStatus(record.sessionId, state, eventCreated);
  if (kept) return 'kept';
  // Claimed between the read and the write: the new owner's account follows the subscription.
  const again = await getPaidCheckout(record.sessionId);
  return again?.claimedBy ? { memberId: again.claimedBy } : 'kept';
}

function purchasedTier(record: PaidCheckoutRecord): Tier {
  if (record.product === 'lifetime') return 'lifetime';
  return record.subscriptionStatus === 'canceled' ? 'freemium' : 'pro';
}

/** What a claimed checkout sets on the member's account. */
function purchasedAttributes(record: PaidCheckoutRecord): Partial<MemberRecord> {
  return {
    subscriptionTier: purchasedTier(record),
    subscriptionStatus: record.subscriptionStatus ?? 'active',
    ...(record.stripeCustomerId ? { stripeCustomerId: record.stripeCustomerId } : {}),
    ...(record.stripeSubscriptionId ? { stripeSubscriptionId: record.stripeSubscriptionId } : {}),
  };
}

/** The recorded checkout, if `memberId` (or, without one, a new account) may claim it. */
async function claimableCheckout(sessionId: string, memberId?: string): Promise<PaidCheckoutRecord> {
  const record = await getPaidCheckout(sessionId);
  if (!record) {
    throw new AppError('CONFLICT', checkoutClaimMessages.beingConfirmed, {
      retryAfterSeconds: CONFIRMATION_RETRY_SECONDS,
    });
  }
  if (record.claimedBy && record.claimedBy !== memberId) {
    throw new AppError('CONFLICT', checkoutClaimMessages.claimedElsewhere);
  }
  if (!record.claimedBy && record.subscriptionStatus === 'canceled') {
    throw new AppError('CONFLICT', checkoutClaimMessages.subscriptionEnded);
  }
  return record;
}

export interface NewAccountPurchase {
  product: MemberProduct;
  tier: Tier;
  /** The account's other attributes from the purchase (status, Stripe ids). */
  attributes: Pick<MemberRecord, 'subscriptionStatus' | 'stripeCustomerId' | 'stripeSubscriptionId'>;
  /** The conditional write that claims it, in the transaction that creates the account. */
  claim: (memberId: string, claimedAt: string) => TransactionWrite;
}

/**
 * A paid checkout a new account brings with it (registration's `checkoutSessionId`). Refused
 * before the account exists when it is not (yet) claimable, so the sign-up can simply be retried.
 */
export async function purchaseForNewAccount(
  sessionId: string | null | undefined,
): Promise<NewAccountPurchase | undefined> {
  if (!sessionId) return undefined;
  const record = await claimableCheckout(sessionId);
  const { subscriptionTier: _tier, ...attributes } = purchasedAttributes(record);
  return {
    product: record.product,
    tier: purchasedTier(record),
    attributes: { subscriptionStatus: 'active', ...attributes },
    claim: (memberId, claimedAt) => paidCheckoutClaim(sessionId, memberId, claimedAt),
  };
}

/** A signed-in member claims a paid checkout (or sees again one that is already theirs). */
export async function claimCheckout(memberId: string, sessionId: string): Promise<ClaimedCheckout> {
  const record = await claimableCheckout(sessionId, memberId);
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (record.claimedBy === memberId) return { product: record.product, tier: member.subscriptionTier };

  if (member.subscriptionTier === 'lifetime') {
    throw new AppError('CONFLICT', checkoutClaimMessages.alreadyLifetime);
  }
  if (record.product === 'pro' && member.subscriptionTier === 'pro') {
    throw new AppError('CONFLICT', checkoutClaimMessages.alreadyPro);
  }
  const attributes = purchasedAttributes(record);
  // A Pro member who bought Lifetime as a visitor keeps the customer that holds their subscription,
  // so Manage billing still reaches it.
  if (member.subscriptionTier === 'pro' && member.stripeCustomerId) delete attributes.stripeCustomerId;
  const claimed = await claimPaidCheckoutForMember(sessionId, memberId, attributes, {
    expression: 'subscriptionTier <> :lifetime',
    values: { ':lifetime': 'lifetime' },
  });
  if (claimed === 'contended') throw claimContended();
  if (claimed === 'refused') {
    const now = await getPaidCheckout(sessionId);
    if (now?.claimedBy === memberId) return { product: record.product, tier: purchasedTier(record) };
    throw new AppError(
      'CONFLICT',
      now?.claimedBy ? checkoutClaimMessages.claimedElsewhere : checkoutClaimMessages.alreadyLifetime,
    );
  }
  return { product: record.product, tier: purchasedTier(record) };
}
