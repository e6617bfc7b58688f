import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import rawFigures from '#shared/safety/screen-figures.json' with { type: 'json' };
import type { ScreenFigures } from '#shared/safety/screen-figures.ts';
import { system } from '#web/app/theme.ts';
import { ScreenFiguresSection } from './screen-figures-section';

/** The section as a person reads it: its text, without markup. */
function shownText(figures?: ScreenFigures): string {
  const html = renderToStaticMarkup(
    <ChakraProvider value={system}>
      <ScreenFiguresSection {...(figures ? { figures } : {})} />
    </ChakraProvider>,
  );
  return html
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<\/(?:p|h2|h3|th|td|dt|dd|caption)>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

const percent = (part: number, whole: number) => `${((100 * part) / whole).toFixed(1)}%`;

/** Figures no measurement ever produced, so nothing typed into the page can match them. */
const otherFigures: ScreenFigures = {
  measuredAt: '2031-02-14',
  screen: 'every layer of the screen',
  sets: [
    {
      id: 'Q',
      description: 'a made-up set Q',
      risky: 400,
      riskyGotResources: 397,
      benign: 300,
      benignCheckIn: 21,
      benignCrisis: 2,
      byKind: {
        suicide: { total: 200, caught: 199 },
        'self-harm': { total: 120, caught: 119 },
        'harm-to-others': { total: 80, caught: 79 },
      },
    },
  ],
  timing: { p50Ms: 0.31, p99Ms: 2.4 },
};

describe('the safety page figures', () => {
  it('shows every figure of the measured figures file, with when and what was measured', () => {
    const text = shownText();
    const figures = rawFigures as ScreenFigures;
    const day = new Date(`${figures.measuredAt}T00:00:00Z`);
    const month = day.toLocaleString('en-GB', { month: 'long', timeZone: 'UTC' });
    expect(text).toContain(`Measured on ${day.getUTCDate()} ${month} ${day.getUTCFullYear()}.`);
    expect(text).toContain(`What was measured: ${figures.screen}.`);
    for (const set of figures.sets) {
      expect(text).toContain(set.description);
      expect(text).toContain(
        `${set.benignCheckIn} of ${set.benign} (${percent(set.benignCheckIn, set.benign)})`,
      );
      expect(text).toContain(
        `${set.benignCrisis} of ${set.benign} (${percent(set.benignCrisis, set.benign)})`,
      );
      if (set.risky === 0) continue;
      expect(text).toContain(
        `${set.riskyGotResources} of ${set.risky} (${percent(set.riskyGotResources, set.risky)})`,
      );
      for (const kind of Object.values(set.byKind)) {
        expect(text).toContain(`${kind.caught} of ${kind.total} (${percent(kind.caught, kind.total)})`);
      }
    }
  });

  it('changes with the figures it is given: no figure is typed into the page', () => {
    const other = shownText(otherFigures);
    expect(other).toContain('Measured on 14 February 2031. What was measured: every layer of the screen.');
    expect(other).toContain('397 of 400 (99.3%)');
    expect(other).toContain('199 of 200 (99.5%)');
    expect(other).toContain('21 of 300 (7.0%)');
    expect(other).toContain('0.31 ms for a typical message and 2.4 ms for the slowest 1 in 100');
    for (const set of (rawFigures as ScreenFigures).sets) {
      expect(other).not.toContain(set.description);
      expect(other).not.toContain(`${set.riskyGotResources} of ${set.risky}`);
    }
  });

  it('says a goal is met only when the figures meet it, and names what falls short', () => {
    const meetsGoals = shownText(otherFigures);
    expect(meetsGoals).toContain('The screen met it on every set above.');
    expect(meetsGoals).toContain('and the screen met that on every set.');
    expect(meetsGoals).not.toContain('fall short');

    const missesGoals = shownText({
      ...otherFigures,
      sets: [{ ...otherFigures.sets[0]!, riskyGotResources: 120, benignCrisis: 9 }],
      timing: { p50Ms: 1.5, p99Ms: 2.4 },
    });
    expect(missesGoals).toContain('Our goals, and where we fall short');
    expect(missesGoals).toContain(
      'The screen falls short of that today: it offered help for 30.0% on set Q, and missed 280 of the 400 risky messages in set Q.',
    );
    expect(missesGoals).toContain(
      'It went over that: 3.0% on set Q of harmless messages got the crisis reply',
    );
    expect(missesGoals).toContain('not met yet');
  });

  it('shows a set of harmless messages only by its false alarms, never as recall missed', () => {
    const harmlessOnly = {
      id: 'R',
      description: 'a made-up set R of everyday messages',
      risky: 0,
      riskyGotResources: 0,
      benign: 500,
      benignCheckIn: 60,
      benignCrisis: 1,
      byKind: {
        suicide: { total: 0, caught: 0 },
        'self-harm': { total: 0, caught: 0 },
        'harm-to-others': { total: 0, caught: 0 },
      },
    };
    const text = shownText({ ...otherFigures, sets: [otherFigures.sets[0]!, harmlessOnly] });
    expect(text).toContain(
      'a made-up set R of everyday messages No risky messages in this set 60 of 500 (12.0%)',
    );
    expect(text).not.toContain('0 of 0');
    expect(text).toContain('The screen met it on every set above.');
    expect(text).toContain(
      'It asks more often than that today: 12.0% on set R of harmless messages got a check-in.',
    );
  });
});
