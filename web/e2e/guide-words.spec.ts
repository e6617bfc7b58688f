import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  newMember,
  newTherapist,
  sendAndWaitForReply,
  signUpMemberInBrowser,
  signUpTherapistInBrowser,
} from './support';

/**
 * The guides' words as a person reads them (issue 26, items 3 and 7): Test AI and the sandbox show
 * replies as the member chat does (Markdown, no raw asterisks), the greeting once, Enter sends; and
 * the offline guide neither repeats a question nor quotes a whole sentence over a conversation.
 */

const RISKY = 'I want to end my life tonight';
/** Sign-up asks for both boxes (issue 26, item 5); an older server ignores them. */
const CONSENT = { acceptedTerms: true, confirmedAge: true };

/** Signs a member up with the page's own cookie jar, then opens the chat. */
async function signUpAndOpenChat(page: Page) {
  await signUpMemberInBrowser(page, newMember('Nell'));
  await page.goto('/chat');
  await expect(page.getByRole('textbox', { name: 'Message your guide' })).toBeVisible();
}

/** A reply shown as Markdown: bold and a list are elements, and no "**" is left in the text. */
async function expectRenderedMarkdown(reply: Locator) {
  await expect(reply.locator('strong').filter({ hasText: '988 Suicide & Crisis Lifeline' })).toHaveCount(1);
  await expect(reply.locator('li').first()).toBeVisible();
  expect(await reply.locator('li').count()).toBeGreaterThanOrEqual(2);
  await expect(reply).not.toContainText('**');
  await expect(reply).not.toContainText(/^\s*- /m);
}

test('Test AI shows the reply as Markdown and the greeting once', async ({ page }) => {
  await signUpTherapistInBrowser(page, newTherapist('Maren'), CONSENT);
  await page.goto('/ai-customization');
  await page.getByLabel('Client greeting').fill('Welcome to the Harbor practice.');
  await page.getByRole('tab', { name: 'Test AI' }).click();
  const message = page.getByRole('textbox', { name: 'Test message', exact: true });
  const reply = page.getByTestId('test-ai-reply');

  await message.fill('Work has been heavy this week and I feel tired.');
  await page.getByRole('button', { name: 'Test Response' }).click();
  await expect(reply).toContainText('Your assistant answered');
  await expect(reply.getByText('Welcome to the Harbor practice.')).toHaveCount(1);
  expect((await reply.innerText()).split('Welcome to the Harbor practice.')).toHaveLength(2);
  await expect(reply).not.toContainText('**');

  await message.fill(RISKY);
  await page.getByRole('button', { name: 'Test Response' }).click();
  await expect(reply).toContainText('The safety screen answered');
  await expectRenderedMarkdown(reply);
  expect((await reply.innerText()).split('Welcome to the Harbor practice.')).toHaveLength(2);
});

test('the sandbox: Enter sends, Shift+Enter adds a line, the greeting opens it once, replies are Markdown', async ({
  page,
}) => {
  await signUpTherapistInBrowser(page, newTherapist('Odile'), CONSENT);
  await page.goto('/test-demo');
  const greeting = page.getByText("Hello, I'm the AI assistant of Odile");
  await expect(greeting).toHaveCount(1);
  const box = page.getByRole('textbox', { name: 'Message', exact: true });

  await box.fill('I argued with my sister');
  await box.press('Shift+Enter');
  await box.pressSequentially('and I keep replaying it.');
  await expect(box).toHaveValue('I argued with my sister\nand I keep replaying it.');
  await expect(page.getByTestId('sandbox-client')).toHaveCount(0);

  await box.press('Enter');
  await expect(page.getByTestId('sandbox-client')).toHaveText(
    /I argued with my sister\s+and I keep replaying it\./,
  );
  await expect(page.getByTestId('sandbox-assistant')).toHaveCount(1);
  await expect(box).toHaveValue('');

  await box.fill('Work was long today and I feel flat.');
  await box.press('Enter');
  await expect(page.getByTestId('sandbox-assistant')).toHaveCount(2);
  await expect(greeting).toHaveCount(1);

  // Graded note: an ordinary reply with the quiet resources line under it, as in the member chat.
  await box.fill('I would never kill myself but some days I get why people do');
  await box.press('Enter');
  await expect(page.getByTestId('sandbox-assistant')).toHaveCount(3);
  await expect(
    page.getByTestId('sandbox-assistant').nth(2).getByTestId('safety-resources-line'),
  ).toBeVisible();
  await expect(page.getByTestId('sandbox-assistant').nth(1).getByTestId('safety-resources-line')).toHaveCount(
    0,
  );

  await box.fill(RISKY);
  await box.press('Enter');
  const safety = page.getByTestId('sandbox-safety');
  await expect(safety).toHaveCount(1);
  await expectRenderedMarkdown(safety);
  await expect(greeting).toHaveCount(1);
});

/** A conversation that made the old guide ask one question twice and quote whole sentences. */
const EVENING = [
  'Work was long today.',
  "On the bright side I've started pottery classes, which is nice.",
  'Too much noise, too many people, no quiet anywhere.',
  'I keep thinking about the move and whether the kids will settle.',
  'Dinner with the team tonight, nervous about the speech.',
];

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

test("a member's five offline replies ask no question twice and quote no whole sentence", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUpAndOpenChat(page);
  for (const message of EVENING) await sendAndWaitForReply(page, message);

  const replies = await page.getByTestId('message-guide').allInnerTexts();
  expect(replies).toHaveLength(5);
  const sentences = new Set(
    EVENING.flatMap((message) => message.split(/(?<=[.!?])\s+/)).map((sentence) =>
      wordsOf(sentence).join(' '),
    ),
  );
  const asked: string[] = [];
  for (const reply of replies) {
    expect(reply).not.toMatch(/longing/i);
    for (const [, quote = ''] of reply.matchAll(/"([^"]+)"/g)) {
      expect(wordsOf(quote).length, reply).toBeLessThanOrEqual(6);
      expect(sentences.has(wordsOf(quote).join(' ')), reply).toBe(false);
    }
    const questions = (reply.match(/[^.!?"\n]*\?/g) ?? []).map((question) => wordsOf(question).join(' '));
    expect(questions.length, reply).toBeGreaterThan(0);
    for (const question of questions) expect(asked, reply).not.toContain(question);
    asked.push(...questions);
  }
});
