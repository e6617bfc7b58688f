import type { Page } from '@playwright/test';
import { finishSignUpFromMail, mailboxText, SIGN_UP_MAIL_SENT } from './client-sign-up-mail';
import { expect, test } from './fixtures';
import { newTherapist, seriousViolations, signUpTherapistInBrowser, tickConsent } from './support';

/**
 * That a person is a practice's client is health information: the portal's sign-up answers a
 * known email exactly as a new one ("check your email"), and only the mail differs. The mailed
 * link opens the account, once.
 */
const SHOTS = '/work/shots/sign-up-privacy';

function registerUrl(baseURL: string | undefined, subdomain: string): string {
  return `${(baseURL ?? '').replace('//localhost', `//${subdomain}.localhost`)}/client/register`;
}

async function signUp(page: Page, url: string, email: string, password: string): Promise<void> {
  await page.goto(url);
  await page.getByLabel('First name').fill('Jonah');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('textbox', { name: 'Confirm password' }).fill(password);
  await tickConsent(page);
  await page.getByRole('button', { name: 'Create Account' }).click();
}

test('a known email gets the same answer as a new one; its owner is mailed, and a sign-up link opens the account once', async ({
  page,
  browser,
  baseURL,
}) => {
  // Four sign-ups, each with a bcrypt hash that takes up to a second on a busy machine.
  test.setTimeout(120_000);
  const therapist = newTherapist('Maya');
  await signUpTherapistInBrowser(page, therapist);
  const url = registerUrl(baseURL, therapist.subdomain);
  const email = `jonah-${Date.now()}@example.com`;

  const first = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const person = await first.newPage();
  await signUp(person, url, email, 'calm-harbor-73');
  await expect(person.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  const answer = person.getByTestId('sign-up-mail-sent');
  await expect(answer).toContainText(SIGN_UP_MAIL_SENT);
  await expect(answer).toBeFocused();
  expect(await seriousViolations(person)).toEqual([]);
  await person.screenshot({ path: `${SHOTS}/check-your-email-phone.png` });
  const newEmailAnswer = (await answer.textContent()) ?? '';
  const link = await finishSignUpFromMail(person, email);
  await expect(person).toHaveURL(/\/therapy-chat$/);
  await expect(person.getByTestId('portal-greeting')).toContainText('Hello Jonah');

  // Someone else tries the same email: word for word the same answer, and nothing is signed in.
  const second = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const stranger = await second.newPage();
  await signUp(stranger, url, email, 'other-harbor-55');
  await expect(stranger.getByTestId('sign-up-mail-sent')).toHaveText(newEmailAnswer);
  await expect(stranger.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await stranger.screenshot({ path: `${SHOTS}/check-your-email-known-email-desktop.png` });
  const toOwner = await mailboxText(stranger, email, 'Someone tried to create an account at');
  expect(toOwner).toContain('You already have an account there, so nothing was created.');
  expect(toOwner).toContain('/client/forgot-password');

  // The link worked once: opened again it says so, and leads back to the form.
  await stranger.goto(link);
  await expect(stranger.getByTestId('sign-up-link-refused')).toContainText(
    'This sign-up link has expired or was already used. Please sign up again.',
  );
  await stranger.getByRole('link', { name: 'Sign up again' }).click();
  await expect(stranger.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await first.close();
  await second.close();
});
