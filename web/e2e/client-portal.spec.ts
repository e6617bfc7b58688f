import type { Page } from '@playwright/test';
import { finishSignUpFromMail } from './client-sign-up-mail';
import { expect, test } from './fixtures';
import { fillClientSignUpForm, newPortalClient, portalUrl, signUpOnPortalForm } from './portal-clients';
import {
  newTherapist,
  saveBrandingInPage,
  seriousViolations,
  signUpTherapistInBrowser,
  type TestTherapist,
} from './support';

const branding = {
  brandingColor: '#0f766e',
  secondaryColor: '#134e4a',
  backgroundStyle: 'gradient',
  logoUrl: '',
  therapistPhotoUrl: '',
  welcomeTitle: 'Welcome to Harbor Counseling',
  welcomeMessage: 'A calm place to reflect between our sessions.',
  greetingMessage: '',
  practiceDescription: 'Counseling for anxiety and life transitions.',
  contactEmail: 'office@harbor.example',
  contactPhone: '+1 555 010 0200',
  officeAddress: '',
  emergencyInstructions: 'Call our on-call line at 555-0100, day or night.',
  customDisclaimer: '',
  showTherapistPhoto: true,
  showPracticeInfo: true,
  showEmergencyInfo: true,
  customCssStyles:
    '.mw-bubble-assistant { letter-spacing: 0.01em } body { background: url(https://evil.example/x.png) }',
};

/** A therapist with a branded practice; the page stays signed in as the therapist. */
async function brandedPractice(page: Page, extra: Record<string, unknown> = {}): Promise<TestTherapist> {
  const therapist = newTherapist('Harper');
  await signUpTherapistInBrowser(page, therapist, extra);
  expect((await saveBrandingInPage(page, branding)).status).toBe(200);
  return therapist;
}

test('a visitor chats on the practice’s own subdomain: welcome, name, a streamed reply, crisis help, rating, and the therapist sees the flag', async ({
  page,
  context,
  baseURL,
}) => {
  const therapist = await brandedPractice(page);
  const visitor = await context.newPage();
  await visitor.goto(portalUrl(baseURL, therapist.subdomain));

  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Welcome to Harbor Counseling' }),
  ).toBeVisible();
  await expect(visitor.getByText('A calm place to reflect between our sessions.')).toBeVisible();
  await expect(visitor.getByTestId('ai-disclosure-note')).toHaveText(
    "You'll be talking with an AI assistant, not a person or a therapist.",
  );
  await expect(visitor.getByTestId('crisis-support-box').first()).toContainText('555-0100');
  await expect(visitor.getByTestId('privacy-notice')).toContainText('never what you write');
  await expect(visitor.getByTestId('portal')).toHaveAttribute('data-background', 'gradient');
  await expect(visitor.getByTestId('portal-custom-css')).not.toContainText('evil.example');

  const start = visitor.getByRole('button', { name: 'Start Conversation' });
  await expect(start).toBeDisabled();
  await visitor.getByLabel('How would you like me to address you?').fill('   ');
  await expect(start).toBeDisabled();
  await visitor.getByLabel('How would you like me to address you?').fill('Ana');
  await start.click();

  await expect(visitor.getByRole('heading', { level: 1, name: 'AI Assistant - Harper Quill' })).toBeVisible();
  await expect(visitor.getByTestId('secure-note')).toHaveText('Encrypted & private');
  await expect(visitor.getByTestId('portal-greeting')).toContainText(
    "Hello Ana, I'm the AI assistant of Harper Quill's practice",
  );
  await expect(visitor.getByTestId('supervised-by')).toContainText('Supervised by Harper Quill');
  const send = visitor.getByRole('button', { name: 'Send' });
  await expect(send).toBeDisabled();
  await visitor
    .getByRole('textbox', { name: 'Message' })
    .fill('Work has been a lot this week and I feel scattered');
  await send.click();
  await expect(visitor.getByTestId('portal-client-message')).toHaveCount(1);
  await expect(visitor.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  await expect(visitor.getByTestId('portal-assistant-message').first()).toContainText(
    "Just so you know: I'm an AI guide",
  );

  await visitor
    .getByRole('textbox', { name: 'Message' })
    .fill('I want to kill myself tonight, I have the pills ready');
  await visitor.getByRole('textbox', { name: 'Message' }).press('Enter');
  const crisis = visitor.getByTestId('portal-safety-reply');
  await expect(crisis).toContainText('988');
  await expect(crisis).toContainText('555-0100');

  await visitor.getByRole('button', { name: '4 out of 5' }).click();
  await expect(visitor.getByRole('button', { name: '4 out of 5' })).toHaveAttribute('aria-pressed', 'true');
  // An anonymous visitor has no therapist relationship: nothing offers to share (portal-visitor.spec.ts).
  await expect(visitor.getByText('Share with my therapist', { exact: true })).toHaveCount(0);

  await page.goto('/therapist-dashboard');
  await expect(page.getByTestId('pending-reviews')).toHaveText('1 Pending Review');
});

