import Stripe from 'stripe';
import { stripeKeys } from '#functions/core/config/secrets.ts';
import {
  applyBillingState,
  claimBillingEvent,
  releaseBillingEvent,
} from '#functions/core/db/repositories/billing-repository.ts';
import { countWebhookFailure } from '#functions/core/operations/operational-metrics.ts';
import { completeReferralOnFirstPayment } from '#functions/core/referrals/referral-programme.ts';
import {
  type BillingAccount,
  type BillingProduct,
  isBillingProduct,
  PAYMENTS_NOT_CONFIGURED,
  parseBillingAccountRef,
} from '#shared/domain/billing.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { AppError } from '#shared/errors.ts';
import { followGuestSubscription, recordPaidMemberCheckout, type SubscriptionState } from './paid-checkouts';
import { stripeClient } from './stripe-client';

/**
 * Stripe's webhook: the only way a tier or a plan changes. The signature is checked on the raw
 * body with Stripe's own library (5 minutes' tolerance), each event is processed once (its id is
 * claimed with a conditional put), and events may arrive in any order: each account keeps the
 * creation time of the newest event applied, and an older one changes nothing.
 */
export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate' | 'stale';

const INVALID_SIGNATURE = 'The Stripe signature of this request is not valid.';
const SIGNATURE_TOLERANCE_SECONDS = 300;

export async function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const keys = await stripeKeys();
  if (!keys) throw new AppError('NOT_FOUND', PAYMENTS_NOT_CONFIGURED);
  try {
    if (!signature) throw new Error('no signature');
    return stripeClient(keys.secretKey).webhooks.constructEvent(
      rawBody,
      signature,
      keys.webhookSigningSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
    countWebhookFailure('signature');
    throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  }
}

interface Purchase {
  account: BillingAccount;
  product: BillingProduct;
}

function purchaseOf(metadata: Stripe.Metadata | null | undefined): Purchase | undefined {
  const account = parseBillingAccountRef(metadata?.account);
  const product = metadata?.product;
  if (!account || !isBillingProduct(product)) return undefined;
  if ((product === 'practice') !== (account.kind === 'therapist')) return undefined;
  return { account, product };
}

const idOf = (value: string | { id: string } | null | undefined): string | undefined =>
  typeof value === 'string' ? value : (value?.id ?? undefined);

const neverLifetime = { expression: 'subscriptionTier <> :lifetime', values: { ':lifetime': 'lifetime' } };

/** A paid checkout: the tier or plan it bought. */
async function fulfil(
  purchase: Purchase,
  session: Stripe.Checkout.Session,
  created: number,
): Promise<boolean> {
  const ids = {
    ...(idOf(session.customer) ? { stripeCustomerId: idOf(session.customer) } : {}),
    ...(idOf(session.subscription) ? { stripeSubscriptionId: idOf(session.subscription) } : {}),
  };
  if (purchase.product === 'practice') {
    return applyBillingState(purchase.account, created, {
      ...ids,
      plan: 'professional',
      subscriptionStatus: 'active',
      clientLimit: PRACTICE_PLANS.professional.clientLimit,
    });
  }
  // The page Stripe returns to asks for this session: it is recorded as the member's own.
  await recordPaidMemberCheckout({
    sessionId: session.id,
    product: purchase.product,
    memberId: purchase.account.id,
    ...ids,
    eventCreated: created,
  });
  if (purchase.product === 'lifetime') {
    // Lifetime is for good: it applies whatever order events arrive in.
    const applied = await applyBillingState(
      purchase.account,
      created,
      { ...ids, subscriptionTier: 'lifetime', subscriptionStatus: 'active' },
      undefined,
      { anyOrder: true },
    );
    await cancelReplacedSubscription(session.metadata?.replaces_subscription);
    return applied;
  }
  return applyBillingState(
    purchase.account,
    created,
    { ...ids, subscriptionTier: 'pro', subscriptionStatus: 'active' },
    neverLifetime,
  );
}

/**
 * A Pro member who bought Lifetime stops paying for Pro: the subscription the checkout named is
 * cancelled at once (its `deleted` event then changes nothing, since Lifetime is never taken away).
 */
async function cancelReplacedSubscription(subscriptionId: string | undefined): Promise<void> {
  if (!subscriptionId?.startsWith('sub_')) return;
  const keys = await stripeKeys();
  if (!keys) return;
  try {
    await stripeClient(keys.secretKey).subscriptions.cancel(subscriptionId);
  } catch (error) {
    // Stripe refusing the request (already cancelled, gone) will not change on a retry; a network
    // or server failure is retried with the event.
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
  }
}

