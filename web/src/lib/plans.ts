import type { Tier } from '#shared/domain/tiers.ts';
import { tierDefinitions, tierIncludes } from '#shared/domain/tiers.ts';

export interface PlanPrice {
  amount: string;
  /** '/ month', 'one-time' */
  cadence?: string;
}

export interface Plan {
  tier: Tier;
  name: string;
  tagline: string;
  /** null: no price is published for this plan. */
  price: PlanPrice | null;
  features: readonly string[];
  note?: string;
  /** A paid plan (checkout sells Pro and Lifetime; Standard has no published price). */
  paid: boolean;
}

function conversations(tier: Tier): string {
  const limit = tierDefinitions[tier].monthlyConversations;
  return limit === null ? 'Unlimited conversations' : `${limit} conversations a month`;
}

/** The four consumer plans: freemium (Mirror, 20 conversations a month), standard (adds Shadow, 100), pro and lifetime (all four guides, unlimited). */
export const plans: readonly Plan[] = [
  {
    tier: 'freemium',
    name: 'Freemium',
    tagline: 'A gentle place to begin',
    price: { amount: 'Free' },
    features: [conversations('freemium'), 'Mirror Mode', 'Basic insights'],
    paid: false,
  },
  {
    tier: 'standard',
    name: 'Standard',
    tagline: 'Room to look a little deeper',
    price: null,
    features: [conversations('standard'), 'Mirror and Shadow Modes', 'Basic insights'],
    paid: true,
  },
  {
    tier: 'pro',
    name: 'Pro',
    tagline: 'Every guide, whenever you need it',
    price: { amount: '$19.99', cadence: '/ month' },
    features: [conversations('pro'), 'All four guides', 'Advanced insights', 'Conversation history'],
    paid: true,
  },
  {
    tier: 'lifetime',
    name: 'Lifetime',
    tagline: 'One payment, yours for good',
    price: { amount: '$111', cadence: 'one-time' },
    features: [
      'Unlimited conversations, forever',
      'All four guides',
      'Personalised insights',
      'Priority support',
    ],
    note: 'Pays for itself in about 6 months compared with Pro.',
    paid: true,
  },
];

export type PlanStanding = 'visitor' | 'current' | 'included' | 'upgrade';

/** How a plan relates to the member's tier (or to a visitor). */
export function planStanding(plan: Plan, memberTier: Tier | null): PlanStanding {
  if (!memberTier) return 'visitor';
  if (plan.tier === memberTier) return 'current';
  return tierIncludes(memberTier, plan.tier) ? 'included' : 'upgrade';
}
