import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { type SignedInStates, signInEveryKind } from './screen-accounts';
import { addressOf, type Screen, screens } from './screens';
import { seriousViolations } from './support';
import { controlProblems, labelClickProblems, measureControls } from './visible-controls';

/**
 * Every screen (screens.ts) at desktop and phone widths, light and dark: no checkbox, radio,
 * switch, tab or button a person cannot see, hit or hear named; no serious or critical axe
 * finding; the words of a switch or checkbox never act unseen; and, in light mode, the screen
 * looks as its committed baseline does, so an unstyled or collapsed screen fails.
 */

const layouts = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Fonts and anti-aliasing may differ between machines; a moved or unstyled block may not. */
const SCREENSHOT_TOLERANCE = { maxDiffPixelRatio: 0.01, threshold: 0.2 } as const;

let signedIn: SignedInStates;
/**
 * One browser page per kind of account, kept across screens (a warm cache, as a person's own
 * browser has): each screen is still a fresh load of its address.
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
  const page = await context.newPage();
  if (!screen.freshBrowser) pagesByAccount.set(screen.account, page);
  return page;
}

/** The screen, loaded afresh at a width and in a colour mode (the system's: the app follows it). */
async function openScreen(
  browser: Browser,
  baseURL: string,
  screen: Screen,
  layout: keyof typeof layouts,
  colorScheme: 'light' | 'dark',
): Promise<Page> {
  const page = await pageFor(browser, baseURL, screen);
  await page.setViewportSize(layouts[layout]);
  await page.emulateMedia({ colorScheme });
  await page.goto(addressOf(screen, baseURL));
  await expect(page.getByRole('heading', { level: 1, name: screen.heading }).first()).toBeVisible();
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${colorScheme}\\b`));
  await screen.reach?.(page);
  await settle(page);
  return page;
}

/** Loading finished, fonts in, transitions done, at the top of the page. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.chakra-spinner').filter({ visible: true })).toHaveCount(0, { timeout: 10_000 });
  await page.evaluate(() => document.fonts.ready);
  await page.evaluate(() => window.scrollTo(0, 0));
}

for (const screen of screens) {
  test(`${screen.id}: every control visible and named, no serious axe findings, looks as its baseline`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    for (const layout of ['desktop', 'phone'] as const) {
      for (const colorScheme of ['light', 'dark'] as const) {
        const where = `${screen.id} at ${layout} width in ${colorScheme} mode`;
        let mark = Date.now();
        const lap = (what: string) => {
          if (process.env.SCREENS_DEBUG) console.log(`  ${where} ${what}: ${Date.now() - mark} ms`);
          mark = Date.now();
        };
        const page = await openScreen(browser, baseURL ?? '', screen, layout, colorScheme);
        lap('open');
        if (process.env.SCREENS_DEBUG) {
          console.log(where, JSON.stringify(await page.getByRole('heading', { level: 1 }).allTextContents()));
        }
        const controls = await measureControls(page);
        if (!screen.withoutControls) {
          expect.soft(controls.length, `${where}: some control to check`).toBeGreaterThan(0);
        }
        expect.soft(controlProblems(controls), `${where}: controls`).toEqual([]);
        lap('controls');
        expect.soft(await seriousViolations(page), `${where}: axe`).toEqual([]);
        lap('axe');
        if (colorScheme === 'light') {
          await expect.soft(page, `${where}: baseline`).toHaveScreenshot(`${screen.id}-${layout}.png`, {
            ...SCREENSHOT_TOLERANCE,
            animations: 'disabled',
            caret: 'hide',
            mask: screen.dynamic?.(page) ?? [],
          });
        }
        lap('screenshot');
        if (layout === 'desktop' && colorScheme === 'light') {
          expect.soft(await labelClickProblems(page), `${where}: label clicks`).toEqual([]);
        }
        lap('labels');
        if (screen.freshBrowser) await page.context().close();
      }
    }
  });
}

/** The check itself: the defects, put back on a real screen by CSS, are found. */
test.describe('the check finds what a person could not see', () => {
  const byId = (id: string) => screens.find((screen) => screen.id === id) as Screen;

  test('a switch drawn 0 px wide, and its words that change it unseen', async ({ browser, baseURL }) => {
    const page = await openScreen(browser, baseURL ?? '', byId('ai-personality'), 'desktop', 'light');
    await page.addStyleTag({
      content:
        '[data-scope=switch][data-part=control] { width: 0 !important; min-width: 0 !important; border: 0 !important; background: none !important; }',
    });
    expect(controlProblems(await measureControls(page))).toEqual(
      expect.arrayContaining([
        'switch "Validate emotions": not visible (no border, fill or shadow)',
        expect.stringMatching(/^switch "Validate emotions": 0×\d+(\.\d)? px, under 16×16$/),
      ]),
    );
    expect(await labelClickProblems(page)).toContain(
      '"Validate emotions": clicking the words changed the setting without any visible change',
    );
  });

  test('choice cards drawn as plain text', async ({ browser, baseURL }) => {
    const page = await openScreen(browser, baseURL ?? '', byId('referral-dashboard'), 'desktop', 'light');
    await page.addStyleTag({
      content:
        '.chakra-radio-card__item { border: 0 !important; background: none !important; box-shadow: none !important; }',
    });
    expect(controlProblems(await measureControls(page))).toContain(
      'radio "Wise": not visible (no border, fill or shadow)',
    );
  });
});
