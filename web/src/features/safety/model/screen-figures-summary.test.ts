import { describe, expect, it } from 'vitest';
import rawFigures from '#shared/safety/screen-figures.json' with { type: 'json' };
import {
  SCREEN_GOALS,
  type ScreenFigureSet,
  type ScreenFigures,
  type ScreenSetKind,
} from '#shared/safety/screen-figures.ts';
import { formatAgainstGoal, summarizeScreenFigures } from './screen-figures-summary';

const noRisk = {
  suicide: { total: 0, caught: 0 },
  'self-harm': { total: 0, caught: 0 },
  'harm-to-others': { total: 0, caught: 0 },
};

/** A made-up set of harmless messages only. */
function harmlessSet(id: string, kind: ScreenSetKind, counts: Partial<ScreenFigureSet>): ScreenFigureSet {
  return {
    id,
    kind,
    description: `made-up set ${id}`,
    risky: 0,
    riskyGotResources: 0,
    riskyReplaced: 0,
    benign: 1000,
    benignNote: 0,
    benignCheckIn: 0,
    benignCrisis: 0,
    byKind: noRisk,
    ...counts,
  };
}

function riskSet(id: string, counts: Partial<ScreenFigureSet>): ScreenFigureSet {
  return {
    ...harmlessSet(id, 'risk-and-dark-words', {}),
    risky: 1000,
    riskyGotResources: 1000,
    riskyReplaced: 900,
    byKind: {
      suicide: { total: 1000, caught: counts.riskyGotResources ?? 1000 },
      'self-harm': { total: 0, caught: 0 },
      'harm-to-others': { total: 0, caught: 0 },
    },
    ...counts,
  };
}

const figuresOf = (sets: ScreenFigureSet[], timing = { p50Ms: 0.3, p99Ms: 1.2 }): ScreenFigures => ({
  measuredAt: '2031-02-14',
  screen: 'made up',
  sets,
  timing,
});

const verdict = (figures: ScreenFigures, setKind: ScreenSetKind, measure: string) =>
  summarizeScreenFigures(figures).goals.find((goal) => goal.setKind === setKind && goal.measure === measure);

const ids = (standings: { set: { id: string } }[] | undefined) =>
  standings?.map((standing) => standing.set.id);

