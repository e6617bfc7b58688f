import { startPracticeCheckout } from '#functions/core/billing/checkout.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { billingRedirectSchema } from '#shared/api/schemas/billing.ts';

/** A therapist subscribes the practice to the paid plan ($99/month, 50 clients). */
export const handler = defineEndpoint(
  'POST /api/therapist/billing/checkout',
  { response: billingRedirectSchema },
  async ({ session }) => ok(await startPracticeCheckout(session.subjectId)),
);
