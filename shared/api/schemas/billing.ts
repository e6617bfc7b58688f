import * as z from 'zod/mini';
import { tierField } from './reply-parts';

/** The words for a checkout request this deployment cannot act on. */
export const billingMessages = {
  product: 'Please choose Pro or Lifetime',
  checkoutSession: 'This checkout link is not valid.',
} as const;

/** What a member (or a visitor on the landing page) can buy: the practice plan is the therapist's. */
export const memberProducts = ['pro', 'lifetime'] as const;
export type MemberProduct = (typeof memberProducts)[number];

export const memberCheckoutSchema = z.object({
  product: z.enum(memberProducts, { error: billingMessages.product }),
});
export type MemberCheckoutInput = z.input<typeof memberCheckoutSchema>;

/**
 * A Checkout Session id as Stripe puts it in the success URL (`cs_test_…`, `cs_live_…`). Only the
 * shape is checked here; whether it was paid is known from the verified webhook alone.
 */
export const checkoutSessionIdField = z
  .string({ error: billingMessages.checkoutSession })
  .check(z.trim(), z.regex(/^cs_[A-Za-z0-9_]{8,250}$/, billingMessages.checkoutSession));

export const claimCheckoutSchema = z.object({ sessionId: checkoutSessionIdField });
export type ClaimCheckoutInput = z.input<typeof claimCheckoutSchema>;

/** Where the browser goes next: Stripe's hosted checkout or customer portal. */
export const billingRedirectSchema = z.object({ url: z.string() });
export type BillingRedirect = z.output<typeof billingRedirectSchema>;

/** Whether this deployment can take payments at all, and which products it sells. */
export const billingConfigSchema = z.object({
  /** True only when Stripe's keys and every product's price id are configured. */
  paymentsConfigured: z.boolean(),
  products: z.object({ pro: z.boolean(), lifetime: z.boolean(), practice: z.boolean() }),
});
export type BillingConfig = z.output<typeof billingConfigSchema>;

/** A paid checkout attached to the member's account. */
export const claimedCheckoutSchema = z.object({ product: z.enum(memberProducts), tier: tierField });
export type ClaimedCheckout = z.output<typeof claimedCheckoutSchema>;

/** Stripe's webhook: received, and what became of the event (each is processed once). */
export const stripeWebhookReplySchema = z.object({
  received: z.literal(true),
  outcome: z.enum(['applied', 'ignored', 'duplicate', 'stale']),
});
