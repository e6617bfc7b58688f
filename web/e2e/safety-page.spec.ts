import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { ScreenFigureSet, ScreenFigures, ScreenSetKind } from '#shared/safety/screen-figures.ts';
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

/** The measured share as the page writes it: "13 of 113 (11.5%)". */
const shareText = (part: number, whole: number) =>
  `${part} of ${whole} (${((100 * part) / whole).toFixed(1)}%)`;

/**
 * The goals of issue 21, restated here rather than imported, so the page is checked against what
 * was decided: the table row that states each goal, and each set's share against it.
 */
const goals: {
  kind: ScreenSetKind;
  /** Judges the risky messages of a set (a set without any is not judged by it). */
  onRisk?: true;
  row: string;
  ratio: (set: ScreenFigureSet) => number;
  met: (ratio: number) => boolean;
  shortfall: string;
}[] = [
  {
    kind: 'risk-and-dark-words',
    onRisk: true,
    row: 'Risky messages given resources in any form: at least 97%',
    ratio: (set) => set.riskyGotResources / set.risky,
    met: (ratio) => ratio >= 0.97,
    shortfall: 'shortfall-resources',
  },
  {
    kind: 'ordinary',
    row: 'Ordinary reflective messages whose reply is replaced: at most 1.5%',
    ratio: (set) => (set.benignCheckIn + set.benignCrisis) / set.benign,
    met: (ratio) => ratio <= 0.015,
    shortfall: 'shortfall-replaced',
  },
  {
    kind: 'ordinary',
    row: 'Ordinary reflective messages given a note: at most 10%',
    ratio: (set) => set.benignNote / set.benign,
    met: (ratio) => ratio <= 0.1,
    shortfall: 'shortfall-notes',
  },
  {
    kind: 'conversations',
    row: 'Messages in ordinary conversations whose reply is replaced: at most 2%',
    ratio: (set) => (set.benignCheckIn + set.benignCrisis) / set.benign,
    met: (ratio) => ratio <= 0.02,
    shortfall: 'shortfall-replaced',
  },
  {
    kind: 'risk-and-dark-words',
    row: 'Harmless messages with dark words whose reply is replaced: at most 5%',
    ratio: (set) => (set.benignCheckIn + set.benignCrisis) / set.benign,
    met: (ratio) => ratio <= 0.05,
    shortfall: 'shortfall-replaced',
  },
  {
    kind: 'risk-and-dark-words',
    row: 'Harmless messages with dark words given a note: at most 15%',
    ratio: (set) => set.benignNote / set.benign,
    met: (ratio) => ratio <= 0.15,
    shortfall: 'shortfall-notes',
  },
];

const setTableCaptions: Record<ScreenSetKind, string> = {
  'risk-and-dark-words': 'Risky messages, and harmless messages with dark words, set by set',
  ordinary: 'Ordinary reflective messages, set by set',
  conversations: 'Ordinary conversations, set by set',
};

/** A data cell of a table row, by its column header's text. */
async function cellUnder(table: Locator, row: Locator, header: string): Promise<Locator> {
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => text.trim().startsWith(header));
  expect(column, `a column headed "${header}"`).toBeGreaterThan(0);
  // The row's first cell is its header (a th), so the column index counts it.
  return row.locator('th, td').nth(column);
}

/** A set's row in its kind's table: each share as measured (the risky ones where it has any). */
async function expectSetRow(page: Page, set: ScreenFigureSet): Promise<void> {
  const table = page.getByRole('table', { name: setTableCaptions[set.kind] });
  const row = table.getByRole('row').filter({ hasText: set.description });
  await expect(row).toHaveCount(1);
  await expect(await cellUnder(table, row, 'Harmless messages given a note')).toHaveText(
    shareText(set.benignNote, set.benign),
  );
  await expect(await cellUnder(table, row, 'Harmless messages whose reply was replaced')).toContainText(
    shareText(set.benignCheckIn + set.benignCrisis, set.benign),
  );
  if (set.risky === 0) return;
  await expect(await cellUnder(table, row, 'Risky messages given resources')).toHaveText(
    shareText(set.riskyGotResources, set.risky),
  );
  await expect(await cellUnder(table, row, 'Risky messages whose reply was replaced')).toHaveText(
    shareText(set.riskyReplaced, set.risky),
  );
}

