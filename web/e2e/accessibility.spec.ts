import { expect, test } from './fixtures';
import { closeWelcomeTips, newMember, seriousViolations, signUpThroughForm } from './support';

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`accessibility in ${colorScheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    });

    test('visitor pages have no serious or critical violations', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByTestId('guide-card')).toHaveCount(4);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/clean-login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/clean-register');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expect(page.getByText('First name is required')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/this-page-does-not-exist');
      await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the signed-in home has no serious or critical violations', async ({ page }) => {
      const member = newMember('Ellis');
      await signUpThroughForm(page, member);
      await closeWelcomeTips(page);
      await expect(page.getByRole('heading', { name: `Welcome, ${member.firstName}` })).toBeVisible();
      await expect(page.getByTestId('guide-card')).toHaveCount(4);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
