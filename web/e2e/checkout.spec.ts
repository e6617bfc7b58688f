import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  newMember,
  newTherapist,
  registerThroughApi,
  seriousViolations,
  signInThroughForm,
  signUpTherapistInBrowser,
} from './support';

/**
 * The local run has no Stripe keys: every checkout button says so and opens nothing. Checkout
 * itself (against an imitation of Stripe's API) is proven by the integration tests in
 * functions/api/billing.
 */
const NOT_CONFIGURED = 'Payments are not configured on this deployment.';

/** Fails the test if any tab or window opens while `action` runs. */
async function expectNoNewTab(page: Page, action: () => Promise<void>) {
  let opened = 0;
  const count = () => {
    opened += 1;
  };
  page.context().on('page', count);
  await action();
  await page.waitForTimeout(300);
  page.context().off('page', count);
  expect(opened).toBe(0);
}

async function expectNotConfigured(page: Page, scope: Locator, button: string) {
  const checkout = scope.getByRole('button', { name: button });
  await expect(checkout).toBeDisabled();
  await expect(checkout).toHaveAccessibleDescription(NOT_CONFIGURED);
  await expect(scope.getByText(NOT_CONFIGURED)).toBeVisible();
  await expectNoNewTab(page, () => checkout.click({ force: true }));
}

test.describe('checkout without Stripe keys', () => {
  test('the landing page’s pricing says payments are not configured and opens no tab', async ({ page }) => {
    const config = page.waitForResponse('**/api/billing/config');
    await page.goto('/');
    expect((await config).status()).toBe(200);
    const pricing = page.locator('#pricing');
    await pricing.scrollIntoViewIfNeeded();
    await expectNotConfigured(
      page,
      pricing.getByRole('article', { name: 'Pro', exact: true }),
      'Upgrade to Pro',
    );
    await expectNotConfigured(
      page,
      pricing.getByRole('article', { name: 'Lifetime', exact: true }),
      'Get Lifetime Access',
    );
  });

  test('a member’s plans page says so too, and shows no billing to manage', async ({ page, request }) => {
    const member = newMember('Sasha');
    await registerThroughApi(request, member);
    await signInThroughForm(page, member.email, member.password);
    await page.goto('/subscribe');
    for (const [name, button] of [
      ['Pro', 'Upgrade to Pro'],
      ['Lifetime', 'Get Lifetime Access'],
    ] as const) {
      await expectNotConfigured(page, page.getByRole('article', { name, exact: true }), button);
    }
    await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('Stripe’s return links: a calm note after cancelling, and sign-up says a paid plan will be attached', async ({
    page,
  }) => {
    await page.goto('/subscribe?checkout=cancelled');
    const note = page.getByTestId('checkout-result');
    await expect(note).toContainText('Checkout cancelled');
    await expect(note).toContainText('Nothing was charged, and your plan is unchanged.');

    await page.goto('/clean-register?checkout_session=cs_test_returned_from_stripe_1');
    await expect(page.getByTestId('paid-plan-note')).toContainText(
      'The plan you paid for will be attached to the account you create here.',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the therapist dashboard offers the plan but says payments are not configured', async ({ page }) => {
    await signUpTherapistInBrowser(page, newTherapist('Ilse'));
    await page.goto('/therapist-dashboard');
    const billing = page.getByTestId('practice-billing');
    const subscribe = billing.getByRole('button', { name: 'Subscribe — $99/month' });
    await expect(subscribe).toBeDisabled();
    await expect(subscribe).toHaveAccessibleDescription(NOT_CONFIGURED);
    await expect(billing.getByText(NOT_CONFIGURED)).toBeVisible();
    await expectNoNewTab(page, () => subscribe.click({ force: true }));
    await expect(page.getByRole('button', { name: 'Manage billing' })).toHaveCount(0);
  });
});
