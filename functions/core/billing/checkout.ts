import Stripe from 'stripe';
import { appLink } from '#functions/core/config/app-links.ts';
import { type StripePriceIds, stripeKeys, stripePriceIds } from '#functions/core/config/secrets.ts';
import { getMemberById } from '#functions/core/db/repositories/members-repository.ts';
import { getTherapistById } from '#functions/core/db/repositories/therapists-repository.ts';
import type { BillingRedirect, MemberProduct } from '#shared/api/schemas/billing.ts';
import {
  BILLING_PRODUCTS,
  type BillingAccount,
  type BillingProduct,
  billingAccountRef,
  PAYMENTS_NOT_CONFIGURED,
} from '#shared/domain/billing.ts';
import { AppError } from '#shared/errors.ts';
import { stripeClient } from './stripe-client';

/**
 * Stripe Checkout (hosted) and the customer portal. Every session names its account and product in
 * `metadata` (and on the subscription it starts), exactly as the webhook reads them; the webhook,
 * never this module, changes a tier or a plan. A visitor's session names only the product: the
 * account created afterwards claims the payment (paid-checkouts.ts).
 */
export const checkoutMessages = {
  alreadyPro: 'You already have Pro.',
  alreadyLifetime: 'You already have Lifetime access.',
  alreadyPractice: 'Your practice is already on the Professional plan. Use Manage billing to change it.',
  neverPaid: 'There is no billing to manage yet: this account has not paid through Stripe.',
  stripeFailed: 'Stripe could not be reached just now. Please try again in a moment.',
} as const;

/** Stripe's placeholder, replaced with the session id in the link it returns to. */
const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

interface Payments {
  stripe: Stripe;
  prices: StripePriceIds;
}

async function payments(): Promise<Payments | undefined> {
  const keys = await stripeKeys();
  if (!keys) return undefined;
  return { stripe: stripeClient(keys.secretKey), prices: await stripePriceIds() };
}

/** Stripe's client, or the decisions' refusal (a 409, never a 5xx) on a deployment without keys. */
async function requirePayments(): Promise<Payments> {
  const ready = await payments();
  if (!ready) throw new AppError('CONFLICT', PAYMENTS_NOT_CONFIGURED);
  return ready;
}

/** The Stripe client and the product's price; a product without a price cannot be bought here. */
async function requireProduct(product: BillingProduct): Promise<Payments & { price: string }> {
  const ready = await requirePayments();
  const price = ready.prices[product];
  if (!price) throw new AppError('CONFLICT', PAYMENTS_NOT_CONFIGURED);
  return { ...ready, price };
}

/**
 * A Stripe failure becomes a clear 502 (the request log names the route and code; Stripe's own
 * dashboard keeps the failed request with its reason, so no text of it is logged here).
 */
async function callStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) {
      throw new AppError('UPSTREAM_FAILED', checkoutMessages.stripeFailed);
    }
    throw error;
  }
}

interface CheckoutRequest {
  product: BillingProduct;
  price: string;
  /** Absent for a visitor: Stripe collects the email, the new account claims the payment. */
  account?: BillingAccount;
  customer?: string | undefined;
  email?: string | undefined;
  /** A Pro subscription this Lifetime purchase replaces (the webhook cancels it once paid). */
  replacesSubscription?: string | undefined;
  successUrl: string;
  cancelUrl: string;
}

function sessionParams(request: CheckoutRequest): Stripe.Checkout.SessionCreateParams {
  const { mode } = BILLING_PRODUCTS[request.product];
  const metadata: Record<string, string> = {
    product: request.product,
    ...(request.account ? { account: billingAccountRef(request.account) } : {}),
  };
  return {
    mode,
    line_items: [{ price: request.price, quantity: 1 }],
    metadata: {
      ...metadata,
      ...(request.replacesSubscription ? { replaces_subscription: request.replacesSubscription } : {}),
    },
    ...(request.account ? { client_reference_id: request.account.id } : {}),
    ...(request.customer
      ? { customer: request.customer }
      : request.email
        ? { customer_email: request.email }
        : {}),
    // Subscription events carry the subscription's metadata, not the session's; a one-time payment
    // gets a customer too, so its buyer can open the customer portal for receipts later.
    ...(mode === 'subscription'
      ? { subscription_data: { metadata } }
      : { payment_intent_data: { metadata }, ...(request.customer ? {} : { customer_creation: 'always' }) }),
    success_url: request.successUrl,
    cancel_url: request.cancelUrl,
  };
}

