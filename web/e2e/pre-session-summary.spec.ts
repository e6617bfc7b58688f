import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { therapistAndClientOnPhone } from './portal-clients';
import { newTherapist, seriousViolations, signUpTherapistInBrowser } from './support';

/** What the client wrote; the therapist may read only the parts the client shares. */
const MESSAGES = [
  'Work has been heavy. My manager keeps adding deadlines and I stay late every night.',
  'I tried a breathing exercise before the team meeting and it helped a little.',
  'I want to talk about how to say no to my family without feeling guilty.',
  // The safety screen grades this note: a hard moment, shared only if the client keeps it.
  'Lately I feel so hopeless about everything.',
] as const;
const EDITED = 'How to say no to my family at Christmas without feeling guilty.';
const OWN_LINE = 'Going for a walk at lunch.';

async function say(client: Page, text: string, replies: number) {
  await client.getByRole('textbox', { name: 'Message' }).fill(text);
  await client.getByRole('button', { name: 'Send' }).click();
  await expect(client.getByTestId('portal-assistant-message')).toHaveCount(replies);
  // Saved: the session's count includes this exchange.
  await expect(client.getByTestId('session-info')).toContainText(`${replies * 2} messages`);
}

test('a client builds, edits and shares a pre-session summary; the therapist reads it dated; the client withdraws it and the therapist no longer sees it', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ups (bcrypt), a mailed link, a few offline replies and two browsers.
  test.slow();
  const { phone, client } = await therapistAndClientOnPhone(page, browser, baseURL, { darkTheme: true });
  for (const [index, text] of MESSAGES.entries()) await say(client, text, index + 1);

  // The client asks for the summary of the past weeks: their own words, by section.
  const card = client.getByRole('region', { name: 'Prepare for your next session' });
  await card.getByRole('button', { name: 'Prepare a summary' }).tap();
  const editor = card.getByRole('form', { name: 'Edit your summary' });
  await expect(editor.getByRole('region', { name: 'Themes' })).toContainText('Work');
  await expect(editor.getByRole('textbox', { name: 'What I tried, part 1' })).toHaveValue(MESSAGES[1]);
  const bring = editor.getByRole('textbox', { name: 'What I want to bring to the session, part 1' });
  await expect(bring).toHaveValue(MESSAGES[2]);
  const hard = editor.getByRole('textbox', { name: 'What I want to bring to the session, part 2' });
  await expect(hard).toHaveValue(MESSAGES[3]);
  const keepIt = editor.getByRole('checkbox', { name: 'This part mentions a hard moment; keep it?' });
  await expect(keepIt).not.toBeChecked();
  expect(await seriousViolations(client)).toEqual([]);

  // They edit a part, add a line of their own, and share.
  await bring.fill(EDITED);
  await editor
    .getByRole('region', { name: 'What I tried' })
    .getByRole('button', { name: 'Add a line' })
    .tap();
  await editor.getByRole('textbox', { name: 'What I tried, part 2' }).fill(OWN_LINE);
  await editor.getByRole('button', { name: 'Share with my therapist' }).tap();
  await expect(card.getByRole('status')).toHaveText(
    'Your summary is shared with your therapist. You can withdraw it at any time.',
  );
  const sharedList = card.getByRole('region', { name: 'Shared with your therapist' });
  await expect(sharedList.getByTestId('shared-summary-date')).toHaveText(/^Shared \d{1,2} \w{3} \d{4}/);
  await expect(sharedList).toContainText(EDITED);
  // Left unticked, the hard moment was not shared.
  await expect(sharedList).not.toContainText('hopeless');
  expect(await seriousViolations(client)).toEqual([]);

  // The therapist reads what was shared, dated; never the words the client edited away.
  await page.goto('/therapist-dashboard');
  await page.getByRole('button', { name: 'Summaries shared by Jonah Reyes' }).click();
  const dialog = page.getByRole('dialog', { name: 'Summaries shared by Jonah Reyes' });
  const today = new Date().toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
  await expect(dialog.getByTestId('shared-summary-date')).toContainText(`Shared ${today}`);
  await expect(dialog).toContainText(EDITED);
  await expect(dialog).toContainText(OWN_LINE);
  await expect(dialog).not.toContainText(MESSAGES[2]);
  await expect(dialog).not.toContainText('hopeless');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // The client withdraws it: gone from their list and from the therapist's.
  await sharedList.getByRole('button', { name: 'Withdraw' }).tap();
  await expect(card.getByRole('region', { name: 'Shared with your therapist' })).toHaveCount(0);
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.reload();
  await page.getByRole('button', { name: 'Summaries shared by Jonah Reyes' }).click();
  await expect(dialog).toContainText(
    'No summary shared. A summary appears here only when your client shares one.',
  );
  await expect(dialog).not.toContainText(EDITED);
  expect(await seriousViolations(page)).toEqual([]);
  await phone.close();
});

test('the weekly digest is off until the therapist turns it on, beside Add Client', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Rowan'));
  await page.goto('/therapist-dashboard');
  await page.getByRole('button', { name: 'Weekly digest' }).click();
  const dialog = page.getByRole('dialog', { name: 'Weekly digest mail' });
  const send = dialog.getByRole('checkbox', { name: 'Send me the weekly digest' });
  const names = dialog.getByRole('checkbox', { name: 'Name clients in the digest' });
  await expect(send).not.toBeChecked();
  await expect(names).toBeDisabled();
  await dialog.getByText('Send me the weekly digest').click();
  await expect(send).toBeChecked();
  await expect(names).toBeEnabled();
  expect(await seriousViolations(page)).toEqual([]);
  await page.reload();
  await page.getByRole('button', { name: 'Weekly digest' }).click();
  await expect(send).toBeChecked();
  await expect(names).not.toBeChecked();
});
