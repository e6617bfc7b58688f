import {
  SCREEN_GOALS,
  type ScreenFigureSet,
  type ScreenFigures,
  type ScreenRiskKind,
  type ScreenSetKind,
  screenRiskKinds,
  screenSetKinds,
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
  kind: ScreenSetKind;
  description: string;
  /** Risky messages given resources in any form (a note, a check-in or the crisis reply); null for a set of harmless messages only. */
  riskyGotResources: Share | null;
  /** Risky messages whose reply was replaced (a check-in or the crisis reply); null as above. */
  riskyReplaced: Share | null;
  /** Harmless messages answered as usual with the quiet resources line beside the reply. */
  benignNote: Share;
  /** Harmless messages whose reply was replaced: a check-in or the crisis reply. */
  benignReplaced: Share;
  benignCheckIn: Share;
  benignCrisis: Share;
  byKind: Record<ScreenRiskKind, Share>;
}

/** The measures a goal can judge a set by. */
export type GoalMeasure = 'riskyGotResources' | 'benignReplaced' | 'benignNote';

/** One goal, and how the sets it applies to stand against it. */
export interface GoalVerdict {
  /** The kind of set the goal judges. */
  setKind: ScreenSetKind;
  measure: GoalMeasure;
  /** At least (resources on risk) or at most (notes and replaced replies on harmless messages). */
  direction: 'at-least' | 'at-most';
  goal: number;
  /** The sets it applies to, each with its share as it stands against the goal ("1.51%" where "1.5%" would hide a miss). */
  meets: SetStanding[];
  fallsShort: SetStanding[];
}

export interface SetStanding {
  set: SetSummary;
  share: Share;
  /** The share, with a second decimal where one decimal would read as the goal itself. */
  percent: string;
}

export interface ScreenFiguresSummary {
  /** The day of the measurement in words, e.g. "23 November 2026". */
  measuredOn: string;
  screen: string;
  sets: SetSummary[];
  /** Every goal that applies to at least one measured set, in the page's order. */
  goals: GoalVerdict[];
  timing: { p50: string; p99: string; p50MeetsGoal: boolean; p99MeetsGoal: boolean; meetsGoal: boolean };
  /** Whether any goal, timing included, is missed. */
  anyShortfall: boolean;
}

const percentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

