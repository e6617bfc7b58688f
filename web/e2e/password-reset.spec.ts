import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  expectMemberHome,
  newMember,
  seriousViolations,
  signInThroughForm,
  signUpThroughForm,
} from './support';

async function askForResetLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByTestId('reset-link-sent')).toContainText(
    'If an account exists for this email, a link to choose a new password is on its way.',
  );
}

async function setNewPassword(page: Page, password: string, confirmation = password): Promise<void> {
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill(confirmation);
  await page.getByRole('button', { name: 'Set New Password' }).click();
}

test.describe('password reset by mail', () => {
  test('a member who forgot the password gets back in through the mailed link, once', async ({ page }) => {
    // Sign-up, two sign-ins and a reset each hash a password at bcrypt cost 12.
    test.setTimeout(120_000);
    const member = newMember('Rowan');
    const newPassword = 'lantern-by-the-sea-52';
    await signUpThroughForm(page, member);
    // The welcome tips open by themselves once the chat screen has loaded, which on a busy
    // machine takes longer than one assertion's usual wait.
    const tips = page.getByRole('dialog');
    await expect(tips).toBeVisible({ timeout: 30_000 });
    await tips.getByRole('button', { name: 'Close' }).click();
    await expectMemberHome(page, member.firstName, 'Freemium');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await page.goto('/clean-login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page).toHaveTitle('Reset your password · Mirrorwell');
    await askForResetLink(page, member.email);

    // The development mailbox of the local runtime holds the mail.
    await page.goto('/dev/mailbox');
    await page
      .getByRole('row')
      .filter({ hasText: member.email })
      .getByRole('link', { name: 'Reset your Mirrorwell password' })
      .click();
    const html = page.frameLocator('iframe[title="The mail as HTML"]');
    await expect(html.getByRole('link', { name: 'Choose a new password' })).toBeVisible();
    await expect(html.getByText('your password stays the same')).toBeVisible();
    const link = page.locator('pre').getByRole('link', { name: /\/reset-password\?token=/ });
    const resetUrl = await link.getAttribute('href');
    await link.click();

    await expect(page).toHaveURL(/\/reset-password\?token=[A-Za-z0-9_-]{43}$/);
    await expect(page).toHaveTitle('Choose a new password · Mirrorwell');
    await expect(page.getByText('Minimum 8 characters')).toBeVisible();
    await setNewPassword(page, newPassword, 'not-the-same-one-1');
    await expect(
      page.getByRole('textbox', { name: 'Confirm new password', exact: true }),
    ).toHaveAccessibleDescription('The two passwords do not match');
    await expect(page.getByRole('textbox', { name: 'Confirm new password', exact: true })).toBeFocused();
    await setNewPassword(page, newPassword);
    await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/clean-login$/);

    await signInThroughForm(page, member.email, newPassword);
    await expectMemberHome(page, member.firstName, 'Freemium');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();

    await signInThroughForm(page, member.email, member.password);
    await expect(page.getByText('Login Failed', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/clean-login$/);

    // The link works once.
    await page.goto(resetUrl as string);
    await setNewPassword(page, 'one-more-try-with-it-3');
    await expect(page.getByRole('alert').filter({ hasText: 'This link no longer works' })).toBeFocused();
    await page.getByRole('link', { name: 'Ask for a New Link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('a weak new password is refused with the sign-up message and focus on the field', async ({ page }) => {
    await page.goto(`/reset-password?token=${'A'.repeat(43)}`);
    await setNewPassword(page, 'short');
    const field = page.getByRole('textbox', { name: 'New password', exact: true });
    await expect(field).toHaveAccessibleDescription(/Password must be at least 8 characters/);
    await expect(field).toBeFocused();
  });

  test('a link without a token says so and offers a new one', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText('This reset link has expired or was already used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a New Link' })).toBeVisible();
  });
});

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`password reset pages in ${colorScheme} mode`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    });

    test('have no serious or critical accessibility violations', async ({ page }) => {
      // Four full-page axe scans.
      test.slow();
      await page.goto('/forgot-password');
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expect(page.getByLabel('Email')).toHaveAccessibleDescription(
        'Please enter a valid email address',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await askForResetLink(page, `nobody-${Date.now()}-${colorScheme}@example.com`);
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(`/reset-password?token=${'B'.repeat(43)}`);
      await page.getByRole('button', { name: 'Set New Password' }).click();
      await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await setNewPassword(page, 'a-fine-new-password-4');
      await expect(page.getByText('This link no longer works')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
