import { openPracticeBillingPortal } from '#functions/core/billing/checkout.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingRedirectSchema } from '#shared/api/schemas/billing.ts';

/** Stripe's customer portal for a practice that has subscribed. */
export const handler = defineEndpoint(
  'POST /api/therapist/billing/portal',
  { response: billingRedirectSchema },
  async ({ session }) => ok(await openPracticeBillingPortal(session.subjectId)),
);
