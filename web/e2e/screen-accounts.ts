import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import {
  CONSENT,
  registerThroughApi,
  signUpTherapistInBrowser,
  type TestMember,
  type TestTherapist,
} from './support';

/**
 * One signed-in account per kind for the every-screen check, with fixed names, emails and
 * subdomain so screenshots need no masks for them. A run on a fresh data folder (CI) signs them
 * up; a run against a server already on the port (a local rerun) signs them in.
 */
export const screenMember: TestMember = {
  firstName: 'Avery',
  lastName: 'Lindqvist',
  email: 'screens-member@example.com',
  password: 'quiet-harbor-7431',
};

export const screenTherapist: TestTherapist = {
  firstName: 'Rowan',
  lastName: 'Quill',
  email: 'screens-therapist@example.com',
  password: 'steady-harbor-58',
  subdomain: 'screenspractice',
};

export const screenClient = {
  firstName: 'Jonah',
  lastName: 'Reyes',
  email: 'screens-client@example.com',
  password: 'calm-harbor-73',
};

export type AccountKind = 'visitor' | 'member' | 'therapist' | 'client';
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type SignedInStates = Record<Exclude<AccountKind, 'visitor'>, StorageState>;

/** The practice's own address: `{subdomain}.localhost:{port}`. */
export function portalUrl(baseURL: string, path = '/'): string {
  return `${baseURL.replace('//localhost', `//${screenTherapist.subdomain}.localhost`)}${path}`;
}

async function postFromPage(page: Page, url: string, body: unknown): Promise<number> {
  return page.evaluate(
    async ({ url, body }) => {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { url, body },
  );
}

async function signedInMember(context: BrowserContext): Promise<void> {
  const signIn = await context.request.post('/api/auth/login', {
    data: { email: screenMember.email, password: screenMember.password },
  });
  if (signIn.ok()) return;
  await registerThroughApi(context.request, screenMember);
}

/**
 * The therapist, with onboarding saved at its last step (8), so its earlier steps open with Back
 * without changing what is stored.
 */
async function signedInTherapist(page: Page): Promise<void> {
  await page.goto('/working-test');
  const signIn = await postFromPage(page, '/api/therapist/login', {
    email: screenTherapist.email,
    password: screenTherapist.password,
  });
  if (signIn !== 200) await signUpTherapistInBrowser(page, screenTherapist);
  await page.goto('/therapist-onboarding');
  const stepLine = page.getByText(/^Step \d of 8$/);
  await expect(stepLine).toBeVisible();
  for (let skipped = 0; skipped < 8 && (await stepLine.textContent()) !== 'Step 8 of 8'; skipped += 1) {
    const before = await stepLine.textContent();
    await page.getByRole('button', { name: 'Skip this step' }).click();
    await expect(stepLine).not.toHaveText(before ?? '');
  }
  await expect(stepLine).toHaveText('Step 8 of 8');
}

async function signedInClient(page: Page, baseURL: string): Promise<void> {
  await page.goto(portalUrl(baseURL, '/client/login'));
  const account = {
    email: screenClient.email,
    password: screenClient.password,
    therapistSubdomain: screenTherapist.subdomain,
  };
  if ((await postFromPage(page, '/api/client/login', account)) === 200) return;
  const status = await postFromPage(page, '/api/client/register', {
    ...account,
    ...CONSENT,
    firstName: screenClient.firstName,
    lastName: screenClient.lastName,
    ...CONSENT,
  });
  expect(status, 'client sign-up').toBe(201);
}

/** Signs each kind of account in once (the therapist first: the client belongs to its practice). */
export async function signInEveryKind(browser: Browser, baseURL: string): Promise<SignedInStates> {
  const states: Partial<SignedInStates> = {};
  for (const kind of ['therapist', 'member', 'client'] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    if (kind === 'member') await signedInMember(context);
    if (kind === 'therapist') await signedInTherapist(page);
    if (kind === 'client') await signedInClient(page, baseURL);
    states[kind] = await context.storageState();
    await context.close();
  }
  return states as SignedInStates;
}
