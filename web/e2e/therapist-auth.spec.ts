import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  newMember,
  newTherapist,
  registerThroughApi,
  seriousViolations,
  signUpTherapistInBrowser,
  tickConsent,
} from './support';

async function fillRegistration(page: Page, therapist: ReturnType<typeof newTherapist>) {
  await page.getByLabel('First name').fill(therapist.firstName);
  await page.getByLabel('Last name').fill(therapist.lastName);
  await page.getByLabel('Email').fill(therapist.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(therapist.password);
}

test('a therapist signs up: auto-generated subdomain, a taken one refused on blur, the trial toast, the dashboard', async ({
  page,
  browser,
}) => {
  // A colleague already holds a subdomain.
  const colleague = newTherapist('Colleen');
  const other = await browser.newPage();
  await signUpTherapistInBrowser(other, colleague);
  await other.close();

  const therapist = newTherapist('Wren');
  await page.goto('/therapist-register?ref=abcd2345');
  await expect(page.getByText('You were invited by a colleague (code ABCD2345)')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Therapeutic approach' })).toHaveValue('CBT');
  await fillRegistration(page, therapist);

  const subdomain = page.getByRole('textbox', { name: 'Subdomain' });
  await subdomain.fill(colleague.subdomain);
  await subdomain.blur();
  await expect(page.getByText('This subdomain is already taken')).toBeVisible();
  await subdomain.fill('ab');
  await subdomain.blur();
  await expect(page.getByText('This subdomain is already taken')).toBeHidden();

  await page.getByRole('button', { name: 'Auto-generate' }).click();
  await expect(subdomain).toHaveValue('wrenquill');
  await subdomain.fill(therapist.subdomain);
  await subdomain.blur();
  await expect(page.getByText(`${therapist.subdomain}.localhost`).first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'is available' })).toBeVisible();

  // Illinois: the practice's clients get a journal instead of AI chat, said before sign-up.
  await page.getByRole('combobox', { name: 'Licence state (optional)' }).selectOption('IL');
  await expect(page.getByTestId('jurisdiction-notice')).toContainText('private between-session journal');
  await page.getByRole('combobox', { name: 'Licence state (optional)' }).selectOption('OR');
  await expect(page.getByTestId('jurisdiction-notice')).toBeHidden();

  await tickConsent(page);
  await page.getByRole('button', { name: 'Create Practice' }).click();
  await expect(page.getByText('Welcome to Mirrorwell!')).toBeVisible();
  await expect(page.getByText('14-day free trial with up to 10 clients')).toBeVisible();
  // The dashboard follows 2 s later.
  await expect(page).toHaveURL(/\/therapist-register/);
  await expect(page).toHaveURL(/\/therapist-dashboard$/, { timeout: 5000 });
});

test('sign-up shows each field rule in the spec’s words', async ({ page }) => {
  await page.goto('/therapist-register');
  await page.getByRole('button', { name: 'Create Practice' }).click();
  await expect(page.getByText('First name is required')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByText('Subdomain must be at least 3 characters')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subdomain' }).fill('dr-jones');
  await expect(page.getByText('Subdomain can only contain lowercase letters and numbers')).toBeVisible();
  await page.getByRole('textbox', { name: 'Subdomain' }).fill('admin');
  await expect(page.getByText('This subdomain is reserved')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the therapist sign-in ends a member session, and a wrong password is refused with the spec’s toast', async ({
  page,
  request,
}) => {
  const member = newMember('Mara');
  await registerThroughApi(request, member);
  await page.goto('/clean-login');
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible();

  await page.goto('/therapist-login');
  await expect(page.getByRole('heading', { name: 'Therapist sign in' })).toBeVisible();
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(page.getByText('Invalid email or password')).toBeVisible();
  // Opening the therapist sign-in ended the member's session.
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
});

test('a therapist signs in, is sent to the dashboard, and a visitor is kept out of therapist screens', async ({
  page,
  browser,
}) => {
  await page.goto('/therapist-onboarding');
  await expect(page).toHaveURL(/\/therapist-login$/);
  const therapist = newTherapist('Sol');
  const other = await browser.newPage();
  await signUpTherapistInBrowser(other, therapist);
  await other.close();
  await page.getByLabel('Email').fill(therapist.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(therapist.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/therapist-dashboard$/);
});

test('a therapist resets a forgotten password by mail', async ({ page, browser }) => {
  // Sign-up, the reset and the sign-in each hash a password at bcrypt cost 12: on a busy machine
  // the three together can pass the usual 30 s.
  test.setTimeout(90_000);
  const therapist = newTherapist('Ines');
  const other = await browser.newPage();
  await signUpTherapistInBrowser(other, therapist);
  await other.close();
  await page.goto('/therapist-login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/therapist-forgot-password$/);
  // The address changes first; the sign-in page (with its own Email field) stays on screen until the
  // reset page has loaded, so wait for that page before typing.
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await page.getByLabel('Email').fill(therapist.email);
  // The answer takes at least a second by design (it must not tell whether the email has an
  // account); on a loaded machine more. Wait for it, and say what it was if it was not a success.
  const answered = page.waitForResponse((r) => r.url().endsWith('/api/therapist/forgot-password'), {
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  const answer = await answered;
  expect(answer.status(), await answer.text()).toBe(200);
  await expect(page.getByTestId('reset-link-sent')).toBeVisible();

  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: therapist.email })
    .getByRole('link', { name: 'Reset your Mirrorwell password' })
    .click();
  await page
    .locator('pre')
    .getByRole('link', { name: /\/therapist-reset-password\?token=/ })
    .click();
  await expect(page).toHaveURL(/\/therapist-reset-password\?token=/);
  await page.getByRole('textbox', { name: 'New password', exact: true }).fill('quiet-meadow-77');
  await page.getByRole('textbox', { name: 'Confirm new password', exact: true }).fill('quiet-meadow-77');
  await page.getByRole('button', { name: 'Set New Password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/therapist-login$/);
  await page.getByLabel('Email').fill(therapist.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('quiet-meadow-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/therapist-dashboard$/);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`therapist account screens have no serious accessibility findings in ${colorScheme} mode, and fit a phone`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ['/therapist-register', '/therapist-login', '/therapist-forgot-password']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    }
  });
}
