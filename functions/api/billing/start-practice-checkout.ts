import { startPracticeCheckout } from '#functions/core/billing/checkout.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';

/** A therapist subscribes the practice to the paid plan ($99/month, 50 clients). */
export const handler = defineEndpoint('POST /api/therapist/billing/checkout', {}, async ({ session }) =>
  ok(await startPracticeCheckout(session.subjectId)),
);
