import { startGuestCheckout } from '#functions/core/billing/checkout.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingRedirectSchema, memberCheckoutSchema } from '#shared/api/schemas/billing.ts';

/** A visitor buys Pro or Lifetime before having an account; Stripe collects the email. */
export const handler = defineEndpoint(
  'POST /api/billing/guest-checkout',
  { body: memberCheckoutSchema, response: billingRedirectSchema },
  async ({ body, request }) => {
    await enforceLimit(
      'guestCheckoutPerAddress',
      await callerAddress(request),
      'Too many checkouts were started from your network.',
    );
    return ok(await startGuestCheckout(body.product));
  },
);
