import type { Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, newTherapist, signUpMemberInBrowser, signUpTherapistInBrowser } from './support';

/**
 * A signed-in screen on a fresh load (issue 26, item 8): its code and its data do not wait for the
 * session look-up, it is usable after at most 20 requests, and the dashboard's header does not wait
 * for its slow figures. Speed itself is measured by `npm run bench -- signed-in`.
 */

/** The goal of issue 26, item 8: requests a fresh load makes before the screen can be used. */
const REQUESTS_BEFORE_USABLE = 20;

/** Every request the page makes from now on, in order. */
function recordRequests(page: Page): string[] {
  const requested: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    requested.push(url.pathname + url.search);
  });
  return requested;
}

/** A fresh tab of the same browser (its cookies, an empty memory cache), recording its requests. */
async function freshTab(page: Page): Promise<{ fresh: Page; requested: string[] }> {
  const fresh = await page.context().newPage();
  const session = await page.context().newCDPSession(fresh);
  await session.send('Network.setCacheDisabled', { cacheDisabled: true });
  return { fresh, requested: recordRequests(fresh) };
}

test('the member chat’s code and data are asked for while the session look-up is still unanswered', async ({
  page,
}) => {
  await signUpMemberInBrowser(page, newMember('Tamsin'));
  const requested = recordRequests(page);
  const askedWhileHeld: string[] = [];
  await page.route('**/api/auth/user', async (route: Route) => {
    // Held until the chat's code and first reads have been asked for (or 5 s, when they wait for it).
    const wanted = [/\/assets\/chat-screen-[\w-]+\.js$/, /^\/api\/conversations\?/, /^\/api\/usage$/];
    await expect
      .poll(() => wanted.every((pattern) => requested.some((path) => pattern.test(path))), { timeout: 5_000 })
      .toBe(true)
      .then(
        () => askedWhileHeld.push(...requested),
        () => {},
      );
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('textbox', { name: 'Message your guide' })).toBeVisible({ timeout: 15_000 });
  expect(askedWhileHeld, requested.join('\n')).toEqual(
    expect.arrayContaining([expect.stringMatching(/^\/api\/conversations\?/), '/api/usage']),
  );
});

test(`a fresh load of the member chat is usable after at most ${REQUESTS_BEFORE_USABLE} requests`, async ({
  page,
}) => {
  await signUpMemberInBrowser(page, newMember('Tamsin'));
  const { fresh, requested } = await freshTab(page);
  await fresh.goto('/');
  // Usable: the message box takes words, and the conversation list has its answer. (The count is
  // the test; the wait is long because a busy machine draws slowly.)
  await expect(fresh.getByRole('textbox', { name: 'Message your guide' })).toBeEditable({ timeout: 15_000 });
  await expect(fresh.getByText('Your conversations will appear here.')).toBeVisible();
  const beforeUsable = [...requested];
  expect(beforeUsable.length, beforeUsable.join('\n')).toBeLessThanOrEqual(REQUESTS_BEFORE_USABLE);
  // Each read once: nothing asked twice on the way.
  const reads = beforeUsable.filter((path) => path.startsWith('/api/'));
  expect(reads, reads.join('\n')).toEqual([...new Set(reads)]);
});

test(`a fresh load of the therapist dashboard is usable after at most ${REQUESTS_BEFORE_USABLE} requests`, async ({
  page,
}) => {
  await signUpTherapistInBrowser(page, newTherapist('Imogen'));
  const { fresh, requested } = await freshTab(page);
  await fresh.goto('/therapist-dashboard');
  // Usable: the header, the figures and the client list have their answers, and the Clients tab's
  // toolbar is drawn, with what other features hand into it (app/feature-extensions.tsx).
  await expect(fresh.getByRole('heading', { level: 1, name: "Imogen's Dashboard" })).toBeVisible({
    timeout: 15_000,
  });
  await expect(fresh.getByText('No clients yet')).toBeVisible();
  await expect(fresh.getByTestId('trial-status')).toBeVisible();
  for (const name of ['Prompt completion', 'Weekly digest', 'Add Client'])
    await expect(fresh.getByRole('button', { name, exact: true })).toBeVisible();
  const beforeUsable = [...requested];
  expect(beforeUsable.length, beforeUsable.join('\n')).toBeLessThanOrEqual(REQUESTS_BEFORE_USABLE);
  const reads = beforeUsable.filter((path) => path.startsWith('/api/'));
  expect(reads, reads.join('\n')).toEqual([...new Set(reads)]);
});

test('the therapist dashboard shows its header while its figures are still on the way', async ({ page }) => {
  const therapist = newTherapist('Imogen');
  await signUpTherapistInBrowser(page, therapist);
  let releaseStats = () => {};
  const statsHeld = new Promise<void>((resolve) => {
    releaseStats = resolve;
  });
  await page.route('**/api/therapist/dashboard-stats*', async (route: Route) => {
    await statsHeld;
    await route.continue();
  });
  await page.goto('/therapist-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: "Imogen's Dashboard" })).toBeVisible();
  releaseStats();
});