/**
 * A goal's row: each set it judges under "Met on" or "Falls short on", and each miss told in
 * words below the table. Returns how many sets miss it.
 */
async function expectGoalRow(page: Page, goalsTable: Locator, goal: (typeof goals)[number]): Promise<number> {
  const row = goalsTable.getByRole('row').filter({ hasText: goal.row });
  await expect(row).toHaveCount(1);
  const metOn = await cellUnder(goalsTable, row, 'Met on');
  const fallsShortOn = await cellUnder(goalsTable, row, 'Falls short on');
  const sets = figures.sets.filter((set) => set.kind === goal.kind && (set.risky > 0 || !goal.onRisk));
  let missed = 0;
  for (const set of sets) {
    const met = goal.met(goal.ratio(set));
    await expect(met ? metOn : fallsShortOn).toContainText(`set ${set.id} (`);
    await expect(met ? fallsShortOn : metOn).not.toContainText(`set ${set.id} (`);
    if (!met) {
      missed += 1;
      await expect(page.getByTestId(goal.shortfall)).toContainText(`set ${set.id} (`);
    }
  }
  return missed;
}

/** The timing goal's row and its shortfall note; returns whether the goal is met. */
async function expectTimingGoal(page: Page, goalsTable: Locator): Promise<boolean> {
  const timingRow = goalsTable.getByRole('row').filter({ hasText: 'Time to screen one message' });
  const timingMet = figures.timing.p50Ms <= 0.5 && figures.timing.p99Ms <= 2;
  await expect(page.getByTestId('shortfall-timing')).toHaveCount(timingMet ? 0 : 1);
  if (!timingMet)
    await expect(await cellUnder(goalsTable, timingRow, 'Falls short on')).not.toHaveText('None');
  return timingMet;
}

