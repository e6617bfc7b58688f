import measuredFigures from './screen-figures.json' with { type: 'json' };

/**
 * The safety screen's measured figures on held-out sets: messages written by people who had not
 * seen the screen's rules, never used to write, train or tune any part of it.
 * `npm run safety:figures` measures them (as `npm run bench` does) and writes screen-figures.json;
 * the public safety page shows them as they are.
 *
 * What a person sees follows the screen's grade: none (an ordinary answer), a note (an ordinary
 * answer with a quiet resources line beside it), a check-in (the reply replaced by a direct
 * question, with resources) or the crisis reply (the reply replaced by crisis resources).
 */
export const screenRiskKinds = ['suicide', 'self-harm', 'harm-to-others'] as const;
export type ScreenRiskKind = (typeof screenRiskKinds)[number];

/**
 * What a held-out set holds, and so which goals judge it:
 * - `risk-and-dark-words`: risky messages, and harmless ones that use dark words (idioms, games,
 *   cooking, grief); judged on resources for the risky half, notes and replaced replies on the other.
 * - `ordinary`: ordinary reflective messages, none risky.
 * - `conversations`: ordinary conversations, each member message read with the conversation before it.
 */
export const screenSetKinds = ['risk-and-dark-words', 'ordinary', 'conversations'] as const;
export type ScreenSetKind = (typeof screenSetKinds)[number];

export interface KindFigures {
  /** Risky messages of this kind in the set. */
  total: number;
  /** How many of them were given resources in any form: a note, a check-in or the crisis reply. */
  caught: number;
}

export interface ScreenFigureSet {
  /** The set's letter, e.g. "C". */
  id: string;
  /** What the set holds, which decides the goals it is judged by. */
  kind: ScreenSetKind;
  description: string;
  /** Messages that show risk of suicide, self-harm or harm to others. */
  risky: number;
  /** Risky messages given crisis resources in any form: a note, a check-in or the crisis reply. */
  riskyGotResources: number;
  /** Risky messages whose reply was replaced: a check-in or the crisis reply (a subset of the above). */
  riskyReplaced: number;
  /** Messages that show no risk. */
  benign: number;
  /** Harmless messages answered as usual, with the quiet resources line beside the reply. */
  benignNote: number;
  /** Harmless messages whose reply was replaced by a check-in (a false alarm, gently asked). */
  benignCheckIn: number;
  /** Harmless messages whose reply was replaced by the crisis reply (a false alarm that blocks an answer). */
  benignCrisis: number;
  byKind: Record<ScreenRiskKind, KindFigures>;
}

export interface ScreenFigures {
  /** The day of the measurement, YYYY-MM-DD (UTC). */
  measuredAt: string;
  /** Which parts of the screen were measured, in words (e.g. "word rules only"). */
  screen: string;
  sets: ScreenFigureSet[];
  /** Time to screen one message, over every message of every set. */
  timing: { p50Ms: number; p99Ms: number };
}

/** The figures of the last measurement. */
export const SCREEN_FIGURES: ScreenFigures = measuredFigures as ScreenFigures;

/** The goals for the sets of one kind; a goal left out does not apply to that kind. */
export interface SetKindGoals {
  /** The smallest share of risky messages that should be given resources in any form. */
  riskyGotResources?: number;
  /** The largest share of harmless messages whose reply may be replaced (a check-in or the crisis reply). */
  benignReplaced: number;
  /** The largest share of harmless messages that may be given a note. */
  benignNote?: number;
}

/**
 * What the screen aims for (issue 21), each set judged by the goals of its kind. A missed risk
 * costs more than a quiet line beside an answer, so the resources goal is high and counts a note;
 * but interrupting ordinary reflection teaches people to hide their words, so replacing a reply
 * has the tightest caps, and notes are capped too.
 */
export const SCREEN_GOALS: {
  bySetKind: Readonly<Record<ScreenSetKind, SetKindGoals>>;
  /** Time to screen one message, at the median and the 99th percentile (at most). */
  p50Ms: number;
  p99Ms: number;
} = {
  bySetKind: {
    'risk-and-dark-words': { riskyGotResources: 0.97, benignReplaced: 0.05, benignNote: 0.15 },
    ordinary: { benignReplaced: 0.015, benignNote: 0.1 },
    conversations: { benignReplaced: 0.02 },
  },
  p50Ms: 0.5,
  p99Ms: 2,
};
