/**
 * What can be bought, and how a payment names its account. Every Checkout Session (and the
 * subscription it starts) carries `metadata.account` (`member:<id>` or `therapist:<tenantId>`) and
 * `metadata.product`; the webhook changes tiers and plans only from those, on verified events.
 */
export const BILLING_PRODUCTS = {
  pro: { account: 'member', mode: 'subscription', label: 'Pro', amountUsd: 19.99 },
  lifetime: { account: 'member', mode: 'payment', label: 'Lifetime', amountUsd: 111 },
  practice: { account: 'therapist', mode: 'subscription', label: 'Practice plan', amountUsd: 99 },
} as const;
export type BillingProduct = keyof typeof BILLING_PRODUCTS;

/** The decisions' words, shown on every checkout button of a deployment without Stripe keys. */
export const PAYMENTS_NOT_CONFIGURED = 'Payments are not configured on this deployment.';
export type BillingAccountKind = 'member' | 'therapist';

export interface BillingAccount {
  kind: BillingAccountKind;
  id: string;
}

export function billingAccountRef(account: BillingAccount): string {
  return `${account.kind}:${account.id}`;
}

/** The account a reference names; undefined for anything else (never trusted further). */
export function parseBillingAccountRef(reference: unknown): BillingAccount | undefined {
  if (typeof reference !== 'string') return undefined;
  const match = /^(member|therapist):([0-9a-zA-Z-]{1,64})$/.exec(reference);
  return match ? { kind: match[1] as BillingAccountKind, id: match[2] as string } : undefined;
}

export function isBillingProduct(value: unknown): value is BillingProduct {
  return typeof value === 'string' && Object.hasOwn(BILLING_PRODUCTS, value);
}
