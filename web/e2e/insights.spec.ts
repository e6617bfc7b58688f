import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, seriousViolations, signUpThroughForm } from './support';

/**
 * `/insights` against the local runtime and its offline guide: a freemium member follows a theme to
 * the message it came from and meets the locked advanced section; a lifetime member (the friends
 * coupon) sees the charts and asks for this week's reflection. Axe runs on both, light and dark.
 */

async function sendAndWait(page: Page, text: string): Promise<void> {
  const box = page.getByRole('textbox', { name: 'Message your guide' });
  const replies = page.getByTestId('message-guide');
  const before = await replies.count();
  await box.fill(text);
  await box.press('Enter');
  await expect(replies).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
}

/**
 * The welcome tips open a moment after sign-up; this spec is not about them, so they are closed
 * when they come and not required (onboarding.spec.ts covers them).
 */
async function closeTipsIfShown(page: Page): Promise<void> {
  const tips = page.getByRole('dialog');
  const shown = await tips
    .waitFor({ state: 'visible', timeout: 4_000 })
    .then(() => true)
    .catch(() => false);
  if (!shown) return;
  await tips.getByRole('button', { name: 'Close' }).click();
  await expect(tips).toBeHidden();
}

async function signUpAndChat(page: Page, firstName: string): Promise<void> {
  await signUpThroughForm(page, newMember(firstName));
  await expect(page.getByRole('textbox', { name: 'Message your guide' })).toBeVisible({ timeout: 15_000 });
  await closeTipsIfShown(page);
  await sendAndWait(page, 'My boss moved the project deadline again and work feels heavy');
  await sendAndWait(page, 'I went to bed early and my sleep was better');
}

async function expectNoSeriousViolations(page: Page, ready: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.evaluate((mode) => localStorage.setItem('theme', mode), scheme);
    await page.reload();
    await ready();
    expect(await seriousViolations(page), `${scheme} mode`).toEqual([]);
  }
}

test.describe('insights', () => {
  test.setTimeout(90_000);

  test('a member follows a theme to its message, and a freemium member finds advanced insights locked', async ({
    page,
  }) => {
    await signUpAndChat(page, 'Indigo');

    await page.getByRole('banner').getByRole('link', { name: 'Insights' }).click();
    await expect(page).toHaveURL(/\/insights$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your insights' })).toBeVisible();
    const mirror = page.getByRole('region', { name: 'Mirror Mode' });
    await expect(mirror.getByText('work', { exact: true })).toBeVisible();
    await expect(mirror.getByText('sleep', { exact: true })).toBeVisible();
    await expect(page.getByTestId('reflection-frequency')).toContainText('1 of 7');

    const locked = page.getByTestId('advanced-locked');
    await expect(locked).toContainText('part of the Pro plan');
    await expect(locked.getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/subscribe');
    await expect(page.getByRole('button', { name: "Write this week's reflection" })).toHaveCount(0);

    await expectNoSeriousViolations(page, () =>
      expect(mirror.getByText('work', { exact: true })).toBeVisible(),
    );

    await page.getByRole('list', { name: 'Messages about work' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/chat$/);
    const label = page.getByTestId('linked-message-label');
    await expect(label).toHaveText('From your insights');
    const linked = page.locator('[data-message-id]:has([data-testid="linked-message-label"]) > article');
    await expect(linked).toContainText('My boss moved the project deadline again and work feels heavy');
    await expect(linked).toBeInViewport();
    // The conversation is open: its later messages are there too, and the chat carries on in it.
    await expect(page.getByText('I went to bed early and my sleep was better')).toBeVisible();
  });

  test('a lifetime member sees charts and gets one reflection from the guide this week', async ({ page }) => {
    await signUpAndChat(page, 'Marlow');
    const redeemed = await page.evaluate(async () => {
      const response = await fetch('/api/coupons/redeem', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ code: 'friends100' }),
      });
      return response.status;
    });
    expect(redeemed).toBe(200);

    await page.goto('/insights');
    await expect(page.getByTestId('advanced-locked')).toHaveCount(0);
    const charts = page.getByTestId('insight-charts');
    await expect(charts.getByRole('img', { name: /Messages per week, last 12 weeks/ })).toBeVisible();
    await charts.getByText('Show as a table').first().click();
    await expect(charts.getByRole('table', { name: /Messages per week/ })).toBeVisible();

    const reflection = page.getByTestId('weekly-reflection');
    await reflection.getByRole('button', { name: "Write this week's reflection" }).click();
    await expect(reflection).toContainText('Here is what I noticed, looking back over your week.');
    await expect(reflection).toContainText('Written by Mirror Mode (Offline guide)');
    await expect(reflection.getByRole('button')).toHaveCount(0);

    await expectNoSeriousViolations(page, () =>
      expect(reflection).toContainText('Here is what I noticed, looking back over your week.'),
    );
  });
});
