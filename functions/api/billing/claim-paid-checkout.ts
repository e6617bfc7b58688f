import { claimCheckout } from '#functions/core/billing/paid-checkouts.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { claimCheckoutSchema, claimedCheckoutSchema } from '#shared/api/schemas/billing.ts';

/**
 * A signed-in member attaches a paid checkout to their account (or sees again one that is theirs).
 * A 409 with `retryAfterSeconds` while Stripe's webhook has not confirmed the payment yet.
 */
export const handler = defineEndpoint(
  'POST /api/billing/claim-checkout',
  { body: claimCheckoutSchema, response: claimedCheckoutSchema },
  async ({ body, session }) => ok(await claimCheckout(session.subjectId, body.sessionId)),
);
