import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newMember, signUpMemberInBrowser } from './support';

/** Every request a visitor's page makes that asks who is signed in, and anything that failed. */
function watchVisitor(page: Page): { sessionLookups: string[]; failures: string[] } {
  const sessionLookups: string[] = [];
  const failures: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (/^\/api\/(auth\/|therapist\/me$|client\/me$)/.test(pathname)) sessionLookups.push(pathname);
  });
  page.on('requestfailed', (request) => failures.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));
  return { sessionLookups, failures };
}

test.describe('a visitor’s first visit', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`asks nobody who is signed in and logs no failure (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      const visit = watchVisitor(page);
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The app has adopted the page (and asked whatever it asks) once the network is quiet.
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByRole('button', { name: `Switch to ${colorScheme === 'dark' ? 'light' : 'dark'} mode` }),
      ).toBeVisible();
      expect(visit.sessionLookups).toEqual([]);
      expect(visit.failures).toEqual([]);
    });
  }

  test('the other public pages ask nobody either', async ({ page }) => {
    const visit = watchVisitor(page);
    // The therapist landing and /safety run on their own script, which names the tab once it has run.
    for (const [path, title] of [
      ['/therapist-landing', 'Mirrorwell for therapists · Mirrorwell'],
      ['/safety', 'How we keep you safe · Mirrorwell'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page).toHaveTitle(title);
      await page.waitForLoadState('networkidle');
    }
    for (const path of ['/coupon', '/working-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // Until the app has adopted the page (its code has all arrived and run), whatever it asks.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const heading = document.querySelector('h1');
            return heading ? Object.keys(heading).some((key) => key.startsWith('__reactProps$')) : false;
          }),
        )
        .toBe(true);
      await page.waitForLoadState('networkidle');
    }
    expect(visit.sessionLookups).toEqual([]);
    expect(visit.failures).toEqual([]);
  });
});

test.describe('the pre-rendered landing page', () => {
  test('its HTML already holds the hero heading, styled, before any script runs', async ({
    browser,
    page,
  }) => {
    await page.goto('/');
    const hero = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
    expect(hero.length).toBeGreaterThan(10);

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      const plain = await noScript.newPage();
      await plain.goto(page.url());
      const heading = plain.getByRole('heading', { level: 1 });
      await expect(heading).toHaveText(hero);
      // Styled by the page's own CSS, not the browser's default serif at 2em.
      const fontFamily = await heading.evaluate((element) => getComputedStyle(element).fontFamily);
      expect(fontFamily).toMatch(/Iowan|Palatino|Georgia/);
      expect(await plain.locator('script:not([src]):not([type="application/json"])').count()).toBe(0);
    } finally {
      await noScript.close();
    }
  });

  test('runs on its own small script: no React, no design system, never drawn again', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.evaluate(() => {
      (window as unknown as { preRendered: Element | null }).preRendered = document.querySelector('h1');
    });
    await page.waitForLoadState('networkidle');
    // The script has taken over: the light/dark switch works.
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // The landing's own script comes with the entry's (page-start), never the app's shell.
    expect(scripts.some((script) => /\/assets\/page-start-/.test(script))).toBe(true);
    expect(scripts.filter((script) => /\/assets\/(react-vendor|ui-kit|app-shell)-/.test(script))).toEqual([]);
    expect(
      await page.evaluate(() => {
        const heading = (window as unknown as { preRendered: Element | null }).preRendered;
        const root = document.getElementById('root');
        const reactKeys = [heading, root].flatMap((node) =>
          node ? Object.keys(node).filter((key) => key.startsWith('__react')) : [],
        );
        return { connected: heading?.isConnected, reactKeys };
      }),
    ).toEqual({ connected: true, reactKeys: [] });
  });

  for (const savedMode of ['light', 'dark'] as const) {
    test(`the other pages are adopted as they are, never drawn again, with the ${savedMode} mode saved`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), savedMode);
      for (const path of ['/privacy', '/coupon']) {
        await page.goto(path);
        // The pre-rendered heading, marked before the app runs (it starts after the first paint).
        await page.evaluate(() => {
          (window as unknown as { preRendered: Element | null }).preRendered = document.querySelector('h1');
        });
        await page.waitForLoadState('networkidle');
        await expect
          .poll(() =>
            page.evaluate(() => {
              const heading = (window as unknown as { preRendered: Element | null }).preRendered;
              return heading ? Object.keys(heading).some((key) => key.startsWith('__reactProps$')) : false;
            }),
          )
          .toBe(true);
        expect(
          await page.evaluate(
            () => (window as unknown as { preRendered: Element | null }).preRendered?.isConnected,
          ),
        ).toBe(true);
      }
    });
  }

  test('the therapist landing and /safety run on their own small script too: no React, a working switch', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.emulateMedia({ colorScheme: 'light' });
    for (const [path, title] of [
      ['/therapist-landing', 'Mirrorwell for therapists · Mirrorwell'],
      ['/safety', 'How we keep you safe · Mirrorwell'],
    ] as const) {
      await page.goto(path);
      await expect(page).toHaveTitle(title);
      const toggle = page.getByRole('button', { name: 'Switch to dark mode' });
      await toggle.click();
      await expect(page.locator('html')).toHaveClass(/\bdark\b/);
      await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
      // The choice holds on the next page, as the app's own switch keeps it.
      expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
      await page.getByRole('button', { name: 'Switch to light mode' }).click();
      expect(
        await page.evaluate(() =>
          Object.keys(document.querySelector('h1') ?? {}).filter((key) => key.startsWith('__react')),
        ),
      ).toEqual([]);
    }
    expect(scripts.filter((script) => /\/assets\/(react-vendor|ui-kit|app-shell)-/.test(script))).toEqual([]);
  });

  test('/safety is adopted by the app for a signed-in member, whose header leads back to the chat', async ({
    page,
    context,
    baseURL,
  }) => {
    await signUpMemberInBrowser(page, newMember());
    expect((await context.cookies(baseURL)).map((cookie) => cookie.name)).toContainEqual(
      expect.stringMatching(/mw_member_signed_in$/),
    );
    await page.goto('/safety');
    await expect(page.getByRole('link', { name: 'Back to chat' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });

  test('comes compressed, and so does its code', async ({ request }) => {
    const html = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(html.headers()['content-encoding']).toMatch(/^(br|gzip)$/);
    expect(html.headers().vary).toMatch(/Accept-Encoding/i);
    const scripts = [...(await html.text()).matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map(
      (match) => match[1],
    );
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) {
      const reply = await request.get(script as string, { headers: { 'Accept-Encoding': 'gzip' } });
      expect(reply.headers()['content-encoding']).toBe('gzip');
    }
  });
});
