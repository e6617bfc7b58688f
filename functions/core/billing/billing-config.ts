import { stripeKeys, stripePriceIds } from '#functions/core/config/secrets.ts';
import type { BillingConfig } from '#shared/api/schemas/billing.ts';

/**
 * Whether checkout can start here: Stripe's keys and each product's price. Read by every checkout
 * button; kept apart from checkout.ts so its Lambda does not carry the Stripe SDK.
 */
export async function billingConfig(): Promise<BillingConfig> {
  const keys = await stripeKeys();
  const prices = keys ? await stripePriceIds() : {};
  const products = {
    pro: Boolean(prices.pro),
    lifetime: Boolean(prices.lifetime),
    practice: Boolean(prices.practice),
  };
  return { paymentsConfigured: Object.values(products).every(Boolean), products };
}
