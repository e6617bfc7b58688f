import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, registerThroughApi, sendAndWaitForReply, signInThroughForm } from './support';

/**
 * One request a message: the chat reply's last event carries the conversation's row and the
 * month's usage, so the chat updates its sidebar and usage from it and asks for neither again.
 * (infra/bench/cost.ts prices the same single request per message.)
 */

/** Every /api request the page makes from now on, as "METHOD /path". */
function recordApiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request: Request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${request.method()} ${url.pathname}`);
  });
  return seen;
}

async function sendAndWait(page: Page, text: string): Promise<void> {
  await sendAndWaitForReply(page, text);
  // Anything the screen would fetch after the reply starts at once; give it time to show up.
  await page.waitForTimeout(1_500);
}

test('sending a message makes exactly one request, and the sidebar and usage still update', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const member = newMember('Sasha');
  await registerThroughApi(request, member);
  await signInThroughForm(page, member.email, member.password);
  const rows = page.getByRole('navigation', { name: 'Conversations' }).getByTestId('conversation-row');
  const usage = page.getByTestId('usage-summary');
  await expect(usage).toContainText('0 of 20');
  await expect(rows).toHaveCount(0);
  await page.waitForLoadState('networkidle');

  const requests = recordApiRequests(page);
  await sendAndWait(page, 'My week was long and I slept badly.');
  expect(requests).toEqual(['POST /api/chat']);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('My week was long and I slept badly.');
  await expect(usage).toContainText('1 of 20');

  requests.length = 0;
  await sendAndWait(page, 'Mostly because of work, I think.');
  expect(requests).toEqual(['POST /api/chat']);
  await expect(rows).toHaveCount(1);
  await expect(usage).toContainText('1 of 20');

  // After a reload the list and usage come from the server and say the same.
  await page.reload();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('My week was long and I slept badly.');
  await expect(usage).toContainText('1 of 20');
});