const finePercentFormat = new Intl.NumberFormat('en-US', {
  style: 'percent',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const dayFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

const goalFormat = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** A measured share, always with one decimal: "51.7%", "0.0%". */
export function formatPercent(ratio: number): string {
  return percentFormat.format(ratio);
}

/** A goal, as round as it is: "97%", "1.5%", "99.5%". */
export function formatGoal(ratio: number): string {
  return goalFormat.format(ratio);
}

/**
 * A share beside its goal: one decimal, or two where one would show the goal itself for a share
 * on the other side of it (9 of 597 is 1.51%, over a 1.5% cap, though it rounds to "1.5%").
 */
export function formatAgainstGoal(ratio: number, goal: number): string {
  const rounded = formatPercent(ratio);
  return ratio !== goal && rounded === formatPercent(goal) ? finePercentFormat.format(ratio) : rounded;
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
  const hasRisk = set.risky > 0;
  return {
    id: set.id,
    kind: set.kind,
    description: set.description,
    riskyGotResources: hasRisk ? share(set.riskyGotResources, set.risky) : null,
    riskyReplaced: hasRisk ? share(set.riskyReplaced, set.risky) : null,
    benignNote: share(set.benignNote, set.benign),
    benignReplaced: share(set.benignCheckIn + set.benignCrisis, set.benign),
    benignCheckIn: share(set.benignCheckIn, set.benign),
    benignCrisis: share(set.benignCrisis, set.benign),
    byKind,
  };
}

/** The goals in the order the page states them: resources on risk first, then what interrupts most. */
const goalOrder: readonly { setKind: ScreenSetKind; measure: GoalMeasure }[] = [
  { setKind: 'risk-and-dark-words', measure: 'riskyGotResources' },
  { setKind: 'ordinary', measure: 'benignReplaced' },
  { setKind: 'ordinary', measure: 'benignNote' },
  { setKind: 'conversations', measure: 'benignReplaced' },
  { setKind: 'conversations', measure: 'benignNote' },
  { setKind: 'risk-and-dark-words', measure: 'benignReplaced' },
  { setKind: 'risk-and-dark-words', measure: 'benignNote' },
];

function judge(
  sets: readonly SetSummary[],
  setKind: ScreenSetKind,
  measure: GoalMeasure,
): GoalVerdict | null {
  const goal = SCREEN_GOALS.bySetKind[setKind][measure];
  if (goal === undefined) return null;
  const direction = measure === 'riskyGotResources' ? 'at-least' : 'at-most';
  const standings = sets.flatMap((set): SetStanding[] => {
    const measured = set.kind === setKind ? set[measure] : null;
    return measured ? [{ set, share: measured, percent: formatAgainstGoal(measured.ratio, goal) }] : [];
  });
  if (standings.length === 0) return null;
  const met = (standing: SetStanding) =>
    direction === 'at-least' ? standing.share.ratio >= goal : standing.share.ratio <= goal;
  return {
    setKind,
    measure,
    direction,
    goal,
    meets: standings.filter(met),
    fallsShort: standings.filter((standing) => !met(standing)),
  };
}

/** Everything the safety page says about the measured figures, worked out from them alone. */
export function summarizeScreenFigures(figures: ScreenFigures): ScreenFiguresSummary {
  const sets = figures.sets.map(summarizeSet);
  const goals = goalOrder.flatMap(({ setKind, measure }) => judge(sets, setKind, measure) ?? []);
  const p50MeetsGoal = figures.timing.p50Ms <= SCREEN_GOALS.p50Ms;
  const p99MeetsGoal = figures.timing.p99Ms <= SCREEN_GOALS.p99Ms;
  const meetsGoal = p50MeetsGoal && p99MeetsGoal;
  return {
    measuredOn: formatMeasuredOn(figures.measuredAt),
    screen: figures.screen,
    sets,
    goals,
    timing: {
      p50: formatMilliseconds(figures.timing.p50Ms),
      p99: formatMilliseconds(figures.timing.p99Ms),
      p50MeetsGoal,
      p99MeetsGoal,
      meetsGoal,
    },
    anyShortfall: !meetsGoal || goals.some((goal) => goal.fallsShort.length > 0),
  };
}

/** The measured sets of one kind, in the order they were measured. */
export function setsOfKind(sets: readonly SetSummary[], kind: ScreenSetKind): SetSummary[] {
  return sets.filter((set) => set.kind === kind);
}

/** The kinds of set that were measured, in the page's order. */
export function measuredSetKinds(sets: readonly SetSummary[]): ScreenSetKind[] {
  return screenSetKinds.filter((kind) => sets.some((set) => set.kind === kind));
}

const setNames = new Intl.ListFormat('en', { style: 'long', type: 'conjunction' });

/** "set C", "sets D and E". */
export function nameSets(sets: readonly SetSummary[]): string {
  return `${sets.length === 1 ? 'set' : 'sets'} ${setNames.format(sets.map((set) => set.id))}`;
}

/** "set D (8.8%) and set E (5.5%)": each set beside its share as it stands against a goal. */
export function standingsText(standings: readonly SetStanding[]): string {
  return setNames.format(standings.map((standing) => `set ${standing.set.id} (${standing.percent})`));
}

/** The sets that hold risky messages (a set of harmless messages only measures false alarms). */
export function setsWithRisk(sets: readonly SetSummary[]): SetSummary[] {
  return sets.filter((set) => set.riskyGotResources !== null);
}
