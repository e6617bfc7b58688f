import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newTherapist, signUpTherapistInBrowser } from './support';

/** Sends a sandbox message with Enter and gives the conversation the page sent along with it. */
async function sendWithEnter(page: Page, text: string): Promise<{ role: string; content: string }[]> {
  const box = page.getByRole('textbox', { name: 'Message', exact: true });
  await box.fill(text);
  const request = page.waitForRequest((sent) => sent.url().endsWith('/api/therapist/test-ai'));
  await box.press('Enter');
  return (await request).postDataJSON().history;
}

/** A sandbox reply's words, without the time printed under them. */
async function replyWords(page: Page, index: number): Promise<string> {
  const text = await page.getByTestId('sandbox-assistant').nth(index).innerText();
  return text.split('\n').slice(0, -1).join('\n').trim();
}

test('the sandbox carries its conversation: the same words twice get a second, different reply', async ({
  page,
}) => {
  await signUpTherapistInBrowser(page, newTherapist('Noa'));
  await page.goto('/test-demo');
  const words = 'Work has been so busy and I keep snapping at my partner.';
  const replies = page.getByTestId('sandbox-assistant');

  expect(await sendWithEnter(page, words)).toEqual([]);
  await expect(replies).toHaveCount(1);
  const firstReply = await replyWords(page, 0);
  expect(firstReply.length).toBeGreaterThan(0);

  const sentWithSecond = await sendWithEnter(page, words);
  expect(sentWithSecond).toEqual([
    { role: 'client', content: words },
    { role: 'assistant', content: expect.stringContaining(firstReply.split('\n')[0]?.slice(0, 30) ?? '') },
  ]);
  await expect(replies).toHaveCount(2);
  const secondReply = await replyWords(page, 1);
  expect(secondReply.length).toBeGreaterThan(0);
  expect(secondReply).not.toBe(firstReply);
  await expect(page.getByTestId('sandbox-client')).toHaveCount(2);
});