test.describe('the safety page', () => {
  test('opens directly with its sections in order, and the crisis lines of every country', async ({
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

    // The lines of each country, as decided: 988 in the US and Canada, Samaritans in the UK and
    // Ireland, Lifeline in Australia, 1737 in New Zealand, a directory everywhere else.
    const helpNow = page.getByRole('region', { name: 'If you need help now' });
    const countries = helpNow.getByRole('list', { name: 'Crisis lines by country' });
    for (const [country, call, text] of [
      ['In the US', '988', '988'],
      ['In Canada', '988', '988'],
      ['In the UK', '116 123', null],
      ['In Ireland', '116 123', null],
      ['In Australia', '13 11 14', null],
      ['In New Zealand', '1737', '1737'],
    ] as const) {
      const line = countries.getByRole('listitem', { name: country });
      await expect(line).toBeVisible();
      await expect(line.getByRole('link', { name: `Call ${call}` })).toHaveAttribute(
        'href',
        `tel:${call.replaceAll(' ', '')}`,
      );
      if (text)
        await expect(line.getByRole('link', { name: `Text ${text}` })).toHaveAttribute('href', `sms:${text}`);
      else await expect(line.getByRole('link', { name: /^Text / })).toHaveCount(0);
    }
    await expect(countries.getByRole('listitem', { name: 'In the UK' })).toContainText('Samaritans');
    await expect(countries.getByRole('listitem', { name: 'In Australia' })).toContainText('Lifeline');
    const us = countries.getByRole('listitem', { name: 'In the US' });
    await expect(us.getByRole('link', { name: '988lifeline.org' })).toHaveAttribute(
      'href',
      'https://988lifeline.org',
    );
    const elsewhere = countries.getByRole('listitem', { name: 'Anywhere else' });
    const directory = elsewhere.getByRole('link', { name: 'findahelpline.com' });
    await expect(directory).toHaveAttribute('href', 'https://findahelpline.com');
    await expect(directory).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(elsewhere).toContainText('your local emergency number (112 in the EU)');
    const emergency = helpNow.getByRole('list', { name: 'Emergency numbers' });
    for (const [number, regions] of [
      ['911', 'US, Canada'],
      ['999', 'UK'],
      ['112', 'Ireland, EU'],
      ['000', 'Australia'],
      ['111', 'New Zealand'],
    ]) {
      await expect(emergency.getByRole('link', { name: `Call ${number} (${regions})` })).toHaveAttribute(
        'href',
        `tel:${number}`,
      );
    }

    await expect(main).toContainText('every 3 hours');
    await expect(main).toContainText('after 7 days');
    await expect(main).toContainText('It is not an emergency service.');
  });

  test('explains the five grades, what a person sees at each, and the model’s second reading', async ({
    page,
  }) => {
    await page.goto('/safety');
    const whatYouSee = page.getByRole('region', { name: 'What you see' });
    await expect(whatYouSee.getByRole('heading', { level: 3 }).first()).toHaveText('No risk found');
    for (const grade of [
      'No risk found',
      'Possible risk: a note',
      'Probable risk: a check-in',
      'Clear risk: the crisis reply',
      'A plan, a means or a time: the crisis reply, emergency number first',
    ]) {
      await expect(whatYouSee.getByRole('heading', { level: 3, name: grade })).toBeVisible();
    }
    await expect(whatYouSee).toContainText('There are five grades');
    // A note sits beside an ordinary answer and does not interrupt; a check-in asks directly.
    await expect(whatYouSee).toContainText('a quiet line sits beside its reply, not inside it');
    await expect(whatYouSee).toContainText('Support is here any time: call or text 988');
    await expect(whatYouSee).toContainText('A note does not interrupt you');
    await expect(whatYouSee).toContainText(
      'The guide’s reply is replaced by a warm, direct question, such as “Are you having thoughts of ending your life?”',
    );
    await expect(whatYouSee).toContainText(
      'it starts with your local emergency number, such as 911 in the US',
    );
    await expect(whatYouSee).toContainText('Every other reply comes from an AI.');
    await expect(whatYouSee).toContainText('never adds crisis lines of its own');
    await expect(whatYouSee).toContainText('Crisis lines follow your country');
    await expect(whatYouSee).toContainText('A note is never flagged');

    const howItWorks = page.getByRole('region', { name: 'How the screen works' });
    await expect(howItWorks).toContainText('A second reading by the AI model.');
    await expect(howItWorks).toContainText('Columbia Suicide Severity Rating Scale (C-SSRS)');
    await expect(howItWorks).toContainText(
      'the check-in may be lowered to a note or to nothing, or raised to the crisis reply',
    );
    await expect(howItWorks).toContainText('the screen’s own grade stands');
  });

  test('shows each set’s measured figures from screen-figures.json, and names every goal a set misses', async ({
    page,
  }) => {
    await page.goto('/safety');
    const measured = page.getByTestId('screen-figures-measured');
    await expect(measured.locator('time')).toHaveAttribute('datetime', figures.measuredAt);
    await expect(measured).toContainText(figures.screen);

    for (const set of figures.sets) await expectSetRow(page, set);
    const byKind = page.getByRole('table', {
      name: 'Risky messages given resources (any form), by kind of risk',
    });
    const [firstSet] = figures.sets;
    const suicide = firstSet!.byKind.suicide;
    await expect(byKind.getByRole('row').nth(1)).toContainText(shareText(suicide.caught, suicide.total));

    // Every goal: the sets meeting it under "Met on", those missing it under "Falls short on", and
    // each miss told in words below the table.
    const goalsTable = page.getByRole('table', {
      name: 'Each goal, the sets that meet it and the sets that fall short',
    });
    let missed = 0;
    for (const goal of goals) missed += await expectGoalRow(page, goalsTable, goal);
    const timingMet = await expectTimingGoal(page, goalsTable);
    await expect(page.getByRole('heading', { level: 3, name: /^Our goals/ })).toHaveText(
      missed > 0 || !timingMet ? 'Our goals, and where we fall short' : 'Our goals',
    );
    if (missed > 0)
      await expect(page.getByTestId('goals-verdict')).toContainText('missed on at least one set today');
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
