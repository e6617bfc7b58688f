import type { Browser, Page } from '@playwright/test';
import { seriousViolationsInPage } from './axe-in-page';
import { expect, test } from './fixtures';
import { type SignedInStates, signInEveryKind } from './screen-accounts';
import { addressOf, type Screen, screens } from './screens';
import { controlProblems, labelClickProblems, measureControls } from './visible-controls';

/**
 * Every screen (screens.ts) at desktop and phone widths, light and dark: no checkbox, radio,
 * switch, tab or button a person cannot see, hit or hear named; no serious or critical axe
 * finding; the words of a switch or checkbox never act unseen; and the screen looks as its
 * committed baseline does in each of the four views, so an unstyled or collapsed screen fails.
 */

const layouts = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Fonts and anti-aliasing may differ between machines; a moved or unstyled block may not. */
const SCREENSHOT_TOLERANCE = { maxDiffPixelRatio: 0.01, threshold: 0.2 } as const;

/**
 * Text that differs between machines or days on any screen: the local runtime's port in
 * addresses (CI's is not this machine's) and a trial's days left. Masked in screenshots.
 */
const changingText = [/localhost:\d+/, /\d+ days? left/];

let signedIn: SignedInStates;
/**
 * One browser page per kind of account, kept across screens (a warm cache, as a person's own
 * browser has): each screen is a fresh load of its address, unless it is another tab or step of
 * the page the browser already shows (`continues` in screens.ts).
 */
const pagesByAccount = new Map<string, Page>();

test.beforeAll(async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  signedIn = await signInEveryKind(browser, baseURL ?? '');
});

test.afterAll(async () => {
  for (const page of pagesByAccount.values()) await page.context().close();
  pagesByAccount.clear();
});

async function pageFor(browser: Browser, baseURL: string, screen: Screen): Promise<Page> {
  const kept = screen.freshBrowser ? undefined : pagesByAccount.get(screen.account);
  if (kept) return kept;
  const context = await browser.newContext({
    baseURL,
    reducedMotion: 'reduce',
    storageState: screen.account === 'visitor' ? undefined : signedIn[screen.account],
  });
  // A member's colours follow the time of day (`auto` mood): every run sees the morning the
  // baselines were made in, whenever it runs. The clock runs on from there.
  await context.clock.install({ time: morningOfToday() });
  const page = await context.newPage();
  if (!screen.freshBrowser) pagesByAccount.set(screen.account, page);
  return page;
}

function morningOfToday(): Date {
  const morning = new Date();
  morning.setHours(9, 0, 0, 0);
  return morning;
}

const pathOf = (address: string) => {
  const { origin, pathname } = new URL(address);
  return `${origin}${pathname}`;
};

/** The screen at desktop width in light mode: loaded afresh, or clicked on to from the page shown. */
async function openScreen(browser: Browser, baseURL: string, screen: Screen): Promise<Page> {
  const page = await pageFor(browser, baseURL, screen);
  await page.setViewportSize(layouts.desktop);
  await page.emulateMedia({ colorScheme: 'light' });
  const address = addressOf(screen, baseURL);
  if (!screen.continues || pathOf(page.url()) !== pathOf(address)) {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  }
  await screen.reach?.(page);
  return page;
}

/**
 * The open screen at another width or in the other mode, as a person turning a window or their
 * system's mode would see it (the app follows the system's mode while none is chosen).
 */
async function showAs(page: Page, screen: Screen, layout: Layout, colorScheme: ColorScheme): Promise<void> {
  await page.setViewportSize(layouts[layout]);
  await page.emulateMedia({ colorScheme });
  const html = page.locator('html');
  const inMode = new RegExp(`\\b${colorScheme}\\b`);
  // The pre-rendered landing page takes the system's mode when it loads, not after (noted in the
  // issue's report): such a page is loaded again.
  if (
    !(await expect(html)
      .toHaveClass(inMode, { timeout: 1_500 })
      .then(
        () => true,
        () => false,
      ))
  ) {
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
    await screen.reach?.(page);
    await expect(html).toHaveClass(inMode);
  }
  await settle(page);
  await screen.view?.(page);
}

/** Loading finished, fonts in, nothing focused by an earlier step, at the top of the page. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.chakra-spinner').filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(async () => {
    await document.fonts.ready;
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    window.scrollTo(0, 0);
  });
}

type Layout = keyof typeof layouts;
type ColorScheme = 'light' | 'dark';

/**
 * Each screen is seen four ways: the control check, axe and the screenshot in all four; the label
 * clicks once (what they do does not depend on width or mode). A light view's baseline is
 * `{id}-{layout}.png`, a dark one's `{id}-{layout}-dark.png`.
 */
