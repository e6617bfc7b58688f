import Stripe from 'stripe';
import { stripeKeys } from '#functions/core/config/secrets.ts';
import {
  applyBillingState,
  claimBillingEvent,
  releaseBillingEvent,
} from '#functions/core/db/repositories/billing-repository.ts';
import { completeReferralOnFirstPayment } from '#functions/core/referrals/referral-programme.ts';
import {
  type BillingAccount,
  type BillingProduct,
  isBillingProduct,
  parseBillingAccountRef,
} from '#shared/domain/billing.ts';
import { PRACTICE_PLANS } from '#shared/domain/practice.ts';
import { AppError } from '#shared/errors.ts';

/**
 * Stripe's webhook: the only way a tier or a plan changes. The signature is checked on the raw
 * body with Stripe's own library (5 minutes' tolerance), each event is processed once (its id is
 * claimed with a conditional put), and events may arrive in any order: each account keeps the
 * creation time of the newest event applied, and an older one changes nothing.
 */
export type WebhookOutcome = 'applied' | 'ignored' | 'duplicate' | 'stale';

export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this deployment.';
const INVALID_SIGNATURE = 'The Stripe signature of this request is not valid.';
const SIGNATURE_TOLERANCE_SECONDS = 300;

let verifier: { key: string; stripe: Stripe } | undefined;
function stripeFor(secretKey: string): Stripe {
  if (verifier?.key !== secretKey) verifier = { key: secretKey, stripe: new Stripe(secretKey) };
  return verifier.stripe;
}

export async function verifyStripeEvent(
  rawBody: string,
  signature: string | undefined,
): Promise<Stripe.Event> {
  const keys = await stripeKeys();
  if (!keys) throw new AppError('NOT_FOUND', PAYMENTS_NOT_CONFIGURED);
  if (!signature) throw new AppError('BAD_REQUEST', INVALID_SIGNATURE);
  try {
    return stripeFor(keys.secretKey).webhooks.constructEvent(
      rawBody,
      signature,
      keys.webhookSigningSecret,
      SIGNATURE_TOLERANCE_SECONDS,
    );
  } catch {
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
function fulfil(purchase: Purchase, session: Stripe.Checkout.Session, created: number): Promise<boolean> {
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
  if (purchase.product === 'lifetime') {
    return applyBillingState(purchase.account, created, {
      ...ids,
      subscriptionTier: 'lifetime',
      subscriptionStatus: 'active',
    });
  }
  return applyBillingState(
    purchase.account,
    created,
    { ...ids, subscriptionTier: 'pro', subscriptionStatus: 'active' },
    neverLifetime,
  );
}

/** A subscription's state now: active, behind on payment, or ended. */
function followSubscription(
  purchase: Purchase,
  subscription: Stripe.Subscription,
  created: number,
): Promise<boolean> {
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  const behind = subscription.status === 'past_due' || subscription.status === 'unpaid';
  const status = ended ? 'canceled' : behind ? 'past_due' : 'active';
  if (purchase.product === 'practice') {
    return applyBillingState(purchase.account, created, {
      subscriptionStatus: status,
      ...(ended
        ? { plan: 'trial', clientLimit: PRACTICE_PLANS.trial.clientLimit }
        : { plan: 'professional', clientLimit: PRACTICE_PLANS.professional.clientLimit }),
    });
  }
  return applyBillingState(
    purchase.account,
    created,
    { subscriptionStatus: status, subscriptionTier: ended ? 'freemium' : 'pro' },
    neverLifetime,
  );
}

/** The subscription metadata an invoice carries (its place moved between Stripe API versions). */
function invoiceMetadata(invoice: Stripe.Invoice): Stripe.Metadata | undefined {
  const loose = invoice as unknown as {
    parent?: { subscription_details?: { metadata?: Stripe.Metadata } };
    subscription_details?: { metadata?: Stripe.Metadata };
  };
  return loose.parent?.subscription_details?.metadata ?? loose.subscription_details?.metadata;
}

async function apply(event: Stripe.Event): Promise<boolean | 'ignored'> {
  const created = event.created;
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const purchase = purchaseOf(session.metadata);
      const paid = session.payment_status === 'paid' || session.payment_status === 'no_payment_required';
      if (!purchase || !paid) return 'ignored';
      return fulfil(purchase, session, created);
    }
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      const purchase = purchaseOf(subscription.metadata);
      if (!purchase) return 'ignored';
      return followSubscription(purchase, subscription, created);
    }
    case 'invoice.payment_failed': {
      const purchase = purchaseOf(invoiceMetadata(event.data.object));
      if (!purchase) return 'ignored';
      return applyBillingState(purchase.account, created, { subscriptionStatus: 'past_due' });
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const purchase = purchaseOf(invoiceMetadata(invoice));
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
    await releaseBillingEvent(event.id).catch(() => undefined);
    throw error;
  }
}
