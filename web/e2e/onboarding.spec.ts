import { expect, test } from './fixtures';
import { newMember, seriousViolations, signUpThroughForm } from './support';

const tipTitles = [
  'Speak naturally',
  'Be honest',
  'Ask follow-up questions',
  'Use it for journaling and reflection',
  'Stay open',
];

test.describe('onboarding tips', () => {
  test('a new member gets the welcome tips once, about a second after arriving', async ({ page }) => {
    const member = newMember('Wren');
    await signUpThroughForm(page, member);
    await expect(page).toHaveURL(/\/$/);
    const arrivedAt = Date.now();

    // It waits a moment (1 s): the member first sees their space. The test sees the address change
    // up to half a second late on a loaded machine, so it asks for a quarter of a second at least.
    const dialog = page.getByRole('dialog', { name: 'Welcome to Mirrorwell' });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 5_000 });
    expect(Date.now() - arrivedAt).toBeGreaterThanOrEqual(250);

    await expect(dialog.getByText('Tip 1 of 5')).toBeVisible();
    await expect(dialog.getByRole('heading', { level: 3, name: tipTitles[0] })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expect(dialog.getByTestId('onboarding-progress').locator('> div')).toHaveCount(5);
    await expect(dialog.getByRole('button', { name: 'Next' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);

    for (let tip = 2; tip <= 5; tip += 1) {
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText(`Tip ${tip} of 5`)).toBeVisible();
      await expect(dialog.getByRole('heading', { level: 3, name: tipTitles[tip - 1] })).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeEnabled();
      await expect(dialog.getByRole('listitem')).toHaveCount(3);
    }
    await expect(dialog.getByRole('button', { name: 'Next' })).toHaveCount(0);

    // Previous goes back one tip; Next returns.
    await dialog.getByRole('button', { name: 'Previous' }).click();
    await expect(dialog.getByText('Tip 4 of 5')).toBeVisible();
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('button', { name: 'Start Your Journey' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem('showOnboarding'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('onboardingSeen'))).toMatch(/^\d{4}-\d\d-\d\dT/);

    await page.reload();
    await expect(page).toHaveURL(/\/$/);
    await page.waitForTimeout(2_000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`'How to Use' on sign-in opens the tips for anyone (${colorScheme})`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
      await page.goto('/clean-login');
      const howToUse = page.getByRole('button', { name: 'How to Use' });
      await howToUse.click();

      const dialog = page.getByRole('dialog', { name: 'How to Have Meaningful Conversations' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Tip 1 of 5')).toBeVisible();
      await expect(dialog.getByRole('button', { name: 'Previous' })).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);

      // Focus stays inside while the dialog is open.
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      }

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(howToUse).toBeFocused();

      // Opening again starts from the first tip.
      await howToUse.click();
      await dialog.getByRole('button', { name: 'Next' }).click();
      await expect(dialog.getByText('Tip 2 of 5')).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
      await howToUse.click();
      await expect(dialog.getByText('Tip 1 of 5')).toBeVisible();
    });
  }
});

test.describe('onboarding tips on a phone', () => {
  test.use({ viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true });

  test('the dialog fits the screen and its buttons can be reached', async ({ page }) => {
    await page.goto('/clean-login');
    await page.getByRole('button', { name: 'How to Use' }).tap();
    const dialog = page.getByRole('dialog', { name: 'How to Have Meaningful Conversations' });
    await expect(dialog).toBeVisible();
    const box = await dialog.boundingBox();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(375);
    const next = dialog.getByRole('button', { name: 'Next' });
    await expect(next).toBeInViewport();
    for (let tip = 2; tip <= 5; tip += 1) await next.tap();
    const start = dialog.getByRole('button', { name: 'Start Your Journey' });
    await expect(start).toBeInViewport();
    await start.tap();
    await expect(dialog).toBeHidden();
  });
});
