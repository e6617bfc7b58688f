import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

test.describe('look and feel', () => {
  test('the light/dark choice is kept across reloads', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveClass(/\blight\b/);
    const lightBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(lightBackground);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();

    await page.goto('/clean-login');
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await page.reload();
    await expect(html).toHaveClass(/\blight\b/);
  });

  test('while a returning member’s session loads, a spinner says what is happening', async ({
    page,
    context,
    baseURL,
  }) => {
    // The readable sign-in hint the server leaves beside a session cookie; a visitor has none and
    // never waits (see first-paint.spec.ts). Here the session it points to has ended.
    await context.addCookies([{ name: 'mw_member_signed_in', value: '1', url: baseURL as string }]);
    let releaseSession: () => void = () => {};
    const sessionHeld = new Promise<void>((resolve) => {
      releaseSession = resolve;
    });
    await page.route('**/api/auth/user', async (route) => {
      await sessionHeld;
      await route.continue();
    });
    await page.goto('/');
    await expect(page.getByRole('status')).toContainText('Loading your space…');
    releaseSession();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
    // The app drew the landing itself this time, and its controls work as on the pre-rendered one.
    const pro = page.locator('#pricing').getByRole('article', { name: 'Pro', exact: true });
    await expect(pro.getByRole('button', { name: 'Upgrade to Pro' })).toHaveAccessibleDescription(
      'Payments are not configured on this deployment.',
    );
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await expect(page.getByRole('button', { name: 'Switch to light mode' })).toBeVisible();
  });

  test('the landing page loads under 200 KB of gzipped JavaScript', async ({ page }) => {
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.set(response.url(), response.body());
    });
    await page.goto('/');
    await expect(page.getByTestId('guide-card')).toHaveCount(4);
    let gzipBytes = 0;
    for (const body of scripts.values()) gzipBytes += gzipSync(await body).length;
    expect(scripts.size).toBeGreaterThan(0);
    expect(gzipBytes / 1024).toBeLessThan(200);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test('the landing page fits and sign-in is usable', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Get Started' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Begin Your Journey' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    await header.getByRole('link', { name: 'Sign In' }).tap();
    await expect(page).toHaveURL(/\/clean-login$/);
    await page.getByLabel('Email').fill('someone@example.com');
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-password-1234');
    const submit = page.getByRole('button', { name: 'Sign In' });
    await expect(submit).toBeInViewport();
    const box = await submit.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(40);
    const loginOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(loginOverflow).toBeLessThanOrEqual(0);
  });
});
