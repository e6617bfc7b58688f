import { ChakraProvider } from '@chakra-ui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import rawFigures from '#shared/safety/screen-figures.json' with { type: 'json' };
import type { ScreenFigureSet, ScreenFigures } from '#shared/safety/screen-figures.ts';
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
const shareText = (part: number, whole: number) => `${part} of ${whole} (${percent(part, whole)})`;

const noRisk = {
  suicide: { total: 0, caught: 0 },
  'self-harm': { total: 0, caught: 0 },
  'harm-to-others': { total: 0, caught: 0 },
};

/** Figures no measurement ever produced, so nothing typed into the page can match them; every goal met. */
const riskSetQ: ScreenFigureSet = {
  id: 'Q',
  kind: 'risk-and-dark-words',
  description: 'a made-up set Q',
  risky: 400,
  riskyGotResources: 397,
  riskyReplaced: 351,
  benign: 300,
  benignNote: 27,
  benignCheckIn: 8,
  benignCrisis: 1,
  byKind: {
    suicide: { total: 200, caught: 199 },
    'self-harm': { total: 120, caught: 119 },
    'harm-to-others': { total: 80, caught: 79 },
  },
};
/** A set of harmless messages only: no risky message, so none of the risky figures. */
function harmlessSet(
  set: Pick<
    ScreenFigureSet,
    'id' | 'kind' | 'description' | 'benign' | 'benignNote' | 'benignCheckIn' | 'benignCrisis'
  >,
): ScreenFigureSet {
  return { ...set, risky: 0, riskyGotResources: 0, riskyReplaced: 0, byKind: noRisk };
}
const ordinarySetR = harmlessSet({
  id: 'R',
  kind: 'ordinary',
  description: 'a made-up set R of everyday messages',
  benign: 500,
  benignNote: 41,
  benignCheckIn: 3,
  benignCrisis: 0,
});
const conversationSetU = harmlessSet({
  id: 'U',
  kind: 'conversations',
  description: 'a made-up set U of conversations',
  benign: 250,
  benignNote: 90,
  benignCheckIn: 2,
  benignCrisis: 1,
});
const otherFigures: ScreenFigures = {
  measuredAt: '2031-02-14',
  screen: 'every layer of the screen',
  sets: [riskSetQ, ordinarySetR, conversationSetU],
  timing: { p50Ms: 0.31, p99Ms: 1.9 },
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
      expect(text).toContain(shareText(set.benignNote, set.benign));
      expect(text).toContain(shareText(set.benignCheckIn + set.benignCrisis, set.benign));
      if (set.risky === 0) continue;
      expect(text).toContain(shareText(set.riskyGotResources, set.risky));
      expect(text).toContain(shareText(set.riskyReplaced, set.risky));
      for (const kind of Object.values(set.byKind))
        expect(text).toContain(shareText(kind.caught, kind.total));
    }
  });

  it('shows each row with its set’s note and replaced figures, a replaced reply split into check-ins and crisis replies', () => {
    const text = shownText(otherFigures);
    expect(text).toContain(
      'a made-up set Q 397 of 400 (99.3%) 351 of 400 (87.8%) 27 of 300 (9.0%) 9 of 300 (3.0%): 8 check-ins, 1 crisis reply',
    );
    expect(text).toContain(
      'a made-up set R of everyday messages 41 of 500 (8.2%) 3 of 500 (0.6%): 3 check-ins, 0 crisis replies',
    );
    expect(text).toContain('a made-up set U of conversations 90 of 250 (36.0%) 3 of 250 (1.2%)');
    // A set of harmless messages only has no risky columns, and is never shown as risk missed.
    expect(text).not.toContain('0 of 0');
    expect(text).toContain('Ordinary reflective messages (set R)');
    expect(text).toContain('Ordinary conversations (set U)');
  });

  it('changes with the figures it is given: no figure is typed into the page', () => {
    const other = shownText(otherFigures);
    expect(other).toContain('Measured on 14 February 2031. What was measured: every layer of the screen.');
    expect(other).toContain('199 of 200 (99.5%)');
    for (const set of (rawFigures as ScreenFigures).sets) {
      expect(other).not.toContain(set.description);
      if (set.risky > 0) expect(other).not.toContain(`${set.riskyGotResources} of ${set.risky}`);
    }
  });

  it('states every goal met, and names no shortfall, when the figures meet them all', () => {
    const text = shownText(otherFigures);
    expect(text).toContain('Our goals');
    expect(text).not.toContain('where we fall short');
    expect(text).toContain('every set meets every goal');
    expect(text).toContain('Risky messages given resources in any form: at least 97% set Q (99.3%) None');
    expect(text).toContain(
      'Ordinary reflective messages whose reply is replaced: at most 1.5% set R (0.6%) None',
    );
    expect(text).toContain('Ordinary reflective messages given a note: at most 10% set R (8.2%) None');
    expect(text).toContain(
      'Messages in ordinary conversations whose reply is replaced: at most 2% set U (1.2%) None',
    );
    expect(text).toContain(
      'Harmless messages with dark words whose reply is replaced: at most 5% set Q (3.0%) None',
    );
    expect(text).toContain('Harmless messages with dark words given a note: at most 15% set Q (9.0%) None');
    // Conversations have no note goal: their 36% of notes is shown, never judged.
    expect(text).not.toContain('conversations given a note');
    expect(text).toContain('typical (0.31 ms), slowest 1 in 100 (1.9 ms) None');
    expect(text).not.toMatch(
      /Some risk is missed|replaced too often|Notes are shown too often|slower than our goal/,
    );
  });

  it('names each set that falls short of a goal, and what that means for a person', () => {
    const missesGoals = shownText({
      ...otherFigures,
      sets: [
        { ...riskSetQ, riskyGotResources: 380, benignNote: 50, benignCheckIn: 20 },
        { ...riskSetQ, id: 'V', description: 'a made-up set V' },
        { ...ordinarySetR, benignNote: 60, benignCheckIn: 8 },
        { ...conversationSetU, benignCheckIn: 9 },
      ],
      timing: { p50Ms: 0.4, p99Ms: 2.4 },
    });
    expect(missesGoals).toContain('Our goals, and where we fall short');
    expect(missesGoals).toContain('Every one of our 7 goals is missed on at least one set today');
    expect(missesGoals).toContain(
      'Risky messages given resources in any form: at least 97% set V (99.3%) set Q (95.0%)',
    );
    expect(missesGoals).toContain(
      'Some risk is missed. The screen gave resources to fewer risky messages than our goal of 97% on set Q (95.0%). It missed 20 of the 400 risky messages there.',
    );
    expect(missesGoals).toContain('Please do not count on it to notice that you are struggling.');
    expect(missesGoals).toContain(
      'Replies are replaced too often. More often than we want, the guide’s answer was replaced by a check-in or the crisis reply. Ordinary reflective messages: set R (1.6%), against a goal of at most 1.5%. Messages in ordinary conversations: set U (4.0%), against a goal of at most 2%. Harmless messages with dark words: set Q (7.0%), against a goal of at most 5%.',
    );
    expect(missesGoals).toContain(
      'Notes are shown too often. More often than we want, the quiet resources line sat beside an ordinary answer. Ordinary reflective messages: set R (12.0%), against a goal of at most 10%. Harmless messages with dark words: set Q (16.7%), against a goal of at most 15%.',
    );
    expect(missesGoals).toContain('typical (0.4 ms) slowest 1 in 100 (2.4 ms)');
    expect(missesGoals).toContain(
      'The screen is slower than our goal. Screening one message took 0.4 ms for a typical message and 2.4 ms for the slowest 1 in 100, against goals of 0.5 ms and 2 ms.',
    );
  });
});
