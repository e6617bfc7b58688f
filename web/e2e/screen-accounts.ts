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

interface PortalAccount {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A client of the therapist's practice who has not talked with its assistant yet. */
export const screenClient: PortalAccount = {
  firstName: 'Jonah',
  lastName: 'Reyes',
  email: 'screens-client@example.com',
  password: 'calm-harbor-73',
};

/** A client of the same practice with one conversation, for its end-of-session bar and sharing. */
export const screenSharingClient: PortalAccount = {
  firstName: 'Lena',
  lastName: 'Ortiz',
  email: 'screens-sharing-client@example.com',
  password: 'calm-harbor-73',
};

/** The message of that one conversation. */
export const sharedConversationOpening = 'Today I want to talk about the lake house weekend';

/** A practice in Illinois: its clients get the private journal instead of AI chat. */
export const screenJournalTherapist: TestTherapist = {
  firstName: 'Iris',
  lastName: 'Hale',
  email: 'screens-journal-therapist@example.com',
  password: 'steady-harbor-58',
  subdomain: 'screensjournal',
};

/** A client of the Illinois practice with one journal entry, not shared. */
export const screenJournalClient: PortalAccount = {
  firstName: 'Mira',
  lastName: 'Stone',
  email: 'screens-journal-client@example.com',
  password: 'calm-harbor-73',
};

export const journalEntryText = 'A quiet walk by the river today.';

export type AccountKind = 'visitor' | 'member' | 'therapist' | 'client' | 'sharing-client' | 'journal-client';
export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;
export type SignedInStates = Record<Exclude<AccountKind, 'visitor'>, StorageState>;

/** A practice's own address: `{subdomain}.localhost:{port}` (the therapist's practice by default). */
export function portalUrl(baseURL: string, path = '/', subdomain = screenTherapist.subdomain): string {
  return `${baseURL.replace('//localhost', `//${subdomain}.localhost`)}${path}`;
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

async function getFromPage<T>(page: Page, url: string): Promise<T> {
  return page.evaluate(async (url) => (await fetch(url, { credentials: 'include' })).json(), url);
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

/**
 * A sign-up without an invitation finishes by a mailed link: its secret is read from the local
 * runtime's mailbox and sent as the portal sends it when the link is opened.
 */
async function confirmMailedSignUp(page: Page, baseURL: string, email: string, subdomain: string) {
  const portalPage = page.url();
  await page.goto(`${baseURL}/dev/mailbox`);
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /^Finish creating your account/ })
    .first()
    .click();
  const link = await page.locator('pre a[href*="confirm="]').first().getAttribute('href');
  const token = new URL(link ?? '', baseURL).searchParams.get('confirm');
  await page.goto(portalPage);
  const status = await postFromPage(page, '/api/client/register/confirm', {
    therapistSubdomain: subdomain,
    token,
  });
  expect(status, 'client sign-up confirmed').toBe(201);
}

async function signedInClient(
  page: Page,
  baseURL: string,
  client: PortalAccount,
  subdomain = screenTherapist.subdomain,
): Promise<void> {
  await page.goto(portalUrl(baseURL, '/client/login', subdomain));
  const account = { email: client.email, password: client.password, therapistSubdomain: subdomain };
  if ((await postFromPage(page, '/api/client/login', account)) === 200) return;
  const status = await postFromPage(page, '/api/client/register', {
    ...account,
    ...CONSENT,
    firstName: client.firstName,
    lastName: client.lastName,
  });
  if (status === 202) await confirmMailedSignUp(page, baseURL, client.email, subdomain);
  else expect(status, 'client sign-up').toBe(201);
}

/** The sharing client's one conversation: made by its first message, once per data folder. */
async function withOneConversation(page: Page): Promise<void> {
  const { sessions } = await getFromPage<{ sessions: { kind: string; messageCount: number }[] }>(
    page,
    '/api/therapy/conversations',
  );
  if (sessions.some((session) => session.kind === 'chat' && session.messageCount > 0)) return;
  expect(await postFromPage(page, '/api/therapy/chat', { message: sharedConversationOpening })).toBe(201);
}

/** The Illinois practice (its therapist's session is not kept), then its client's one entry. */
async function signedInJournalClient(page: Page, baseURL: string): Promise<void> {
  await page.goto('/working-test');
  const therapistSignIn = await postFromPage(page, '/api/therapist/login', {
    email: screenJournalTherapist.email,
    password: screenJournalTherapist.password,
  });
  if (therapistSignIn !== 200) {
    await signUpTherapistInBrowser(page, screenJournalTherapist, { licenseState: 'IL' });
  }
  await page.context().clearCookies();
  await signedInClient(page, baseURL, screenJournalClient, screenJournalTherapist.subdomain);
  const { entries } = await getFromPage<{ entries: unknown[] }>(page, '/api/therapy/journal');
  if (entries.length > 0) return;
  expect(
    await postFromPage(page, '/api/therapy/journal', { text: journalEntryText, sharedWithTherapist: false }),
  ).toBe(201);
}

/** Signs each kind of account in once (the therapist first: the client belongs to its practice). */
export async function signInEveryKind(browser: Browser, baseURL: string): Promise<SignedInStates> {
  const states: Partial<SignedInStates> = {};
  for (const kind of ['therapist', 'member', 'client', 'sharing-client', 'journal-client'] as const) {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    if (kind === 'member') await signedInMember(context);
    if (kind === 'therapist') await signedInTherapist(page);
    if (kind === 'client') await signedInClient(page, baseURL, screenClient);
    if (kind === 'sharing-client') {
      await signedInClient(page, baseURL, screenSharingClient);
      await withOneConversation(page);
    }
    if (kind === 'journal-client') await signedInJournalClient(page, baseURL);
    states[kind] = await context.storageState();
    await context.close();
  }
  return states as SignedInStates;
}
