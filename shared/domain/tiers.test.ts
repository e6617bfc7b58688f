import { describe, expect, it } from 'vitest';
import { BILLING_PRODUCTS } from './billing';
import { modes } from './modes';
import { PURCHASABLE_TIERS, planThatOpens, tierIncludes } from './tiers';

describe('the plan that opens a locked guide', () => {
  it('is one checkout sells: Standard is not sold, so Shadow opens with Pro', () => {
    expect(PURCHASABLE_TIERS).toEqual(['pro', 'lifetime']);
    expect(planThatOpens('standard')).toBe('pro');
    expect(planThatOpens('pro')).toBe('pro');
    expect(planThatOpens('lifetime')).toBe('lifetime');
    expect(planThatOpens('freemium')).toBe('freemium');
  });

  it('opens the guide for every guide, and is a billing product', () => {
    for (const mode of modes) {
      const plan = planThatOpens(mode.requiredTier);
      expect(tierIncludes(plan, mode.requiredTier)).toBe(true);
      if (plan !== 'freemium') expect(Object.keys(BILLING_PRODUCTS)).toContain(plan);
    }
  });
});
