import type {
  BillingConfig,
  BillingRedirect,
  ClaimedCheckout,
  MemberProduct,
} from '#shared/api/schemas/billing.ts';
import { apiRequest, isApiError } from '#web/lib/api-request.ts';

/**
 * Payments in the browser: whether this deployment sells anything, starting Stripe Checkout or
 * the customer portal, and attaching a paid checkout to the account. Plain code without SWR or
 * React (the landing's own script uses it); the app reads the config with use-billing-config.ts. Used by the plans page, the
 * landing page's pricing, sign-up and the therapist dashboard.
 */
export const BILLING_CONFIG_KEY = '/api/billing/config';

export type CheckoutProduct = MemberProduct | 'practice';
export type BillingAccountKind = 'member' | 'therapist';

/** What a checkout button says. */
export const checkoutLabels: Record<CheckoutProduct, string> = {
  pro: 'Upgrade to Pro',
  lifetime: 'Get Lifetime Access',
  practice: 'Subscribe — $99/month',
};

/** The query parameter Stripe's return link gives sign-up after a visitor paid. */
export const CHECKOUT_SESSION_PARAM = 'checkout_session';

/** What this deployment sells, read once (the landing's own script; the app reads it through SWR). */
export function readBillingConfig(): Promise<BillingConfig> {
  return apiRequest<BillingConfig>('GET', BILLING_CONFIG_KEY);
}

/** A member's or a visitor's Pro/Lifetime checkout, or a therapist's practice plan. */
export function startCheckout(product: CheckoutProduct, signedIn: boolean): Promise<BillingRedirect> {
  if (product === 'practice')
    return apiRequest<BillingRedirect>('POST', '/api/therapist/billing/checkout', {});
  const path = signedIn ? '/api/billing/checkout' : '/api/billing/guest-checkout';
  return apiRequest<BillingRedirect>('POST', path, { product });
}

export function openBillingPortal(account: BillingAccountKind): Promise<BillingRedirect> {
  const path = account === 'member' ? '/api/billing/portal' : '/api/therapist/billing/portal';
  return apiRequest<BillingRedirect>('POST', path, {});
}

export function claimCheckout(sessionId: string): Promise<ClaimedCheckout> {
  return apiRequest<ClaimedCheckout>('POST', '/api/billing/claim-checkout', { sessionId });
}

/**
 * Stripe's webhook usually arrives within seconds of the return to Mirrorwell, sometimes just
 * after: while the server says the payment is still being confirmed (a 409 with a retry time),
 * ask again a few times before showing that answer.
 */
export async function whilePaymentIsConfirmed<T>(attempt: () => Promise<T>, tries = 5): Promise<T> {
  for (let round = 1; ; round++) {
    try {
      return await attempt();
    } catch (error) {
      const waitSeconds =
        isApiError(error) && error.status === 409 ? error.body?.retryAfterSeconds : undefined;
      if (!waitSeconds || round >= tries) throw error;
      await new Promise((resolve) => setTimeout(resolve, waitSeconds * 1000));
    }
  }
}
