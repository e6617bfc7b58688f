import { expect, test } from './fixtures';
import { seriousViolations, tickConsent } from './support';

test('a therapist’s first day: sign up, onboarding, dashboard, a client, the assistant, Test AI, a referral in the mailbox', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const stamp = `${Date.now().toString(36).slice(-6)}`;
  const email = `journey-${stamp}@example.com`;

  await page.goto('/therapist-landing');
  await expect(page.getByTestId('pricing')).toContainText('$99/month');
  await expect(page.getByTestId('pricing')).toContainText('regular $199');
  await expect(page.getByTestId('pricing')).toContainText('Setup free (normally $499)');
  await expect(page.getByTestId('pricing')).toContainText('Up to 50 clients');
  await expect(page.getByTestId('pricing')).toContainText('Prices exclude VAT.');
  await page.getByRole('main').getByRole('link', { name: 'Get Started Free' }).first().click();
  await expect(page).toHaveURL(/\/therapist-register$/);

  await page.getByLabel('First name').fill('Harper');
  await page.getByLabel('Last name').fill('Lind');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('steady-harbor-58');
  await page.getByRole('textbox', { name: 'Subdomain' }).fill(`harper${stamp}`);
  await tickConsent(page);
  await page.getByRole('button', { name: 'Create Practice' }).click();
  await expect(page).toHaveURL(/\/therapist-dashboard$/, { timeout: 8000 });
  await expect(page.getByRole('heading', { level: 1, name: "Harper's Dashboard" })).toBeVisible();

  // Onboarding from the dashboard, finished quickly.
  await page.getByRole('link', { name: 'Start setup' }).click();
  for (let step = 1; step <= 7; step++) await page.getByRole('button', { name: 'Skip this step' }).click();
  await page.getByRole('button', { name: 'Finish setup' }).click();
  await expect(page).toHaveURL(/\/therapist-dashboard$/);
  await expect(page.getByTestId('onboarding-progress')).toBeHidden();

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByLabel('First name').fill('Mila');
  await dialog.getByLabel('Last name').fill('Stone');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByTestId('client-row').filter({ hasText: 'Mila Stone' })).toBeVisible();

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/ai-customization$/);
  await page.getByLabel('Personality style').selectOption('motivational');
  await page.getByRole('button', { name: 'Save Configuration' }).press('Enter');
  await expect(page.getByText('AI Configuration Saved')).toBeVisible();
  await page.getByRole('tab', { name: 'Test AI' }).press('Enter');
  await page
    .getByRole('textbox', { name: 'Test message', exact: true })
    .fill('I finally went for a walk today.');
  await page.getByRole('button', { name: 'Test Response' }).press('Enter');
  await expect(page.getByTestId('test-ai-reply')).toBeVisible();

  await page.getByRole('navigation', { name: 'Practice' }).getByRole('link', { name: 'Referrals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();
  await page.getByText('Wise', { exact: true }).click();
  await page.reload();
  await expect(page.getByRole('radio', { name: /Wise/ })).toBeChecked();
  const colleague = `colleague-${stamp}@example.com`;
  await expect(page.getByRole('button', { name: 'Send Invitation' })).toBeDisabled();
  await page.getByLabel("Colleague's email").fill(colleague);
  await page.getByRole('button', { name: 'Send Invitation' }).click();
  await expect(page.getByText('Referral Sent!')).toBeVisible();
  await expect(page.getByText("We've sent an invitation to your colleague.")).toBeVisible();
  await expect(page.getByLabel("Colleague's email")).toHaveValue('');
  await expect(page.getByTestId('referral-row').filter({ hasText: colleague })).toContainText('pending');
  const code = await page.getByTestId('referral-referral-code').textContent();

  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: colleague })
    .getByRole('link', { name: /invited you to try Mirrorwell/ })
    .click();
  await expect(
    page.locator('pre').getByRole('link', { name: new RegExp(`/therapist-register\\?ref=${code}`) }),
  ).toBeVisible();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the public therapist pages are axe-clean in ${colorScheme} mode and fit a phone`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/therapist-landing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'See the interactive demo' }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'How Mirrorwell works for your practice' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/therapist-landing$/);
    await page.goto('/demo');
    await page.getByRole('main').getByRole('link', { name: 'Get Started' }).click();
    await expect(page).toHaveURL(/\/therapist-register$/);
  });
}