/** A visitor paid before having an account: the payment waits for the account that claims it. */
function recordGuestCheckout(
  session: Stripe.Checkout.Session,
  created: number,
): Promise<boolean | 'ignored'> {
  const product = session.metadata?.product;
  if (product !== 'pro' && product !== 'lifetime') return Promise.resolve('ignored');
  const customer = idOf(session.customer);
  const subscription = idOf(session.subscription);
  return recordPaidMemberCheckout({
    sessionId: session.id,
    product,
    ...(customer ? { stripeCustomerId: customer } : {}),
    ...(subscription ? { stripeSubscriptionId: subscription } : {}),
    eventCreated: created,
  });
}

function subscriptionState(status: Stripe.Subscription.Status): SubscriptionState {
  if (status === 'canceled' || status === 'incomplete_expired') return 'canceled';
  if (status === 'past_due' || status === 'unpaid') return 'past_due';
  return 'active';
}

/** A subscription's state now: active, behind on payment, or ended. */
function followSubscription(purchase: Purchase, state: SubscriptionState, created: number): Promise<boolean> {
  const ended = state === 'canceled';
  if (purchase.product === 'practice') {
    return applyBillingState(purchase.account, created, {
      subscriptionStatus: state,
      ...(ended
        ? { plan: 'trial', clientLimit: PRACTICE_PLANS.trial.clientLimit }
        : { plan: 'professional', clientLimit: PRACTICE_PLANS.professional.clientLimit }),
    });
  }
  return applyBillingState(
    purchase.account,
    created,
    { subscriptionStatus: state, subscriptionTier: ended ? 'freemium' : 'pro' },
    neverLifetime,
  );
}

/**
 * The purchase a subscription's event belongs to: named by its metadata, or, for a visitor's Pro
 * subscription (its metadata names no account), by the member who claimed its checkout.
 */
async function subscriptionPurchase(
  metadata: Stripe.Metadata | null | undefined,
  subscriptionId: string | undefined,
  state: SubscriptionState,
  created: number,
): Promise<Purchase | 'kept' | undefined> {
  const named = purchaseOf(metadata);
  if (named || metadata?.product !== 'pro' || metadata.account || !subscriptionId) return named;
  const owner = await followGuestSubscription(subscriptionId, state, created);
  if (owner === 'unknown') return undefined;
  if (owner === 'kept') return 'kept';
  return { account: { kind: 'member', id: owner.memberId }, product: 'pro' };
}

/** The subscription metadata an invoice carries (its place moved between Stripe API versions). */
function invoiceSubscription(invoice: Stripe.Invoice): { metadata?: Stripe.Metadata; id?: string } {
  const loose = invoice as unknown as {
    parent?: {
      subscription_details?: { metadata?: Stripe.Metadata; subscription?: string | { id: string } };
    };
    subscription_details?: { metadata?: Stripe.Metadata };
    subscription?: string | { id: string } | null;
  };
  const metadata = loose.parent?.subscription_details?.metadata ?? loose.subscription_details?.metadata;
  const id = idOf(loose.parent?.subscription_details?.subscription) ?? idOf(loose.subscription);
  return { ...(metadata ? { metadata } : {}), ...(id ? { id } : {}) };
}

async function apply(event: Stripe.Event): Promise<boolean | 'ignored'> {
  const created = event.created;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!paid) return 'ignored';
      const purchase = purchaseOf(session.metadata);
      if (purchase) return fulfil(purchase, session, created);
      return session.metadata?.account ? 'ignored' : recordGuestCheckout(session, created);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const state = subscriptionState(subscription.status);
      const purchase = await subscriptionPurchase(subscription.metadata, subscription.id, state, created);
      if (purchase === 'kept') return true;
      if (!purchase) return 'ignored';
      return followSubscription(purchase, state, created);
    }
    case 'invoice.payment_failed': {
      const { metadata, id } = invoiceSubscription(event.data.object);
      const purchase = await subscriptionPurchase(metadata, id, 'past_due', created);
      if (purchase === 'kept') return true;
      if (!purchase) return 'ignored';
      return applyBillingState(purchase.account, created, { subscriptionStatus: 'past_due' });
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const purchase = purchaseOf(invoiceSubscription(invoice).metadata);
      if (purchase?.product !== 'practice' || invoice.billing_reason !== 'subscription_create') {
        return 'ignored';
      }
      // A referred therapist's first payment earns the referrer a free month (idempotent).
      await completeReferralOnFirstPayment(purchase.account.id);
      return true;
    }
    default:
      return 'ignored';
  }
}

/** Processes one verified event, once. */
export async function processStripeEvent(event: Stripe.Event): Promise<WebhookOutcome> {
  if (!(await claimBillingEvent(event.id, event.type))) return 'duplicate';
  try {
    const result = await apply(event);
    if (result === 'ignored') return 'ignored';
    return result ? 'applied' : 'stale';
  } catch (error) {
    countWebhookFailure('processing');
    await releaseBillingEvent(event.id).catch(() => undefined);
    throw error;
  }
}
