import type { Page } from '@playwright/test';
import { invitationLink } from './client-sign-up-mail';
import { expect, test } from './fixtures';
import {
  closeWelcomeTips,
  newMember,
  newTherapist,
  registerThroughApi,
  seriousViolations,
  signInThroughForm,
  signUpTherapistInBrowser,
  tickConsent,
} from './support';

/**
 * Issue 26, item 5 (members and accounts): the Privacy notice and the Terms exist and are linked,
 * every sign-up asks for consent and age, a locked guide opens the upgrade offer naming a plan that
 * is sold, the coupon hint is a link, and an invitation prefills the client's sign-up.
 */

const TERMS_REFUSAL = 'Please agree to the Terms and the Privacy notice to create an account';
const AGE_REFUSAL = 'You must be 18 or over to create an account';

/** The API calls that answered 404 while a page was open. */
function apiNotFound(page: Page): string[] {
  const seen: string[] = [];
  page.on('response', (response) => {
    if (response.status() === 404 && new URL(response.url()).pathname.startsWith('/api/')) {
      seen.push(new URL(response.url()).pathname);
    }
  });
  return seen;
}

test.describe('the Privacy notice and the Terms', () => {
  test('open from the footer with their content, pre-rendered, and look up no practice', async ({
    page,
    request,
  }) => {
    const notFound = apiNotFound(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy', exact: true }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    for (const section of [
      'What we store',
      'How long we keep it',
      'Who can read what',
      'The AI that answers',
      'Export and deletion',
      'No sale of data',
      'Contact',
    ]) {
      await expect(page.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(page.getByRole('main')).toContainText('never the text of a conversation, unless you choose');
    await expect(page.getByRole('main')).toContainText('Password reset links work once, for 1 hour.');
    await expect(page.getByRole('main')).toContainText('We do not sell or rent your personal data');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms', exact: true }).click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      'You must be 18 or over to create an account of any kind.',
    );
    await expect(page.getByRole('main')).toContainText('a reflective support tool, not therapy');
    expect(await seriousViolations(page)).toEqual([]);

    // Opened directly: the address is the page (never a practice named "privacy"), in the build's HTML.
    await page.goto('/privacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeVisible();
    expect(notFound).toEqual([]);
    for (const [path, text] of [
      ['/privacy', 'What we store'],
      ['/terms', 'Who may use it'],
    ]) {
      const html = await (await request.get(path as string)).text();
      expect(html).toContain(text as string);
    }
  });
});

test.describe('consent at sign-up', () => {
  test('a member cannot sign up without both boxes; with them the account opens', async ({ page }) => {
    const member = newMember('Corin');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/register')) sent.push(request.postData() ?? '');
    });
    await page.goto('/clean-register');
    await page.getByLabel('First name').fill(member.firstName);
    await page.getByLabel('Last name').fill(member.lastName);
    await page.getByLabel('Email').fill(member.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(TERMS_REFUSAL)).toBeVisible();
    await expect(page.getByText(AGE_REFUSAL)).toBeVisible();
    await expect(
      page.getByRole('checkbox', { name: /^I agree to the Terms .*and the Privacy notice/ }),
    ).toBeFocused();
    expect(sent).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    // The label's links open the pages themselves.
    await expect(page.getByRole('link', { name: /^the Terms/ })).toHaveAttribute('href', '/terms');
    await expect(page.getByRole('link', { name: /^the Privacy notice/ })).toHaveAttribute('href', '/privacy');

    await tickConsent(page);
    await expect(page.getByText(TERMS_REFUSAL)).toBeHidden();
    await page.getByRole('button', { name: 'Create Account' }).click();
    // Sign-up (bcrypt, cost 12) and the welcome tips take a while on a busy machine.
    await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${member.firstName}` })).toBeVisible({
      timeout: 20_000,
    });
    await page.getByRole('dialog').waitFor({ timeout: 15_000 });
    await closeWelcomeTips(page);
    expect(JSON.parse(sent[0] ?? '{}')).toMatchObject({ acceptedTerms: true, confirmedAge: true });
  });

  test('a therapist cannot create a practice without both boxes', async ({ page }) => {
    const therapist = newTherapist('Lior');
    await page.goto('/therapist-register');
    await page.getByLabel('First name').fill(therapist.firstName);
    await page.getByLabel('Last name').fill(therapist.lastName);
    await page.getByLabel('Email').fill(therapist.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(therapist.password);
    await page.getByRole('textbox', { name: /Subdomain/ }).fill(therapist.subdomain);
    await page.getByRole('button', { name: 'Create Practice' }).click();
    await expect(page.getByText(TERMS_REFUSAL)).toBeVisible();
    await expect(page.getByText(AGE_REFUSAL)).toBeVisible();
    await expect(page).toHaveURL(/\/therapist-register$/);
    expect(await seriousViolations(page)).toEqual([]);

    await tickConsent(page);
    const reply = page.waitForResponse('**/api/therapist/register');
    await page.getByRole('button', { name: 'Create Practice' }).click();
    expect((await reply).status()).toBe(201);
    await expect(page.getByText('Welcome to Mirrorwell!')).toBeVisible();
  });

  test('an invited client finds their email and name filled in, and must still tick both boxes', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const therapist = newTherapist('Anouk');
    await signUpTherapistInBrowser(page, therapist);
    const email = `wren-${Date.now()}@example.com`;
    const clientId = await page.evaluate(
      async (body) => {
        const post = (path: string, data?: unknown) =>
          fetch(path, {
            method: 'POST',
            credentials: 'include',
            headers: { 'Content-Type': 'application/json' },
            ...(data ? { body: JSON.stringify(data) } : {}),
          });
        const added = (await (await post('/api/therapist/clients', body)).json()) as { id: string };
        await post(`/api/therapist/clients/${added.id}/invite`);
        return added.id;
      },
      { firstName: 'Wren', lastName: 'Ashby', email },
    );
    expect(clientId).toBeTruthy();

    const link = await invitationLink(page, email);
    const invite = new URL(link).searchParams.get('invite');
    expect(invite).toBeTruthy();

    const client = await context.newPage();
    await client.goto(`/client/${therapist.subdomain}/register?invite=${invite}`);
    await expect(client.getByLabel('Email')).toHaveValue(email);
    await expect(client.getByLabel('First name')).toHaveValue('Wren');
    await expect(client.getByLabel('Last name')).toHaveValue('Ashby');

    await client.getByRole('textbox', { name: 'Password', exact: true }).fill('calm-harbor-73');
    await client.getByRole('textbox', { name: 'Confirm password' }).fill('calm-harbor-73');
    await client.getByRole('button', { name: 'Create Account' }).click();
    await expect(client.getByText(TERMS_REFUSAL)).toBeVisible();
    await expect(client.getByText(AGE_REFUSAL)).toBeVisible();
    expect(await seriousViolations(client)).toEqual([]);

    await tickConsent(client);
    await client.getByRole('button', { name: 'Create Account' }).click();
    await expect(client).toHaveURL(/\/therapy-chat$/);

    // A link that no longer works opens an empty form (sign-up then says why), never someone's details.
    await client.goto(`/client/${therapist.subdomain}/register?invite=${invite}`);
    await expect(client.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await expect(client.getByLabel('Email')).toHaveValue('');
  });
});

test.describe('plans a member can buy', () => {
  test('a locked guide names a plan that is sold, and clicking it opens the upgrade offer', async ({
    page,
    request,
  }) => {
    const member = newMember('Ossian');
    await registerThroughApi(request, member);
    await signInThroughForm(page, member.email, member.password);

    const shadow = page.getByTestId('guide-card').filter({ hasText: 'Shadow Mode' });
    await expect(shadow).toBeVisible({ timeout: 20_000 });
    await expect(shadow).toContainText('Opens with Pro');
    await expect(shadow).not.toContainText('Standard');
    await shadow.getByRole('button', { name: /Shadow Mode/ }).click();
    const offer = page.getByRole('dialog', { name: 'Shadow Mode opens with Pro' });
    await expect(offer).toBeVisible();
    await expect(offer).toContainText('Upgrading to Pro opens it');
    await offer.getByRole('link', { name: 'See plans' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    // The plans page sells Pro, the plan the offer named.
    await expect(page.getByRole('button', { name: /Pro/ }).first()).toBeVisible();

    // The guide menu says the same.
    await page.goto('/');
    await page.getByTestId('mode-picker').click();
    const item = page.getByRole('menuitem', { name: /Shadow Mode/ });
    await expect(item).toContainText('Opens with the Pro plan.');
    await item.click();
    await expect(page.getByRole('dialog', { name: 'Shadow Mode opens with Pro' })).toBeVisible();
  });

  test('the coupon hint on /subscribe is a link to /coupon', async ({ page }) => {
    await page.goto('/subscribe');
    await page.getByTestId('coupon-note').getByRole('link', { name: 'Have a friends coupon?' }).click();
    await expect(page).toHaveURL(/\/coupon$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
