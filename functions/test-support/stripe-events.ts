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