/** Creates the session; a stored customer Stripe no longer knows (test keys swapped for live) is left out. */
async function createSession(stripe: Stripe, request: CheckoutRequest): Promise<BillingRedirect> {
  const session = await callStripe(async () => {
    try {
      return await stripe.checkout.sessions.create(sessionParams(request));
    } catch (error) {
      const unknownCustomer =
        error instanceof Stripe.errors.StripeInvalidRequestError &&
        error.code === 'resource_missing' &&
        error.param === 'customer';
      if (!unknownCustomer || !request.customer) throw error;
      return stripe.checkout.sessions.create(sessionParams({ ...request, customer: undefined }));
    }
  });
  if (!session.url) throw new AppError('UPSTREAM_FAILED', checkoutMessages.stripeFailed);
  return { url: session.url };
}

const withSessionId = (link: string, parameter: string) =>
  `${link}${link.includes('?') ? '&' : '?'}${parameter}=${SESSION_ID_PLACEHOLDER}`;

/** A member buys Pro or Lifetime; refused when the account already has what it would buy. */
export async function startMemberCheckout(
  memberId: string,
  product: MemberProduct,
): Promise<BillingRedirect> {
  const { stripe, price } = await requireProduct(product);
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  if (member.subscriptionTier === 'lifetime')
    throw new AppError('CONFLICT', checkoutMessages.alreadyLifetime);
  if (product === 'pro' && member.subscriptionTier === 'pro') {
    throw new AppError('CONFLICT', checkoutMessages.alreadyPro);
  }
  return createSession(stripe, {
    product,
    price,
    account: { kind: 'member', id: member.id },
    customer: member.stripeCustomerId,
    email: member.email,
    replacesSubscription:
      product === 'lifetime' && member.subscriptionTier === 'pro' ? member.stripeSubscriptionId : undefined,
    successUrl: withSessionId(appLink('/subscribe', { checkout: 'success' }), 'session_id'),
    cancelUrl: appLink('/subscribe', { checkout: 'cancelled' }),
  });
}

/** A visitor buys Pro or Lifetime from the landing page; the account they create claims it. */
export async function startGuestCheckout(product: MemberProduct): Promise<BillingRedirect> {
  const { stripe, price } = await requireProduct(product);
  return createSession(stripe, {
    product,
    price,
    successUrl: withSessionId(appLink('/clean-register'), 'checkout_session'),
    cancelUrl: appLink('/subscribe', { checkout: 'cancelled' }),
  });
}

/** A therapist subscribes their practice to the paid plan (50 clients). */
export async function startPracticeCheckout(tenantId: string): Promise<BillingRedirect> {
  const { stripe, price } = await requireProduct('practice');
  const therapist = await getTherapistById(tenantId, { consistent: true });
  if (!therapist) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  const subscribed =
    therapist.plan === 'professional' &&
    (therapist.subscriptionStatus === 'active' || therapist.subscriptionStatus === 'past_due');
  if (subscribed) throw new AppError('CONFLICT', checkoutMessages.alreadyPractice);
  return createSession(stripe, {
    product: 'practice',
    price,
    account: { kind: 'therapist', id: therapist.id },
    customer: stringOrUndefined(therapist.stripeCustomerId),
    email: therapist.email,
    successUrl: appLink('/therapist-dashboard', { checkout: 'success' }),
    cancelUrl: appLink('/therapist-dashboard', { checkout: 'cancelled' }),
  });
}

const stringOrUndefined = (value: unknown) => (typeof value === 'string' && value ? value : undefined);

async function portalSession(
  stripe: Stripe,
  customer: string | undefined,
  returnUrl: string,
): Promise<BillingRedirect> {
  if (!customer) throw new AppError('CONFLICT', checkoutMessages.neverPaid);
  const session = await callStripe(() =>
    stripe.billingPortal.sessions.create({ customer, return_url: returnUrl }),
  );
  return { url: session.url };
}

/** Stripe's customer portal for a member who has paid: invoices, card, cancelling Pro. */
export async function openMemberBillingPortal(memberId: string): Promise<BillingRedirect> {
  const { stripe } = await requirePayments();
  const member = await getMemberById(memberId);
  if (!member) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return portalSession(stripe, member.stripeCustomerId, appLink('/subscribe'));
}

/** Stripe's customer portal for a practice that has subscribed. */
export async function openPracticeBillingPortal(tenantId: string): Promise<BillingRedirect> {
  const { stripe } = await requirePayments();
  const therapist = await getTherapistById(tenantId, { consistent: true });
  if (!therapist) throw new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');
  return portalSession(
    stripe,
    stringOrUndefined(therapist.stripeCustomerId),
    appLink('/therapist-dashboard'),
  );
}
