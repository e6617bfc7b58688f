import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, registerThroughApi, seriousViolations, signInThroughForm } from './support';

const NOT_CONFIGURED = 'Payments are not configured on this deployment.';

function plan(page: Page, name: string) {
  return page.getByRole('article', { name, exact: true });
}

async function expectThePlans(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('plan-card')).toHaveCount(4);

  await expect(plan(page, 'Freemium').getByTestId('plan-price')).toHaveText('Free');
  await expect(plan(page, 'Freemium')).toContainText('20 conversations a month');
  await expect(plan(page, 'Freemium')).toContainText('Mirror Mode');

  // No price is published for Standard: the card shows none.
  await expect(plan(page, 'Standard').getByTestId('plan-price')).toHaveCount(0);
  await expect(plan(page, 'Standard')).toContainText('100 conversations a month');
  await expect(plan(page, 'Standard')).toContainText('Mirror and Shadow Modes');

  await expect(plan(page, 'Pro').getByTestId('plan-price')).toHaveText('$19.99/ month');
  await expect(plan(page, 'Pro')).toContainText('Unlimited conversations');
  await expect(plan(page, 'Pro')).toContainText('All four guides');
  await expect(plan(page, 'Pro')).toContainText('Advanced insights');
  await expect(plan(page, 'Pro')).toContainText('Conversation history');

  await expect(plan(page, 'Lifetime').getByTestId('plan-price')).toHaveText('$111one-time');
  await expect(plan(page, 'Lifetime')).toContainText('Unlimited conversations, forever');
  await expect(plan(page, 'Lifetime')).toContainText('Priority support');
  await expect(plan(page, 'Lifetime')).toContainText('Pays for itself in about 6 months');

  // Checkout sells Pro and Lifetime; Standard has no price and no checkout of its own.
  await expect(plan(page, 'Standard').getByRole('button')).toHaveCount(0);
  await expect(plan(page, 'Standard').getByTestId('not-sold-separately')).toHaveText(
    'Not sold on its own: Pro includes everything in Standard.',
  );
  for (const [name, button] of [
    ['Pro', 'Upgrade to Pro'],
    ['Lifetime', 'Get Lifetime Access'],
  ] as const) {
    const checkout = plan(page, name).getByRole('button', { name: button });
    await expect(checkout).toBeDisabled();
    await expect(checkout).toHaveAccessibleDescription(NOT_CONFIGURED);
    await expect(plan(page, name).getByText(NOT_CONFIGURED)).toBeVisible();
  }
  await expect(page.getByTestId('coupon-note')).toContainText('friends coupon');
  await expect(page.getByTestId('coupon-note')).toContainText('Lifetime access');
}

test.describe('subscription screens', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`visitors see the four plans and an invitation to start free (${colorScheme})`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
      for (const path of ['/subscribe', '/sub']) {
        await page.goto(path);
        await expect(page).toHaveTitle('Plans · Mirrorwell');
        await expectThePlans(page);
        await expect(page.getByText('Your plan', { exact: true })).toHaveCount(0);
        await expect(page.getByTestId('usage-summary')).toHaveCount(0);
        const invite = page.getByTestId('visitor-invite');
        await expect(invite.getByRole('link', { name: 'Create a free account' })).toHaveAttribute(
          'href',
          '/clean-register',
        );
        await expect(plan(page, 'Freemium').getByRole('link', { name: 'Start Free' })).toHaveAttribute(
          'href',
          '/clean-register',
        );
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('a freemium member sees their plan, this month’s usage and the way back', async ({
    page,
    request,
  }) => {
    const member = newMember('Rowan');
    await registerThroughApi(request, member);
    await signInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);

    const usageRead = page.waitForResponse('**/api/usage');
    await page.goto('/subscribe');
    expect((await usageRead).status()).toBe(200);
    await expectThePlans(page);

    const freemium = plan(page, 'Freemium');
    await expect(freemium.getByText('Your plan', { exact: true })).toBeVisible();
    await expect(freemium).toHaveAttribute('data-current', '');
    await expect(page.getByText('Your plan', { exact: true })).toHaveCount(1);
    await expect(freemium.getByRole('link', { name: 'Start Free' })).toHaveCount(0);

    const usage = page.getByTestId('usage-summary');
    await expect(usage.getByTestId('current-tier')).toHaveText('Freemium');
    await expect(usage.getByTestId('usage-count')).toContainText('0 of 20');
    await expect(
      usage.getByRole('progressbar', { name: '0 of 20 conversations used this month' }),
    ).toBeVisible();
    await expect(usage).toContainText('20 new conversations left');
    await expect(page.getByTestId('visitor-invite')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/sub');
    await expect(page.getByTestId('usage-count')).toContainText('0 of 20');

    // The plan changes elsewhere (as after paying in Stripe's tab): coming back to this tab shows it.
    const redeemed = await page.request.post('/api/coupons/redeem', { data: { code: 'friends100' } });
    expect(redeemed.status()).toBe(200);
    await expect(page.getByTestId('usage-summary').getByTestId('current-tier')).toHaveText('Freemium');
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(page.getByTestId('usage-summary').getByTestId('current-tier')).toHaveText('Lifetime Member');
    await expect(plan(page, 'Lifetime').getByText('Your plan', { exact: true })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Back to chat' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('subscription screens on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the plans stack and nothing overflows', async ({ page }) => {
    await page.goto('/subscribe');
    await expect(page.getByTestId('plan-card')).toHaveCount(4);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const [first, second] = await Promise.all([
      plan(page, 'Freemium').boundingBox(),
      plan(page, 'Standard').boundingBox(),
    ]);
    expect(second?.y ?? 0).toBeGreaterThan((first?.y ?? 0) + (first?.height ?? 0) - 1);
  });
});
