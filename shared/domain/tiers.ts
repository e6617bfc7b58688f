import { BILLING_PRODUCTS } from './billing';
/** Consumer subscription tiers: which guides each opens and how many new conversations a month. */
export const tiers = ['freemium', 'standard', 'pro', 'lifetime'] as const;
export type Tier = (typeof tiers)[number];

export interface TierDefinition {
  id: Tier;
  label: string;
  /** New conversations per calendar month (UTC); null = unlimited. */
  monthlyConversations: number | null;
  rank: number;
}

export const tierDefinitions: Record<Tier, TierDefinition> = {
  freemium: { id: 'freemium', label: 'Freemium', monthlyConversations: 20, rank: 0 },
  standard: { id: 'standard', label: 'Standard', monthlyConversations: 100, rank: 1 },
  pro: { id: 'pro', label: 'Pro', monthlyConversations: null, rank: 2 },
  lifetime: { id: 'lifetime', label: 'Lifetime Member', monthlyConversations: null, rank: 3 },
};

export const DEFAULT_TIER: Tier = 'freemium';
export const UPGRADE_PATH = '/subscribe';

export function tierLabel(tier: Tier): string {
  return tierDefinitions[tier].label;
}

/** Whether a member on `tier` may use something that requires `required`. */
export function tierIncludes(tier: Tier, required: Tier): boolean {
  return tierDefinitions[tier].rank >= tierDefinitions[required].rank;
}

export function isTier(value: unknown): value is Tier {
  return typeof value === 'string' && (tiers as readonly string[]).includes(value);
}

/**
 * The member plans checkout sells, from the billing products (Standard is not sold on its own: Pro
 * includes everything in it). Every "opens with" and upgrade offer names one of these.
 */
export const PURCHASABLE_TIERS: readonly Tier[] = tiers.filter(
  (tier) => (BILLING_PRODUCTS as Record<string, { account: string }>)[tier]?.account === 'member',
);

/** The cheapest plan a member can buy that opens something requiring `required` ('freemium' needs none). */
export function planThatOpens(required: Tier): Tier {
  if (required === 'freemium') return 'freemium';
  const sold = PURCHASABLE_TIERS.filter((tier) => tierIncludes(tier, required));
  return sold.reduce(
    (cheapest, tier) => (tierDefinitions[tier].rank < tierDefinitions[cheapest].rank ? tier : cheapest),
    sold[0] ?? required,
  );
}
