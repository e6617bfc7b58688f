import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { finishSignUpFromMail } from './client-sign-up-mail';
import { newTherapist, signUpTherapistInBrowser, type TestTherapist, tickConsent } from './support';

/** A practice's own address: `{subdomain}.localhost:{port}`, then `path`. */
export function portalUrl(baseURL: string | undefined, subdomain: string, path = '/'): string {
  return `${(baseURL ?? '').replace('//localhost', `//${subdomain}.localhost`)}${path}`;
}

export interface PortalClient {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A client no other test has signed up: `jonah-<now>@example.com` for Jonah Reyes. */
export function newPortalClient(firstName = 'Jonah', lastName = 'Reyes'): PortalClient {
  return {
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}-${Date.now()}@example.com`,
    password: 'calm-harbor-73',
  };
}

/** Fills the portal's sign-up form as the client would: names, email, password twice, consent. */
export async function fillClientSignUpForm(
  page: Page,
  client: PortalClient,
  confirmPassword = client.password,
): Promise<void> {
  await page.getByLabel('First name').fill(client.firstName);
  await page.getByLabel('Last name').fill(client.lastName);
  await page.getByLabel('Email').fill(client.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(client.password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(confirmPassword);
  await tickConsent(page);
}

/**
 * Signs a client up on the portal's sign-up form, already open in `page`: the form, sent by a
 * click or by Enter, then the mailed link (no invitation), which opens the client's portal.
 */
export async function signUpOnPortalForm(
  page: Page,
  client: PortalClient,
  send: 'click' | 'Enter' = 'click',
): Promise<void> {
  await fillClientSignUpForm(page, client);
  const createAccount = page.getByRole('button', { name: 'Create Account' });
  await (send === 'click' ? createAccount.click() : createAccount.press('Enter'));
  await finishSignUpFromMail(page, client.email);
}

/** A new client, Jonah Reyes, signed up on a practice's portal and at its therapy chat. */
export async function signUpClientOnPortal(
  client: Page,
  baseURL: string | undefined,
  subdomain: string,
): Promise<void> {
  await client.goto(portalUrl(baseURL, subdomain, '/client/register'));
  await signUpOnPortalForm(client, newPortalClient());
  await expect(client).toHaveURL(/\/therapy-chat$/);
}

/**
 * A therapist, Dana, signed up in `page`, and a client of theirs signed up on a phone (390×844,
 * touch; in the dark theme if asked) and at the portal's therapy chat. The test closes the phone.
 */
export async function therapistAndClientOnPhone(
  page: Page,
  browser: Browser,
  baseURL: string | undefined,
  options: { darkTheme?: boolean } = {},
): Promise<{ therapist: TestTherapist; phone: BrowserContext; client: Page }> {
  const therapist = newTherapist('Dana');
  await signUpTherapistInBrowser(page, therapist);
  const phone = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  if (options.darkTheme) await phone.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const client = await phone.newPage();
  await signUpClientOnPortal(client, baseURL, therapist.subdomain);
  return { therapist, phone, client };
}
