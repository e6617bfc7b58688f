import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

test('the dashboard shows the practice from live data: header, portal link, stats, clients and tabs', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const therapist = newTherapist('Priya');
  await signUpTherapistInBrowser(page, therapist, { therapeuticApproach: 'ACT' });
  await page.goto('/therapist-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: "Priya's Dashboard" })).toBeVisible();
  await expect(page.getByText(/localhost:\d+/).first()).toBeVisible();
  await expect(page.getByText(new RegExp(`/${therapist.subdomain} · ACT$`))).toBeVisible();
  await expect(page.getByTestId('trial-status')).toHaveText('Free trial: 14 days left, up to 10 clients.');
  await expect(page.getByTestId('onboarding-progress')).toContainText('0 of 8 steps done');
  await expect(page.getByTestId('pending-reviews')).toBeHidden();

  // The portal link: copy and preview.
  await expect(page.getByTestId('portal-link')).toHaveText(
    new RegExp(`^http://${therapist.subdomain}\\.localhost:\\d+$`),
  );
  await page.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Link copied!')).toBeVisible();
  await expect(page.getByText('Client portal link copied to clipboard')).toBeVisible();
  // Pressed again: the new notice replaces the first (one at a time).
  await page.getByRole('button', { name: 'Copy' }).click();
  // (Well within the first notice's 5 s: only replacing it leaves one.)
  await expect(page.getByText('Link copied!')).toHaveCount(1, { timeout: 2_500 });
  await expect(page.getByText('Link copied!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
    `${therapist.subdomain}.localhost`,
  );
  const [preview] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Preview' }).click(),
  ]);
  await expect(preview).toHaveURL(new RegExp(`/${therapist.subdomain}$`));
  await preview.close();

  // Stats start at zero; satisfaction has no ratings.
  await expect(page.getByText('No ratings yet')).toBeVisible();

  // Clients: empty state, the dialog's rules, then a client.
  await expect(page.getByText('No clients yet')).toBeVisible();
  await expect(page.getByText('Add your first client to get started!')).toBeVisible();
  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('First name is required')).toBeVisible();
  await dialog.getByLabel('First name').fill('Jonah');
  await dialog.getByLabel('Last name').fill('Reyes');
  await dialog.getByLabel('Email (optional)').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  await dialog.getByLabel('Email (optional)').fill(`jonah-${Date.now()}@example.com`);
  await dialog.getByLabel('Client ID (optional)').fill('JR-7');
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  await expect(page.getByText('Client Added')).toBeVisible();
  await expect(page.getByText('New client has been successfully added to your practice.')).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId('client-row').filter({ hasText: 'Jonah Reyes' });
  await expect(row).toContainText('JR');
  await expect(row).toContainText('0 sessions · Last active: No sessions yet');
  await expect(row).toContainText('ID: JR-7');
  await expect(page.getByRole('group', { name: 'Show clients' })).toBeVisible();
  // Added is not active: a client counts once they accept the invitation (therapist-clients.spec.ts).
  await expect(row.getByTestId('client-status')).toHaveText('not joined yet');
  await expect(page.getByText('Active Clients').locator('..')).toContainText('0');

  await row.getByRole('button', { name: 'Metrics for Jonah Reyes' }).press('Enter');
  const metrics = page.getByRole('dialog', { name: 'Session metrics: Jonah Reyes' });
  await expect(metrics).toContainText('Session Metrics Only. Chat content remains private.');
  await page.keyboard.press('Escape');
  await expect(metrics).toBeHidden();
  await row.getByRole('button', { name: 'Invite Jonah Reyes' }).press('Enter');
  await expect(page.getByText('Invitation sent')).toBeVisible();
  await expect(row.getByTestId('client-status')).toHaveText('invited');
  await row.getByRole('button', { name: 'Deactivate Jonah Reyes' }).press('Enter');
  await expect(row.getByTestId('client-status')).toHaveText('inactive');
  await page.getByRole('button', { name: 'Active', exact: true }).press('Enter');
  await expect(page.getByText('No clients match.')).toBeVisible();
  await page.getByRole('button', { name: 'Inactive' }).press('Enter');
  await expect(row).toBeVisible();
  await page.getByRole('textbox', { name: 'Search clients by name' }).fill('zzz');
  await expect(page.getByText('No clients match.')).toBeVisible();

  // The other tabs, each from live data (keys: toasts may cover the pointer's way).
  await page.getByRole('tab', { name: 'Conversations' }).press('Enter');
  await expect(page.getByText('No conversations yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).press('Enter');
  await expect(page.getByText('No sessions yet').first()).toBeVisible();
  await page.getByRole('tab', { name: 'AI Configuration' }).press('Enter');
  await expect(page.getByText('Empathetic')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Configuration' })).toHaveAttribute(
    'href',
    '/ai-customization',
  );
  await expect(page.getByRole('link', { name: 'Test AI Responses' })).toHaveAttribute('href', '/test-demo');
});

test('a practice in Nevada is told its clients get a journal instead of AI chat', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Nell'), { licenseState: 'NV' });
  await page.goto('/therapist-dashboard');
  await expect(page.getByTestId('jurisdiction-notice')).toContainText("Nevada's AB 406 (2025)");
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`the dashboard has no serious accessibility findings in ${colorScheme} mode and fits a phone`, async ({
    page,
  }) => {
    await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
    await page.setViewportSize({ width: 375, height: 800 });
    await signUpTherapistInBrowser(page, newTherapist('Ola'));
    await page.goto('/therapist-dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('No clients yet')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['Conversations', 'Analytics', 'AI Configuration']) {
      await page.getByRole('tab', { name }).press('Enter');
      await expect(page.getByRole('tabpanel', { name })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    }
  });
}
