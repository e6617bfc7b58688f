import type { Page } from '@playwright/test';
import type { Mood } from '#shared/domain/moods.ts';
import { moodPalettes } from '#shared/domain/moods.ts';
import { expect, test } from './fixtures';
import { newMember, registerThroughApi, seriousViolations, signInThroughForm } from './support';

test.use({ timezoneId: 'UTC' });

/** A moment on a fixed day, in the browser's (UTC) local time. */
function at(time: string): Date {
  return new Date(`2025-03-14T${time}:00Z`);
}

function htmlVariable(page: Page, name: string): Promise<string> {
  return page.evaluate(
    (variable) => getComputedStyle(document.documentElement).getPropertyValue(variable).trim(),
    name,
  );
}

function bodyBackground(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).backgroundColor);
}

/** '#F8F5F0' -> 'rgb(248, 245, 240)', as computed styles report colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

function expectPalette(page: Page, mood: Mood, scheme: 'light' | 'dark') {
  const palette = moodPalettes[mood][scheme];
  return Promise.all([
    expect.poll(() => htmlVariable(page, '--mw-primary')).toBe(palette.primary),
    expect.poll(() => htmlVariable(page, '--mw-background')).toBe(palette.background),
    expect.poll(() => htmlVariable(page, '--mw-background-secondary')).toBe(palette.backgroundSecondary),
    expect.poll(() => htmlVariable(page, '--mw-text')).toBe(palette.text),
    expect.poll(() => htmlVariable(page, '--mw-highlight')).toBe(palette.highlight),
  ]);
}

test.describe('adaptive mood colours', () => {
  test('auto follows the time of day, re-checked every minute, in light and dark', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.clock.install({ time: at('09:00') });
    // A visitor's page the app runs (the landing runs on its own script and has no mood engine).
    await page.goto('/clean-login');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    const html = page.locator('html');

    await expect(html).toHaveAttribute('data-mood', 'energetic');
    await expectPalette(page, 'energetic', 'light');
    // Visitors keep the brand look: the mood colours only dress a member's space.
    await expect(html).not.toHaveAttribute('data-mood-space', /.*/);
    expect(await bodyBackground(page)).toBe('rgb(251, 248, 243)');

    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expectPalette(page, 'energetic', 'dark');
    expect(moodPalettes.energetic.dark.background).not.toBe(moodPalettes.energetic.light.background);

    // 19:00: the next minute's check turns auto to the evening's calm.
    await page.clock.setSystemTime(at('19:00'));
    await page.clock.runFor(60_000);
    await expect(html).toHaveAttribute('data-mood', 'calm');
    await expectPalette(page, 'calm', 'dark');

    await page.getByRole('button', { name: 'Switch to light mode' }).click();
    await expectPalette(page, 'calm', 'light');
  });

  test('at 19:00 a fresh visit starts calm; at 23:00 peaceful', async ({ page }) => {
    await page.clock.setFixedTime(at('19:00'));
    await page.goto('/clean-login');
    await expect(page.locator('html')).toHaveAttribute('data-mood', 'calm');
    await page.clock.setFixedTime(at('23:00'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-mood', 'peaceful');
  });

  test("a member's space takes the mood; a picked mood is kept across reloads", async ({ page, request }) => {
    const member = newMember('Indigo');
    await registerThroughApi(request, member);
    await page.emulateMedia({ colorScheme: 'light' });
    // Only the date is pretended: timers (and the menu's animations) run as usual.
    await page.clock.setFixedTime(at('14:30'));
    await signInThroughForm(page, member.email, member.password);
    await expect(page).toHaveURL(/\/$/);
    const html = page.locator('html');

    await expect(html).toHaveAttribute('data-mood', 'focused');
    await expect(html).toHaveAttribute('data-mood-space', 'member');
    await expect.poll(() => bodyBackground(page)).toBe(rgb(moodPalettes.focused.light.background));

    const picker = page.getByRole('button', { name: 'Mood and colours' });
    await picker.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitemradio')).toHaveCount(6);
    await expect(menu.getByRole('menuitemradio', { name: /Auto/ })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: /Auto/ })).toContainText('Focused this afternoon');
    for (const label of ['Peaceful', 'Energetic', 'Focused', 'Calm', 'Grounded']) {
      await expect(menu.getByRole('menuitemradio', { name: new RegExp(`^${label}`) })).toBeVisible();
    }

    await menu.getByRole('menuitemradio', { name: /^Grounded/ }).click();
    await expect(menu).toBeHidden();
    await expect(html).toHaveAttribute('data-mood', 'grounded');
    await expect.poll(() => bodyBackground(page)).toBe(rgb(moodPalettes.grounded.light.background));
    expect(await page.evaluate(() => localStorage.getItem('userMoodPreference'))).toBe('grounded');
    // The member's screen stays readable in the mood's colours.
    expect(await seriousViolations(page)).toEqual([]);

    // A picked mood ignores the clock and survives a reload.
    await page.clock.setFixedTime(at('20:00'));
    await page.reload();
    await expect(html).toHaveAttribute('data-mood', 'grounded');
    await expectPalette(page, 'grounded', 'light');
    await page.getByRole('button', { name: 'Switch to dark mode' }).click();
    await expectPalette(page, 'grounded', 'dark');
    await expect.poll(() => bodyBackground(page)).toBe(rgb(moodPalettes.grounded.dark.background));
    expect(await seriousViolations(page)).toEqual([]);

    // Back to auto: 20:00 is the evening's calm.
    await page.getByRole('button', { name: 'Mood and colours' }).click();
    await page.getByRole('menuitemradio', { name: /Auto/ }).click();
    await expect(html).toHaveAttribute('data-mood', 'calm');
    expect(await page.evaluate(() => localStorage.getItem('userMoodPreference'))).toBe('auto');
  });
});