describe('the goals, each set judged by the goals of its kind', () => {
  it('judges the same note rate against the cap of the set’s own kind', () => {
    // 12% of harmless messages given a note: over the 10% cap for ordinary messages, under the 15%
    // cap for messages with dark words; conversations have no note goal at all.
    const figures = figuresOf([
      harmlessSet('J', 'ordinary', { benignNote: 120 }),
      riskSet('C', { benignNote: 120 }),
      harmlessSet('K', 'conversations', { benignNote: 120 }),
    ]);
    expect(ids(verdict(figures, 'ordinary', 'benignNote')?.fallsShort)).toEqual(['J']);
    expect(ids(verdict(figures, 'risk-and-dark-words', 'benignNote')?.meets)).toEqual(['C']);
    expect(verdict(figures, 'conversations', 'benignNote')).toBeUndefined();
    expect(verdict(figures, 'ordinary', 'benignNote')?.meets).toEqual([]);
  });

  it('counts a check-in and the crisis reply together as a replaced reply, against each kind’s cap', () => {
    // 1.6% replaced: over 1.5% (ordinary), under 2% (conversations) and 5% (dark words).
    const replaced = { benignCheckIn: 10, benignCrisis: 6 };
    const figures = figuresOf([
      harmlessSet('S', 'ordinary', replaced),
      harmlessSet('T', 'conversations', replaced),
      riskSet('D', replaced),
    ]);
    const ordinary = verdict(figures, 'ordinary', 'benignReplaced');
    expect(ids(ordinary?.fallsShort)).toEqual(['S']);
    expect(ordinary?.fallsShort[0]?.share.text).toBe('16 of 1000 (1.6%)');
    expect(ids(verdict(figures, 'conversations', 'benignReplaced')?.meets)).toEqual(['T']);
    expect(ids(verdict(figures, 'risk-and-dark-words', 'benignReplaced')?.meets)).toEqual(['D']);
  });

  it('asks at least 97% of risky messages to be given resources, judging only sets that hold risk', () => {
    const figures = figuresOf([
      riskSet('C', { riskyGotResources: 970 }),
      riskSet('E', { riskyGotResources: 969 }),
      harmlessSet('J', 'ordinary', {}),
    ]);
    const resources = verdict(figures, 'risk-and-dark-words', 'riskyGotResources');
    expect(resources?.direction).toBe('at-least');
    expect(resources?.goal).toBe(0.97);
    expect(ids(resources?.meets)).toEqual(['C']);
    expect(ids(resources?.fallsShort)).toEqual(['E']);
    expect(resources?.fallsShort[0]?.percent).toBe('96.9%');
  });

  it('shows a share that rounds to its goal with a second decimal, so a miss never reads as the goal', () => {
    expect(formatAgainstGoal(9 / 597, 0.015)).toBe('1.51%');
    expect(formatAgainstGoal(0.0149, 0.015)).toBe('1.49%');
    expect(formatAgainstGoal(0.015, 0.015)).toBe('1.5%');
    expect(formatAgainstGoal(0.088, 0.05)).toBe('8.8%');
    const figures = figuresOf([
      harmlessSet('J', 'ordinary', { benign: 597, benignCheckIn: 5, benignCrisis: 4 }),
    ]);
    const standing = verdict(figures, 'ordinary', 'benignReplaced')?.fallsShort[0];
    expect(standing?.percent).toBe('1.51%');
    expect(standing?.share.text).toBe('9 of 597 (1.5%)');
  });

  it('meets the time goal at the goal itself, and misses it just above', () => {
    const atGoal = summarizeScreenFigures(figuresOf([], { p50Ms: 0.5, p99Ms: 2 }));
    expect(atGoal.timing).toMatchObject({ p50MeetsGoal: true, p99MeetsGoal: true, meetsGoal: true });
    expect(atGoal.anyShortfall).toBe(false);
    const slow = summarizeScreenFigures(figuresOf([], { p50Ms: 0.33, p99Ms: 5.258 }));
    expect(slow.timing).toMatchObject({
      p50: '0.33 ms',
      p99: '5.3 ms',
      p50MeetsGoal: true,
      p99MeetsGoal: false,
    });
    expect(slow.anyShortfall).toBe(true);
  });

  it('says nothing falls short when every set meets every goal of its kind', () => {
    const summary = summarizeScreenFigures(
      figuresOf([
        riskSet('C', { benignNote: 100, benignCheckIn: 30 }),
        harmlessSet('J', 'ordinary', { benignNote: 100, benignCheckIn: 15 }),
        harmlessSet('K', 'conversations', { benignNote: 500, benignCrisis: 20 }),
      ]),
    );
    expect(summary.anyShortfall).toBe(false);
    expect(summary.goals.map((goal) => `${goal.setKind} ${goal.measure}`)).toEqual([
      'risk-and-dark-words riskyGotResources',
      'ordinary benignReplaced',
      'ordinary benignNote',
      'conversations benignReplaced',
      'risk-and-dark-words benignReplaced',
      'risk-and-dark-words benignNote',
    ]);
    for (const goal of summary.goals) expect(goal.fallsShort).toEqual([]);
  });

  it('puts every measured set under every goal of its kind, meeting or falling short by its own counts', () => {
    const figures = rawFigures as ScreenFigures;
    const summary = summarizeScreenFigures(figures);
    for (const set of figures.sets) {
      const goals = SCREEN_GOALS.bySetKind[set.kind];
      const judged = summary.goals.filter((goal) => goal.setKind === set.kind);
      const expected: [string, number | undefined, number, boolean][] = [
        ['riskyGotResources', goals.riskyGotResources, set.riskyGotResources / set.risky, set.risky > 0],
        ['benignReplaced', goals.benignReplaced, (set.benignCheckIn + set.benignCrisis) / set.benign, true],
        ['benignNote', goals.benignNote, set.benignNote / set.benign, true],
      ];
      for (const [measure, goal, ratio, applies] of expected) {
        const goalVerdict = judged.find((candidate) => candidate.measure === measure);
        const meets = goalVerdict?.meets.some((standing) => standing.set.id === set.id);
        const short = goalVerdict?.fallsShort.some((standing) => standing.set.id === set.id);
        if (goal === undefined || !applies) {
          expect(meets || short).toBeFalsy();
          continue;
        }
        const met = measure === 'riskyGotResources' ? ratio >= goal : ratio <= goal;
        expect({ set: set.id, measure, meets, short }).toEqual({
          set: set.id,
          measure,
          meets: met,
          short: !met,
        });
      }
    }
  });
});
