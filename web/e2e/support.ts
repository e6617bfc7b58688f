import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface TestMember {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** A member no other test uses. Sign-ups are rate-limited per address: keep them few. */
export function newMember(firstName = 'Avery'): TestMember {
  const unique = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  return {
    firstName,
    lastName: 'Lindqvist',
    email: `e2e-${unique}@example.com`,
    password: 'quiet-harbor-7431',
  };
}

/** What every sign-up request carries (issue 26, item 5): the Terms and Privacy notice, and 18 or over. */
export const CONSENT = { acceptedTerms: true, confirmedAge: true } as const;

/** Ticks a sign-up form's two boxes as a person would, by their visible box (a label's links stay unclicked). */
export async function tickConsent(page: Page): Promise<void> {
  for (const name of ['acceptedTerms', 'confirmedAge']) {
    await page.locator(`label:has(input[name="${name}"]) [data-part="control"]`).click();
    await expect(page.locator(`input[name="${name}"]`)).toBeChecked();
  }
}

/** Opens the sign-up form, then fills and sends it as a person would. */
export async function signUpThroughForm(page: Page, member: TestMember): Promise<void> {
  await page.goto('/clean-register');
  await sendMemberSignUpForm(page, member);
}

/** Fills and sends the member sign-up form, already open, as a person would. */
export async function sendMemberSignUpForm(page: Page, member: TestMember): Promise<void> {
  await page.getByLabel('First name').fill(member.firstName);
  await page.getByLabel('Last name').fill(member.lastName);
  await page.getByLabel('Email').fill(member.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(member.password);
  await tickConsent(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

/** A new member's welcome tips open by themselves about 1 s after sign-up: close them. */
export async function closeWelcomeTips(page: Page): Promise<void> {
  const tips = page.getByRole('dialog');
  await expect(tips).toBeVisible();
  await tips.getByRole('button', { name: 'Close' }).click();
  await expect(tips).toBeHidden();
}

/** Creates an account straight through the API (its own cookie jar: the browser stays signed out). */
export async function registerThroughApi(request: APIRequestContext, member: TestMember): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      email: member.email,
      password: member.password,
      firstName: member.firstName,
      lastName: member.lastName,
      ...CONSENT,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

export async function signInThroughForm(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/clean-login');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

/** Sends through the member chat's message box with Enter and waits until the guide's reply is complete. */
export async function sendAndWaitForReply(page: Page, text: string): Promise<void> {
  const guideReplies = page.getByTestId('message-guide');
  const before = await guideReplies.count();
  const messageBox = page.getByRole('textbox', { name: 'Message your guide' });
  await messageBox.fill(text);
  await messageBox.press('Enter');
  await expect(guideReplies).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByTestId('message-streaming')).toHaveCount(0);
}

/** The signed-in home: the greeting and the header's name and tier. */
export async function expectMemberHome(page: Page, firstName: string, tier: string): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: `Welcome, ${firstName}` })).toBeVisible();
  const header = page.getByRole('banner');
  await expect(header.getByText(firstName, { exact: true })).toBeVisible();
  await expect(header.getByText(tier, { exact: true })).toBeVisible();
}

/** What the axe checks judge: WCAG 2.x A and AA, and axe's best practices. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Waits until no finite animation runs: an opening dialog mid-animation is not what a person meets. */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
}

/** Serious and critical axe findings (WCAG 2.x A/AA and best practices) on the current page. */
export async function seriousViolations(page: Page) {
  await animationsSettled(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

export interface TestTherapist {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  subdomain: string;
}

let therapistCounter = 0;

export function newTherapist(firstName = 'Rowan'): TestTherapist {
  therapistCounter += 1;
  const stamp = `${Date.now().toString(36).slice(-6)}${therapistCounter}`;
  return {
    email: `therapist-${stamp}@example.com`,
    password: 'steady-harbor-58',
    firstName,
    lastName: 'Quill',
    subdomain: `prac${stamp}`.slice(0, 20),
  };
}

/**
 * Signs a member up through the API with the page's own cookie jar, so the browser is signed in
 * as that member afterwards.
 */
export async function signUpMemberInBrowser(page: Page, member: TestMember): Promise<void> {
  await page.goto('/working-test');
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/auth/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { ...member, ...CONSENT },
  );
  expect(status).toBe(201);
}

/**
 * Signs a therapist up through the API with the page's own cookie jar, so the browser is signed in
 * as that therapist afterwards.
 */
export async function signUpTherapistInBrowser(
  page: Page,
  therapist: TestTherapist,
  extra: Record<string, unknown> = {},
): Promise<void> {
  // From the page itself, so the browser keeps the session cookie as it would after the form.
  await page.goto('/working-test');
  const status = await page.evaluate(
    async (body) => {
      const response = await fetch('/api/therapist/register', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify(body),
      });
      return response.status;
    },
    { ...therapist, ...CONSENT, ...extra },
  );
  expect(status).toBe(201);
}

/**
 * Saves a practice's branding as the branding card does, from a page signed in as its therapist;
 * answers the status and the custom CSS as stored (and served).
 */
export async function saveBrandingInPage(
  therapistPage: Page,
  branding: Record<string, unknown>,
): Promise<{ status: number; storedCss: string }> {
  return therapistPage.evaluate(async (body) => {
    const response = await fetch('/api/therapist/branding', {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'include',
      body: JSON.stringify(body),
    });
    const saved = response.ok
      ? ((await response.json()) as { branding: { customCssStyles: string } })
      : undefined;
    return { status: response.status, storedCss: saved?.branding.customCssStyles ?? '' };
  }, branding);
}
