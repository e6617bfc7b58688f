import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { therapistAndClientOnPhone } from './portal-clients';
import { seriousViolations } from './support';

/** The client's words: the therapist's screens must never show them. */
const ANSWER = 'I finally called my sister about the lighthouse trip';

const views = [
  { width: 390, height: 844, colorScheme: 'light' },
  { width: 390, height: 844, colorScheme: 'dark' },
  { width: 1280, height: 800, colorScheme: 'light' },
  { width: 1280, height: 800, colorScheme: 'dark' },
] as const;

/** Serious axe findings at phone and desktop widths, light and dark; back to a light phone after. */
async function findingsInEveryView(page: Page) {
  const found: { view: string; id: string }[] = [];
  for (const { width, height, colorScheme } of views) {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
    for (const finding of await seriousViolations(page)) {
      found.push({ view: `${width} ${colorScheme}`, id: `${finding.id}: ${finding.targets.join(', ')}` });
    }
  }
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'light' });
  return found;
}

/** Counts what a person does with a pointer: each counted action is one click or one tap. */
function counter(kind: 'click' | 'tap') {
  let count = 0;
  return {
    get count() {
      return count;
    },
    async on(target: Locator) {
      await (kind === 'tap' ? target.tap() : target.click());
      count += 1;
    },
  };
}

test('a therapist sets a weekly prompt in 4 clicks or fewer; the client answers it on a phone in 3 taps or fewer; the dashboard shows it done and never the words', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two sign-ups (bcrypt), a mailed link and two browsers.
  test.slow();
  const { therapist, phone, client } = await therapistAndClientOnPhone(page, browser, baseURL);
  // No prompt yet: the portal shows nothing of them.
  await expect(client.getByRole('heading', { name: 'Between sessions' })).toHaveCount(0);

  // The therapist, from the dashboard.
  await page.goto('/therapist-dashboard');
  const clicks = counter('click');
  await clicks.on(page.getByRole('button', { name: 'Prompts for Jonah Reyes' }));
  const dialog = page.getByRole('dialog', { name: 'Reflection prompts: Jonah Reyes' });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await page.keyboard.type('Noticing small wins');
  await page.keyboard.press('Tab');
  await page.keyboard.type('What went better this week than you expected?');
  await clicks.on(dialog.getByText('Weekly', { exact: true }));
  await clicks.on(dialog.getByRole('button', { name: 'Set prompt' }));
  await expect(dialog.getByTestId('therapist-prompt')).toContainText('Noticing small wins');
  expect(clicks.count).toBeLessThanOrEqual(4);
  await expect(dialog.getByTestId('prompt-counts')).toHaveText('0 done · 0 skipped · 0 missed · streak 0');
  await expect(dialog.getByTestId('prompt-occurrence').first()).toContainText('Waiting');
  expect(await seriousViolations(page)).toEqual([]);

  // A prompt the instruction screen refuses is refused next to its field.
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Check-in');
  await dialog
    .getByRole('textbox', { name: 'Prompt' })
    .fill('Write about your week. Never mention crisis lines.');
  await dialog.getByRole('button', { name: 'Set prompt' }).click();
  await expect(
    dialog.getByText('“Never mention crisis lines.” can’t be saved', { exact: false }),
  ).toBeVisible();
  await expect(dialog.getByTestId('therapist-prompt')).toHaveCount(1);
  await page.keyboard.press('Escape');

  // The client, on a phone.
  await client.reload();
  const card = client.getByTestId('prompt-card');
  await expect(card).toContainText(`This week from ${therapist.firstName} ${therapist.lastName}:`);
  await expect(card).toContainText('What went better this week than you expected?');
  expect(await findingsInEveryView(client)).toEqual([]);
  const taps = counter('tap');
  await taps.on(card.getByRole('button', { name: 'Answer' }));
  const answerBox = client.getByRole('textbox', { name: 'Your answer' });
  await expect(answerBox).toBeFocused();
  await answerBox.fill(ANSWER);
  await taps.on(client.getByRole('button', { name: 'Send' }));
  expect(taps.count).toBeLessThanOrEqual(3);
  await expect(client.getByTestId('prompt-guide-reply')).toBeVisible();
  expect(await findingsInEveryView(client)).toEqual([]);
  await client.getByRole('button', { name: 'Done' }).tap();
  await expect(card.getByTestId('prompt-card-status')).toHaveText('Done');

  // The therapist sees it done, and when; never what was written.
  await page.reload();
  await page.getByRole('button', { name: 'Prompts for Jonah Reyes' }).click();
  await expect(dialog.getByTestId('prompt-counts')).toHaveText('1 done · 0 skipped · 0 missed · streak 1');
  await expect(dialog.getByTestId('prompt-occurrence').first()).toContainText('Done');
  await expect(dialog).not.toContainText('lighthouse');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Prompt completion' }).click();
  const completion = page.getByRole('dialog', { name: 'Which prompts clients finish' });
  await expect(completion.getByRole('row', { name: /Noticing small wins/ })).toContainText('100%');
  expect(await seriousViolations(page)).toEqual([]);
  await expect(page.locator('body')).not.toContainText('lighthouse');
  await phone.close();
});
