import type { Page } from '@playwright/test';
import { invitationLink } from './client-sign-up-mail';
import { expect, test } from './fixtures';
import { portalUrl } from './portal-clients';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

/** The sign-up form's two boxes (Terms and Privacy, 18 or over), ticked. */
const consent = { acceptedTerms: true, confirmedAge: true };

const statTile = (page: Page, label: string) => page.getByText(label, { exact: true }).locator('..');

test('a client counts as active only after accepting the invitation; Metrics opens their session metrics, never their words', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  const therapist = newTherapist('Maren');
  await signUpTherapistInBrowser(page, therapist, consent);
  await page.goto('/therapist-dashboard');
  const email = `noa-${Date.now()}@example.com`;

  await page.getByRole('button', { name: 'Add Client' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a client' });
  await dialog.getByLabel('First name').fill('Noa');
  await dialog.getByLabel('Last name').fill('Lind');
  await dialog.getByLabel('Email (optional)').fill(email);
  await dialog.getByRole('button', { name: 'Add Client' }).click();
  const row = page.getByTestId('client-row').filter({ hasText: 'Noa Lind' });
  await expect(row.getByTestId('client-status')).toHaveText('not joined yet');
  await expect(statTile(page, 'Active Clients')).toContainText('0');

  // Invited is not active either: not in the count, not under Active.
  await row.getByRole('button', { name: 'Invite Noa Lind' }).press('Enter');
  await expect(row.getByTestId('client-status')).toHaveText('invited');
  await expect(statTile(page, 'Active Clients')).toContainText('0');
  await page.getByRole('button', { name: 'Active', exact: true }).press('Enter');
  await expect(page.getByText('No clients match.')).toBeVisible();
  await page.getByRole('button', { name: 'All', exact: true }).press('Enter');

  // Metrics before any session: a dialog with the numbers, not a toast.
  await row.getByRole('button', { name: 'Metrics for Noa Lind' }).press('Enter');
  const metrics = page.getByRole('dialog', { name: 'Session metrics: Noa Lind' });
  await expect(metrics).toBeVisible();
  await expect(metrics).toContainText('Session Metrics Only. Chat content remains private.');
  await expect(metrics.getByTestId('client-metrics-summary')).toContainText('Sessions0');
  await expect(metrics).toContainText('This client has not joined your portal yet.');
  expect(await seriousViolations(page)).toEqual([]);
  await metrics.getByRole('button', { name: 'Close' }).click();
  await expect(metrics).toBeHidden();

  // The client accepts: signs up through the invitation, talks, rates the session 4.
  const link = await invitationLink(page, email);
  const client = await context.newPage();
  await client.goto(link);
  await client.getByLabel('First name').fill('Noa');
  await client.getByLabel('Last name').fill('Lind');
  await client.getByLabel('Email').fill(email);
  await client.getByRole('textbox', { name: 'Password', exact: true }).fill('calm-harbor-73');
  await client.getByRole('textbox', { name: 'Confirm password' }).fill('calm-harbor-73');
  // Whatever boxes the form asks to tick (Terms and Privacy, 18 or over), ticked.
  for (const box of await client.getByRole('checkbox').all()) {
    await box.dispatchEvent('click');
    await expect(box).toBeChecked();
  }
  await client.getByRole('button', { name: 'Create Account' }).press('Enter');
  await expect(client).toHaveURL(/\/therapy-chat$/);
  const secret = 'the lighthouse keeper in my dream';
  await client.getByRole('textbox', { name: 'Message' }).fill(`I keep thinking about ${secret}`);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByTestId('portal-assistant-message').first()).toBeVisible();
  await client.getByRole('button', { name: '4 out of 5' }).click();
  await expect(client.getByRole('button', { name: '4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
  await client.close();

  await page.goto('/therapist-dashboard');
  await expect(row.getByTestId('client-status')).toHaveText('active');
  await expect(statTile(page, 'Active Clients')).toContainText('1');
  await expect(row).toContainText('1 session ·');
  // One rating reads in the singular, on the stat card and in Analytics.
  await expect(statTile(page, 'Client Satisfaction')).toContainText('1 rating');
  await expect(statTile(page, 'Client Satisfaction')).not.toContainText('1 ratings');

  await row.getByRole('button', { name: 'Metrics for Noa Lind' }).press('Enter');
  await expect(metrics.getByTestId('client-metrics-summary')).toContainText('Sessions1');
  await expect(metrics.getByTestId('client-metrics-summary')).toContainText('4 of 5, from 1 rating');
  const sessions = metrics.getByTestId('client-metrics-sessions');
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(sessions.getByRole('row').nth(1)).toContainText('4 of 5');
  await expect(metrics).not.toContainText(secret);
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Analytics' }).press('Enter');
  const analytics = page.getByRole('tabpanel', { name: 'Analytics' });
  await expect(analytics).toContainText('out of 5, from 1 rating');
  await expect(analytics).toContainText('over 1 session');
  await expect(analytics).not.toContainText('1 ratings');
});

test('the pending-review badge reads "1 Pending Review" for one flagged conversation', async ({
  page,
  context,
  baseURL,
}) => {
  const therapist = newTherapist('Iris');
  await signUpTherapistInBrowser(page, therapist, consent);
  const visitor = await context.newPage();
  await visitor.goto(portalUrl(baseURL, therapist.subdomain));
  await visitor.getByLabel('How would you like me to address you?').fill('Ana');
  await visitor.getByRole('button', { name: 'Start Conversation' }).click();
  await visitor
    .getByRole('textbox', { name: 'Message' })
    .fill('I want to kill myself tonight, I have the pills ready');
  await visitor.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(visitor.getByTestId('portal-safety-reply')).toContainText('988');
  await visitor.close();

  await page.goto('/therapist-dashboard');
  await expect(page.getByTestId('pending-reviews')).toHaveText('1 Pending Review');
  await expect(statTile(page, 'Flagged Reviews')).toContainText('1');
});
