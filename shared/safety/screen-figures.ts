import measuredFigures from './screen-figures.json' with { type: 'json' };

/**
 * The safety screen's measured figures on held-out sets: messages written by people who had not
 * seen the screen's rules, never used to write, train or tune any part of it. `npm run bench`
 * measures them and writes screen-figures.json; the public safety page shows them as they are.
 */
export const screenRiskKinds = ['suicide', 'self-harm', 'harm-to-others'] as const;
export type ScreenRiskKind = (typeof screenRiskKinds)[number];

export interface KindFigures {
  /** Risky messages of this kind in the set. */
  total: number;
  /** How many of them got a check-in or the crisis reply. */
  caught: number;
}

export interface ScreenFigureSet {
  /** The set's letter, e.g. "C". */
  id: string;
  description: string;
  /** Messages that show risk of suicide, self-harm or harm to others. */
  risky: number;
  /** Risky messages that got crisis resources: a check-in or the crisis reply. */
  riskyGotResources: number;
  /** Messages that show no risk. */
  benign: number;
  /** Benign messages that got a check-in (a false alarm, gently asked). */
  benignCheckIn: number;
  /** Benign messages that got the crisis reply instead of an answer (a false alarm that blocks one). */
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
export const SCREEN_FIGURES: ScreenFigures = measuredFigures;

/**
 * What the screen aims for. A missed risk costs more than a warm question asked of someone who is
 * fine, so the recall goal comes first; the crisis reply, which replaces an answer, has the
 * tighter cap on harmless messages.
 */
export const SCREEN_GOALS = {
  /** The share of risky messages that should get a check-in or the crisis reply. */
  riskyGotResources: 0.95,
  /** The most harmless messages that may get a check-in. */
  benignCheckIn: 0.08,
  /** The most harmless messages that may get the crisis reply. */
  benignCrisis: 0.02,
  /** Time to screen one message, at the median and the 99th percentile. */
  p50Ms: 1,
  p99Ms: 5,
} as const;
