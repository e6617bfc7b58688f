import Stripe from 'stripe';

/**
 * Webhook deliveries as Stripe makes them: the event envelope around the object it reports, and
 * the `stripe-signature` header made by Stripe's own test helper (no network: the key is unused).
 */
const signer = new Stripe('sk_test_mirrorwell_unused_offline');

export function stripeEvent(id: string, type: string, object: Record<string, unknown>, created: number) {
  return {
    id,
    object: 'event',
    api_version: '2025-10-29.clover',
    created,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

/** The headers of a webhook request whose raw body is `body`, signed with `secret`. */
export function signedWebhookHeaders(
  body: string,
  secret: string,
  timestamp?: number,
): Record<string, string> {
  const signature = signer.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    ...(timestamp ? { timestamp } : {}),
  });
  return { 'content-type': 'application/json', 'stripe-signature': signature };
}

/**
 * One test file's Stripe customer and the events about it: a paid checkout session
 * (`cs_<label>_<n>`, customer `cus_<label>_1`, subscription `sub_<label>_1` unless lifetime), that
 * subscription in a status, and the event around an object, each event with an id of its own.
 */
export function stripeCustomerEvents(label: string) {
  let eventCounter = 0;
  return {
    event(type: string, object: Record<string, unknown>, created = Math.floor(Date.now() / 1000)) {
      eventCounter += 1;
      return stripeEvent(`evt_${label}_${Date.now().toString(36)}_${eventCounter}`, type, object, created);
    },
    paidCheckout: (account: string, product: string, extra: Record<string, unknown> = {}) => ({
      id: `cs_${label}_${eventCounter}`,
      object: 'checkout.session',
      payment_status: 'paid',
      customer: `cus_${label}_1`,
      subscription: product === 'lifetime' ? null : `sub_${label}_1`,
      metadata: { account, product },
      ...extra,
    }),
    subscription: (account: string, product: string, status: string) => ({
      id: `sub_${label}_1`,
      object: 'subscription',
      status,
      metadata: { account, product },
    }),
  };
}