const views: { layout: Layout; colorScheme: ColorScheme; labels: boolean }[] = [
  { layout: 'desktop', colorScheme: 'light', labels: true },
  { layout: 'desktop', colorScheme: 'dark', labels: false },
  { layout: 'phone', colorScheme: 'dark', labels: false },
  { layout: 'phone', colorScheme: 'light', labels: false },
];

const baselineName = (screen: Screen, layout: Layout, colorScheme: ColorScheme) =>
  `${screen.id}-${layout}${colorScheme === 'dark' ? '-dark' : ''}.png`;

for (const screen of screens) {
  test(`${screen.id}: every control visible and named, no serious axe findings, looks as its baseline`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(60_000);
    let mark = Date.now();
    const lap = (what: string) => {
      if (process.env.SCREENS_DEBUG) console.log(`${screen.id} ${what}: ${Date.now() - mark} ms`);
      mark = Date.now();
    };
    const page = await openScreen(browser, baseURL ?? '', screen);
    lap('open');
    for (const view of views) {
      const where = `${screen.id} at ${view.layout} width in ${view.colorScheme} mode`;
      await showAs(page, screen, view.layout, view.colorScheme);
      lap(`${view.layout} ${view.colorScheme} shown`);
      const controls = await measureControls(page);
      if (!screen.withoutControls) {
        expect.soft(controls.length, `${where}: some control to check`).toBeGreaterThan(0);
      }
      expect.soft(controlProblems(controls), `${where}: controls`).toEqual([]);
      lap('controls');
      expect.soft(await seriousViolationsInPage(page), `${where}: axe`).toEqual([]);
      lap('axe');
      const changing = screen.changing
        ? await page.addStyleTag({ content: `${screen.changing} { visibility: hidden !important; }` })
        : null;
      await expect
        .soft(page, `${where}: baseline`)
        .toHaveScreenshot(baselineName(screen, view.layout, view.colorScheme), {
          ...SCREENSHOT_TOLERANCE,
          animations: 'disabled',
          caret: 'hide',
          mask: changingText.map((text) => page.getByText(text)),
        });
      await changing?.evaluate((tag) => tag.parentNode?.removeChild(tag));
      lap('baseline');
      if (view.labels && !screen.dialogOpen) {
        expect.soft(await labelClickProblems(page), `${where}: label clicks`).toEqual([]);
      }
      lap('labels');
    }
    if (screen.freshBrowser) await page.context().close();
  });
}

/** The check itself: the defects, put back on a real screen by CSS, are found. */
test.describe('the check finds what a person could not see', () => {
  const byId = (id: string) => screens.find((screen) => screen.id === id) as Screen;

  test('a switch drawn 0 px wide, and its words that change it unseen', async ({ browser, baseURL }) => {
    const page = await openScreen(browser, baseURL ?? '', byId('ai-personality'));
    await page.addStyleTag({
      content:
        '[data-scope=switch][data-part=control] { width: 0 !important; min-width: 0 !important; border: 0 !important; background: none !important; }',
    });
    expect(controlProblems(await measureControls(page))).toContainEqual(
      expect.stringMatching(/^switch "Validate emotions": 0×\d+(\.\d)? px, under 16×16$/),
    );
    expect(await labelClickProblems(page)).toContain(
      '"Validate emotions": clicking the words changed the setting without any visible change',
    );
  });

  test('grey words on a dark page (light mode unchanged)', async ({ browser, baseURL }) => {
    const page = await openScreen(browser, baseURL ?? '', byId('sign-in'));
    await page.addStyleTag({ content: '.dark h1 { color: #3a3a3a !important; }' });
    expect(await seriousViolationsInPage(page)).toEqual([]);
    await showAs(page, byId('sign-in'), 'phone', 'dark');
    expect(await seriousViolationsInPage(page)).toContainEqual(
      expect.objectContaining({ id: 'color-contrast', targets: [expect.stringMatching(/h1/)] }),
    );
  });

  test('choice cards drawn as plain text', async ({ browser, baseURL }) => {
    const page = await openScreen(browser, baseURL ?? '', byId('referral-dashboard'));
    await page.addStyleTag({
      content:
        '.chakra-radio-card__item, .chakra-radio-card__item * { border: 0 !important; background: none !important; box-shadow: none !important; }',
    });
    expect(controlProblems(await measureControls(page))).toContain(
      'radio "Wise": not visible (no border, fill or shadow)',
    );
  });
});
