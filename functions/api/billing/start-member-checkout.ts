import { startMemberCheckout } from '#functions/core/billing/checkout.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingRedirectSchema, memberCheckoutSchema } from '#shared/api/schemas/billing.ts';

/** A member buys Pro or Lifetime: the answer is Stripe's hosted checkout to open. */
export const handler = defineEndpoint(
  'POST /api/billing/checkout',
  { body: memberCheckoutSchema, response: billingRedirectSchema },
  async ({ body, session }) => ok(await startMemberCheckout(session.subjectId, body.product)),
);
