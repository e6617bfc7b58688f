import { expect, type Page } from '@playwright/test';

/** What the portal says to every sign-up without a working invitation, known email or not. */
export const SIGN_UP_MAIL_SENT =
  'Check your email: we sent you a link to finish creating your account. If you already have an account here, the mail says how to sign in.';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The newest mail to `email` whose subject starts with `subject`, as the development mailbox shows it. */
export async function mailboxText(page: Page, email: string, subject: string): Promise<string> {
  const here = new URL(page.url());
  const mailbox = `${here.protocol}//localhost:${here.port}/dev/mailbox`;
  const list = await (await page.request.get(mailbox)).text();
  const row = new RegExp(
    `<tr><td>${escapeRegExp(email)}</td><td><a href="/dev/mailbox/([0-9A-Z]+)">${escapeRegExp(subject)}`,
  );
  const id = list.match(row)?.[1];
  expect(id, `a mail "${subject}…" to ${email}`).toBeTruthy();
  return (await page.request.get(`${mailbox}/${id}`)).text();
}

/**
 * A client's sign-up without an invitation ends with "Check your email"; the account opens from the
 * mailed link. Reads the link from the local runtime's development mailbox and opens it in `page`,
 * as the person would from their inbox; returns the link.
 */
export async function finishSignUpFromMail(page: Page, email: string): Promise<string> {
  await expect(page.getByTestId('sign-up-mail-sent')).toContainText(SIGN_UP_MAIL_SENT);
  const mail = await mailboxText(page, email, 'Finish creating your account');
  const link = mail.match(/href="(https?:\/\/[^"]+\/client\/register\?confirm=[A-Za-z0-9_-]+)"/)?.[1];
  expect(link, 'the sign-up link in the mail').toBeTruthy();
  await page.goto(link as string);
  return link as string;
}

/** The sign-up link of the newest invitation mailed to `email`, read from the development mailbox. */
export async function invitationLink(page: Page, email: string): Promise<string> {
  await page.goto('/dev/mailbox');
  await page
    .getByRole('row')
    .filter({ hasText: email })
    .getByRole('link', { name: /invited you to their client portal/ })
    .first()
    .click();
  const link = await page
    .locator('pre')
    .getByRole('link', { name: /\/client\/register\?invite=/ })
    .first()
    .textContent();
  return (link ?? '').trim();
}
