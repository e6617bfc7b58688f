import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import {
  expectMemberHome,
  newMember,
  registerThroughApi,
  seriousViolations,
  signInThroughForm,
} from './support';

/** The library as the catalogue holds it: 6 items, 1 free, 4 Pro, 1 Lifetime. */
const FREE_ITEM = 'Grounding Practices Card';
const PRO_ITEM = 'Shadow Work Prompts';
const LIFETIME_ITEM = 'A Year in Reflection';

const card = (page: import('@playwright/test').Page, title: string) =>
  page.getByRole('article', { name: title, exact: true });

test('a visitor browses the whole library, with a lock and the plan that opens each paid item', async ({
  page,
}) => {
  await page.goto('/subscribe');
  await page.getByRole('link', { name: 'See what each plan opens in the downloads library' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Take your reflection off the screen' }),
  ).toBeVisible();
  await expect(page.getByTestId('download-card')).toHaveCount(6);
  await expect(page.getByTestId('download-card').and(page.locator('[data-locked]'))).toHaveCount(5);

  const free = card(page, FREE_ITEM);
  await expect(free.getByText('Free for everyone', { exact: true })).toBeVisible();
  await expect(free.getByText('Printable page (.html) · 6 KB', { exact: true })).toBeVisible();
  await expect(free.getByText('Opens in your browser, ready to print')).toBeVisible();
  await expect(free.getByText(/^(Not downloaded yet|Downloaded (once|\d+ times))$/)).toBeVisible();
  await expect(free.getByRole('link', { name: `Sign up to download ${FREE_ITEM}` })).toHaveAttribute(
    'href',
    '/clean-register',
  );

  const pro = card(page, PRO_ITEM);
  await expect(pro.getByText('Opens with Pro', { exact: true })).toBeVisible();
  // The file in a member's words, never "Markdown"; a screen reader hears commas and "kilobytes".
  await expect(pro.getByText(/^Text file \(\.md\) · \d+ KB$/)).toBeVisible();
  await expect(pro.getByText('Opens in any text editor or notes app')).toBeVisible();
  expect(await pro.getByTestId('download-file').ariaSnapshot()).toMatch(
    /^- paragraph: Text file \(\.md\), \d+ kilobytes$/,
  );
  await expect(page.getByText(/markdown/i)).toHaveCount(0);
  await expect(pro.getByRole('link', { name: `See the Pro plan to download ${PRO_ITEM}` })).toBeVisible();
  await expect(card(page, LIFETIME_ITEM).getByText('Opens with Lifetime Member')).toBeVisible();
  await expect(page.getByText('Opens with Pro')).toHaveCount(4);
  // Nobody signed in: no download button anywhere.
  await expect(page.getByRole('button', { name: /^Download/ })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a freemium member downloads the free card and finds the Pro items locked', async ({
  page,
  request,
}) => {
  const member = newMember('Noor');
  await registerThroughApi(request, member);
  await signInThroughForm(page, member.email, member.password);
  await expectMemberHome(page, member.firstName, 'Freemium');
  await page.getByRole('banner').getByRole('link', { name: 'Downloads library' }).click();
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(page.getByTestId('download-standing')).toHaveText(
    /You are on Freemium: 1 of 6 downloads are yours to keep\./,
  );

  const free = card(page, FREE_ITEM);
  const countBefore = await free.getByTestId('download-count').textContent();
  const before = countBefore === 'Downloaded once' ? 1 : Number(/(\d+)/.exec(countBefore ?? '')?.[1] ?? 0);
  const downloading = page.waitForEvent('download');
  await free.getByRole('button', { name: `Download ${FREE_ITEM}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('grounding-practices-card.html');
  const saved = readFileSync(await download.path(), 'utf8');
  expect(saved).toContain('<h1>Grounding Practices Card</h1>');
  expect(saved).toContain('988');
  // The page stays, and the count goes up by this one download.
  await expect(page).toHaveURL(/\/downloads$/);
  await expect(free.getByTestId('download-count')).toHaveText(
    before === 0 ? 'Downloaded once' : `Downloaded ${before + 1} times`,
  );

  const pro = card(page, PRO_ITEM);
  await expect(pro.getByText('Opens with Pro', { exact: true })).toBeVisible();
  await expect(pro.getByRole('button', { name: /Download/ })).toHaveCount(0);
  await expect(pro.getByRole('link', { name: `Upgrade to Pro to download ${PRO_ITEM}` })).toHaveAttribute(
    'href',
    '/subscribe',
  );
  await expect(page.getByRole('button', { name: /^Download / })).toHaveCount(1);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the library has no serious accessibility findings in dark mode', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
  await page.goto('/downloads');
  await expect(page.getByTestId('download-card')).toHaveCount(6);
  expect(await seriousViolations(page)).toEqual([]);
});
