import { describe, expect, it } from 'vitest';
import { planStanding, plans } from '#web/lib/plans.ts';
import { describeUsage, monthName, resetDay } from './usage-format';

describe('usage wording', () => {
  it('names the UTC month and the day it resets', () => {
    expect(monthName('2025-03')).toBe('March 2025');
    expect(resetDay('2025-03')).toBe('April 1');
    expect(resetDay('2025-12')).toBe('January 1');
  });

  it('counts a limited plan', () => {
    const view = describeUsage({ tier: 'freemium', month: '2025-03', used: 0, limit: 20 });
    expect(view.countText).toBe('0 of 20');
    expect(view.percent).toBe(0);
    expect(view.detail).toContain('20 new conversations left');
    const nearly = describeUsage({ tier: 'freemium', month: '2025-03', used: 19, limit: 20 });
    expect(nearly.detail).toContain('1 new conversation left');
    const full = describeUsage({ tier: 'freemium', month: '2025-03', used: 20, limit: 20 });
    expect(full.atLimit).toBe(true);
    expect(full.percent).toBe(100);
  });

  it('says unlimited plans are unlimited', () => {
    const view = describeUsage({ tier: 'pro', month: '2025-03', used: 42, limit: null });
    expect(view.countText).toBe('42');
    expect(view.percent).toBeNull();
    expect(view.detail).toContain('Unlimited');
  });
});

describe('plans', () => {
  it('lists the four plans with their prices', () => {
    expect(plans.map((plan) => plan.name)).toEqual(['Freemium', 'Standard', 'Pro', 'Lifetime']);
    const byName = Object.fromEntries(plans.map((plan) => [plan.name, plan]));
    expect(byName.Pro?.price).toEqual({ amount: '$19.99', cadence: '/ month' });
    expect(byName.Lifetime?.price).toEqual({ amount: '$111', cadence: 'one-time' });
    expect(byName.Standard?.price).toBeNull();
    expect(byName.Freemium?.features).toContain('20 conversations a month');
    expect(byName.Standard?.features).toContain('100 conversations a month');
  });

  it('relates each plan to the member tier', () => {
    const [freemium, standard, pro, lifetime] = plans;
    if (!freemium || !standard || !pro || !lifetime) throw new Error('four plans');
    expect(planStanding(pro, null)).toBe('visitor');
    expect(planStanding(freemium, 'freemium')).toBe('current');
    expect(planStanding(pro, 'freemium')).toBe('upgrade');
    expect(planStanding(standard, 'pro')).toBe('included');
    expect(planStanding(lifetime, 'pro')).toBe('upgrade');
  });
});