test('the same portal opens at /client/{subdomain} and /{subdomain} on the root domain; an unknown one is not found', async ({
  page,
}) => {
  const therapist = await brandedPractice(page);
  await page.goto(`/client/${therapist.subdomain}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbor Counseling' })).toBeVisible();
  await page.goto(`/${therapist.subdomain}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Harbor Counseling' })).toBeVisible();
  await page.goto('/client/nosuchpractice9');
  await expect(page.getByRole('heading', { name: 'Therapist Not Found' })).toBeVisible();
  await expect(page.getByText('The therapist profile for this subdomain could not be found.')).toBeVisible();
  await page.goto('/nosuchpractice9');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('a client signs up on the portal, chats, shares a session, and the therapist reads only what was shared', async ({
  page,
  context,
  baseURL,
}) => {
  // The client's sign-up finishes by a mailed link: one more page and a second wait for bcrypt.
  test.slow();
  const therapist = await brandedPractice(page);
  const client = await context.newPage();
  await client.goto(portalUrl(baseURL, therapist.subdomain, '/client/register'));
  await expect(client.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  const jonah = newPortalClient();
  await fillClientSignUpForm(client, jonah, 'calm-harbor-74');
  await client.getByRole('button', { name: 'Create Account' }).click();
  await expect(client.getByText('Password mismatch')).toBeVisible();
  await expect(client.getByText('Passwords do not match. Please try again.')).toBeVisible();
  await expect(client).toHaveURL(/\/client\/register$/);

  await client.getByRole('textbox', { name: 'Confirm password' }).fill('calm-harbor-73');
  await client.getByRole('button', { name: 'Create Account' }).press('Enter');
  await finishSignUpFromMail(client, jonah.email);
  await expect(client).toHaveURL(/\/therapy-chat$/);
  await expect(client.getByRole('heading', { level: 1, name: 'AI Assistant - Harper Quill' })).toBeVisible();
  await expect(client.getByRole('region', { name: 'Your Therapist' })).toContainText('AI style');
  await expect(client.getByRole('link', { name: 'Contact Harper' })).toHaveAttribute(
    'href',
    'mailto:office@harbor.example',
  );

  await client
    .getByRole('textbox', { name: 'Message' })
    .fill('Today I want to talk about the lake house weekend');
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByTestId('portal-assistant-message').first()).toContainText("I'm an AI guide");
  await expect(client.getByTestId('session-info')).toContainText('2 messages');

  // The session comes back after a reload.
  await client.reload();
  await expect(client.getByTestId('portal-client-message')).toContainText('lake house weekend');

  await page.goto('/therapist-dashboard');
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await page.getByRole('button', { name: 'Review' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('dialog').getByText('lake house weekend')).toHaveCount(0);

  await client.getByText('Share with my therapist', { exact: true }).click();
  await client.getByRole('alertdialog').getByRole('button', { name: 'Share', exact: true }).click();
  await expect(client.getByText('Harper Quill can read this conversation.', { exact: false })).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: 'Conversations' }).click();
  await page.getByRole('button', { name: 'Review' }).first().click();
  await expect(page.getByRole('dialog').getByText('lake house weekend').first()).toBeVisible();

  // Signing out and back in: the session is still there.
  await client.getByRole('button', { name: 'Sign out' }).click();
  await expect(client).toHaveURL(/\/client\/login$/);
  await client.getByLabel('Email').fill(jonah.email);
  await client.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password-1');
  await client.getByRole('button', { name: 'Sign In' }).click();
  await expect(client.getByText('Sign in failed')).toBeVisible();
  await client.getByRole('textbox', { name: 'Password', exact: true }).fill('calm-harbor-73');
  await client.getByRole('button', { name: 'Sign In' }).press('Enter');
  await expect(client).toHaveURL(/\/therapy-chat$/);
  // A new session starts; the last one waits in the list (nothing of it stays on a shared device).
  await expect(client.getByTestId('portal-client-message')).toHaveCount(0);
  await client.getByRole('region', { name: 'Your sessions' }).getByRole('button').first().click();
  await expect(client.getByTestId('portal-client-message')).toContainText('lake house weekend');
});

test('a practice in Illinois offers its clients a private journal instead of AI chat', async ({
  page,
  baseURL,
}) => {
  const therapist = await brandedPractice(page, { licenseState: 'IL' });
  await page.goto(portalUrl(baseURL, therapist.subdomain));
  await expect(page.getByTestId('journal-invitation')).toContainText('never answered by an AI');
  await expect(page.getByRole('button', { name: 'Start Conversation' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Create an account' }).click();
  // Without an invitation the account opens from the mailed link (the answer never tells who is a client).
  await signUpOnPortalForm(page, newPortalClient('Mira', 'Stone'), 'Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Your private journal' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Journal entry' }).fill('A quiet walk by the river today.');
  await page.getByRole('button', { name: 'Save Entry' }).click();
  await expect(page.getByTestId('journal-entry').first()).toContainText('A quiet walk by the river today.');
  await expect(page.getByTestId('portal-assistant-message')).toHaveCount(0);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`the portal is axe-clean in ${scheme} mode and fits a phone`, async ({ page, context, baseURL }) => {
    const therapist = await brandedPractice(page);
    const visitor = await context.newPage();
    await visitor.addInitScript((mode) => localStorage.setItem('theme', mode), scheme);
    await visitor.setViewportSize({ width: 375, height: 740 });
    await visitor.goto(portalUrl(baseURL, therapist.subdomain));
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Welcome to Harbor Counseling' }),
    ).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.getByLabel('How would you like me to address you?').fill('Ana');
    await visitor.getByRole('button', { name: 'Start Conversation' }).click();
    await visitor.getByRole('textbox', { name: 'Message' }).fill('Hello, it was a long day');
    await visitor.getByRole('button', { name: 'Send' }).click();
    await expect(visitor.getByTestId('session-feedback')).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
    const overflow = await visitor.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await visitor.goto(portalUrl(baseURL, therapist.subdomain, '/client/login'));
    await expect(visitor.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(await seriousViolations(visitor)).toEqual([]);
  });
}

test('the therapist brands the portal on the AI customisation screen and is told what custom CSS was removed and why', async ({
  page,
  context,
  baseURL,
}) => {
  const therapist = newTherapist('Noor');
  await signUpTherapistInBrowser(page, therapist);
  await page.goto('/ai-customization');
  const card = page.getByRole('region', { name: 'Client portal branding' });
  await card.getByLabel('Welcome title').fill('Welcome to Cedar Counseling');
  await card.getByLabel('Emergency instructions', { exact: false }).fill('Call the office line at 555-0199.');
  await card
    .getByLabel('Custom CSS')
    .fill(
      '.mw-welcome { letter-spacing: 0.02em } @import url(https://evil.example/x.css); .mw-chat { position: fixed }',
    );
  await card.getByRole('button', { name: 'Save Branding' }).click();
  await expect(page.getByText('Portal Branding Saved')).toBeVisible();
  const removals = card.getByTestId('css-removals');
  await expect(removals.getByRole('listitem')).toHaveCount(2);
  await expect(removals).toContainText('@import');
  await expect(removals).toContainText('position');
  await expect(card.getByLabel('Custom CSS')).toHaveValue('.mw-portal .mw-welcome{letter-spacing:0.02em}');
  // The card says what a theme is and why the rest goes, and lists the parts and properties on demand.
  const guide = card.getByTestId('custom-css-guide');
  await expect(guide).toContainText(
    'Anything that could hide, move, resize, cover or fade part of the portal is removed',
  );
  await expect(guide.getByTestId('theme-hooks')).toBeHidden();
  await guide.getByText('The parts and properties a theme can use').click();
  await expect(guide.getByTestId('theme-hooks').getByRole('listitem')).toHaveCount(8);
  await expect(guide.getByTestId('theme-hooks')).toContainText('.mw-header the top of the chat card');
  await expect(guide.getByTestId('theme-properties')).toContainText('Shadows: box-shadow (up to 3');

  const visitor = await context.newPage();
  await visitor.goto(portalUrl(baseURL, therapist.subdomain));
  await expect(visitor.getByRole('heading', { level: 1, name: 'Welcome to Cedar Counseling' })).toBeVisible();
  await expect(visitor.getByTestId('crisis-support-box').first()).toContainText('555-0199');
});
