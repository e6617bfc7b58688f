import { openMemberBillingPortal } from '#functions/core/billing/checkout.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingRedirectSchema } from '#shared/api/schemas/billing.ts';

/** Stripe's customer portal for a member who has paid (a 409 for one who never has). */
export const handler = defineEndpoint(
  'POST /api/billing/portal',
  { response: billingRedirectSchema },
  async ({ session }) => ok(await openMemberBillingPortal(session.subjectId)),
);
