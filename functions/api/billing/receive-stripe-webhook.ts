import { processStripeEvent, verifyStripeEvent } from '#functions/core/billing/stripe-webhook.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { stripeWebhookReplySchema } from '#shared/api/schemas/billing.ts';

/**
 * Stripe's events: verified on the raw body with the signing secret, processed once each, in any
 * order. A bad or stale signature is a 400 and changes nothing.
 */
export const handler = defineEndpoint(
  'POST /api/billing/webhook',
  { response: stripeWebhookReplySchema },
  async ({ rawBody, request }) => {
    const event = await verifyStripeEvent(rawBody, request.headers['stripe-signature']);
    return ok({ received: true, outcome: await processStripeEvent(event) });
  },
);
