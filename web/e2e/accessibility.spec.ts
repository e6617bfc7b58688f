import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { closeWelcomeTips, newMember, signUpThroughForm } from './support';

/** Serious and critical axe findings (WCAG 2.x A/AA and best practices) on the current page. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

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
