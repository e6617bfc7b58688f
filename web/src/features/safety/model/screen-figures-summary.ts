import {
  SCREEN_GOALS,
  type ScreenFigureSet,
  type ScreenFigures,
  type ScreenRiskKind,
  screenRiskKinds,
} from '#shared/safety/screen-figures.ts';

/** A part of a whole, as the page writes it: "78 of 151 (51.7%)". */
export interface Share {
  count: number;
  total: number;
  /** count / total, 0 when the whole is empty. */
  ratio: number;
  percent: string;
  text: string;
}

export interface SetSummary {
  id: string;
  description: string;
  /** Risky messages that got a check-in or the crisis reply; null for a set of harmless messages only. */
  recall: Share | null;
  benignCheckIn: Share;
  benignCrisis: Share;
  byKind: Record<ScreenRiskKind, Share>;
}

export interface ScreenFiguresSummary {
  /** The day of the measurement in words, e.g. "23 November 2026". */
  measuredOn: string;
  screen: string;
  sets: SetSummary[];
  /** The sets whose recall is below the goal. */
  setsShortOfRecallGoal: SetSummary[];
  /** The sets where more harmless messages than the goal allows got the crisis reply. */
  setsOverCrisisGoal: SetSummary[];
  /** The sets where more harmless messages than the goal allows got a check-in. */
  setsOverCheckInGoal: SetSummary[];
  timing: { p50: string; p99: string; meetsGoal: boolean };
}

const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const goalFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A measured share, always with one decimal: "51.7%", "0.0%". */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio);
}

/** A goal, as round as it is: "97%", "1%", "99.5%". */
export function formatGoal(ratio: number): string {
  return goalFormat.format(ratio);
}

export function share(count: number, total: number): Share {
  const ratio = total > 0 ? count / total : 0;
  const percent = formatPercent(ratio);
  return { count, total, ratio, percent, text: `${count} of ${total} (${percent})` };
}

/** "2026-11-23" as "23 November 2026"; anything unreadable is shown as written. */
export function formatMeasuredOn(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : dayFormat.format(date);
}

/** Milliseconds as the page writes them: "0.17 ms". */
export function formatMilliseconds(ms: number): string {
  return `${Number(ms.toPrecision(2))} ms`;
}

function summarizeSet(set: ScreenFigureSet): SetSummary {
  const byKind = Object.fromEntries(
    screenRiskKinds.map((kind) => [kind, share(set.byKind[kind].caught, set.byKind[kind].total)]),
  ) as Record<ScreenRiskKind, Share>;
  return {
    id: set.id,
    description: set.description,
    recall: set.risky > 0 ? share(set.riskyGotResources, set.risky) : null,
    benignCheckIn: share(set.benignCheckIn, set.benign),
    benignCrisis: share(set.benignCrisis, set.benign),
    byKind,
  };
}

/** Everything the safety page says about the measured figures, worked out from them alone. */
export function summarizeScreenFigures(figures: ScreenFigures): ScreenFiguresSummary {
  const sets = figures.sets.map(summarizeSet);
  return {
    measuredOn: formatMeasuredOn(figures.measuredAt),
    screen: figures.screen,
    sets,
    setsShortOfRecallGoal: sets.filter(
      (set) => set.recall !== null && set.recall.ratio < SCREEN_GOALS.riskyGotResources,
    ),
    setsOverCrisisGoal: sets.filter((set) => set.benignCrisis.ratio > SCREEN_GOALS.benignCrisis),
    setsOverCheckInGoal: sets.filter((set) => set.benignCheckIn.ratio > SCREEN_GOALS.benignCheckIn),
    timing: {
      p50: formatMilliseconds(figures.timing.p50Ms),
      p99: formatMilliseconds(figures.timing.p99Ms),
      meetsGoal: figures.timing.p50Ms < SCREEN_GOALS.p50Ms && figures.timing.p99Ms < SCREEN_GOALS.p99Ms,
    },
  };
}

const setNames = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "set C", "sets D and E". */
export function nameSets(sets: readonly SetSummary[]): string {
  return `${sets.length === 1 ? 'set' : 'sets'} ${setNames.format(sets.map((set) => set.id))}`;
}

/** "51.7% on set C, 28.8% on set D and 36.4% on set E" (a set without the share is left out). */
export function percentsBySet(sets: readonly SetSummary[], pick: (set: SetSummary) => Share | null): string {
  return setNames.format(
    sets.flatMap((set) => {
      const picked = pick(set);
      return picked ? [`${picked.percent} on set ${set.id}`] : [];
    }),
  );
}

/** The sets that hold risky messages (a set of harmless messages only measures false alarms). */
export function setsWithRisk(sets: readonly SetSummary[]): SetSummary[] {
  return sets.filter((set) => set.recall !== null);
}
