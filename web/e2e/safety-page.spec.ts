import { readFileSync } from 'node:fs';
import type { ScreenFigures } from '#shared/safety/screen-figures.ts';
import { expect, test } from './fixtures';
import { newMember, registerThroughApi, seriousViolations, signInThroughForm } from './support';

/**
 * `/safety`, the public crisis protocol: opened directly (as a deep link is, served by the same
 * index.html fallback CloudFront uses), reached from the footer and from the chat.
 */
const figures = JSON.parse(
  readFileSync(new URL('../../shared/safety/screen-figures.json', import.meta.url), 'utf8'),
) as ScreenFigures;

const sectionHeadings = [
  'If you need help now',
  'What we screen',
  'How the screen works',
  'What you see',
  'You are talking with an AI',
  'How well the screen works',
  'What the screen cannot do',
];

test.describe('the safety page', () => {
  test('opens directly with its sections in order, the crisis lines and the measured figures', async ({
    page,
  }) => {
    const response = await page.goto('/safety');
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle('How we keep you safe · Mirrorwell');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('How we keep you safe');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(sectionHeadings);

    // Headings step down one level at a time: no h4 under an h2, no h3 before the first h2.
    const levels = await main
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
    expect(levels[0]).toBe(1);
    for (let index = 1; index < levels.length; index++) {
      expect(levels[index]!).toBeLessThanOrEqual(levels[index - 1]! + 1);
    }

    const helpNow = page.getByRole('region', { name: 'If you need help now' });
    await expect(helpNow.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    await expect(helpNow.getByRole('link', { name: 'Text 988' })).toHaveAttribute('href', 'sms:988');
    await expect(helpNow.getByRole('link', { name: '988lifeline.org' })).toHaveAttribute(
      'href',
      'https://988lifeline.org',
    );
    const directory = helpNow.getByRole('link', { name: 'findahelpline.com' });
    await expect(directory).toHaveAttribute('href', 'https://findahelpline.com');
    await expect(directory).toHaveAttribute('rel', 'noopener noreferrer');
    for (const [number, region] of [
      ['911', 'US'],
      ['112', 'EU'],
      ['999', 'UK'],
    ]) {
      await expect(helpNow.getByRole('link', { name: `Call ${number} (${region})` })).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }

    await expect(main).toContainText('Are you having thoughts of ending your life?');
    await expect(main).toContainText('every 3 hours');
    await expect(main).toContainText('after 7 days');
    await expect(main).toContainText('It is not an emergency service.');

    const measured = page.getByTestId('screen-figures-measured');
    await expect(measured.locator('time')).toHaveAttribute('datetime', figures.measuredAt);
    await expect(measured).toContainText(figures.screen);
    const table = page.getByRole('table', { name: 'How the screen did on each held-out set' });
    for (const set of figures.sets) {
      const row = table.getByRole('row').filter({ hasText: set.description });
      await expect(row).toContainText(
        set.risky > 0 ? `${set.riskyGotResources} of ${set.risky}` : 'No risky messages in this set',
      );
      await expect(row).toContainText(`${set.benignCrisis} of ${set.benign}`);
    }
    const byKind = page.getByRole('table', { name: 'Risky messages that got help, by kind of risk' });
    const [firstSet] = figures.sets;
    const suicide = firstSet!.byKind.suicide;
    await expect(byKind.getByRole('row').nth(1)).toContainText(`${suicide.caught} of ${suicide.total}`);
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`has no serious or critical accessibility violations in ${colorScheme} mode`, async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('theme', mode), colorScheme);
      await page.goto('/safety');
      await expect(page.getByRole('heading', { level: 1, name: 'How we keep you safe' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('is linked from the footer of the landing page', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'How we keep you safe' }).click();
    await expect(page).toHaveURL(/\/safety$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How we keep you safe' })).toBeVisible();
  });

  test('is linked from the chat, beside the disclaimer and in the crisis card, in a new tab', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const member = newMember('Sasha');
    await registerThroughApi(request, member);
    await signInThroughForm(page, member.email, member.password);
    const messageBox = page.getByRole('textbox', { name: 'Message your guide' });
    await expect(messageBox).toBeVisible();

    const disclaimerLink = page
      .getByTestId('chat-disclaimer')
      .getByRole('link', { name: 'How we keep you safe' });
    await expect(disclaimerLink).toHaveAccessibleName('How we keep you safe (opens in a new tab)');
    const [safetyTab] = await Promise.all([page.waitForEvent('popup'), disclaimerLink.click()]);
    await expect(safetyTab).toHaveURL(/\/safety$/);
    await expect(safetyTab.getByRole('heading', { level: 1, name: 'How we keep you safe' })).toBeVisible();
    await safetyTab.close();

    await messageBox.fill('I feel like I want to kill myself');
    await messageBox.press('Enter');
    const card = page.getByTestId('crisis-card');
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card.getByRole('link', { name: 'Call 988' })).toHaveAttribute('href', 'tel:988');
    const cardLink = card.getByRole('link', { name: 'How we keep you safe' });
    await expect(cardLink).toHaveAttribute('href', '/safety');
    await expect(cardLink).toHaveAttribute('target', '_blank');
  });
});
