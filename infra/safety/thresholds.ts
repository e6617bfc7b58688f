import type { ClassifierThresholds } from '#functions/core/safety/classifier/model.ts';

/**
 * The classifier's two thresholds, chosen on the validation split only (never on a held-out set):
 * - check-in: the highest probability that still catches `checkInRecall` of the risky messages;
 *   a missed risk costs more than a warm question asked of someone who is fine;
 * - crisis: the lowest probability, at or above the check-in one, at which no more than
 *   `crisisBenignRate` of the benign messages would get the crisis reply.
 */
export interface ScoredExample {
  risk: number;
  risky: boolean;
}

export interface ThresholdTargets {
  checkInRecall: number;
  crisisBenignRate: number;
}

export const defaultThresholdTargets: ThresholdTargets = { checkInRecall: 0.97, crisisBenignRate: 0.01 };

export function chooseThresholds(
  scored: readonly ScoredExample[],
  targets: ThresholdTargets = defaultThresholdTargets,
): ClassifierThresholds {
  const risky = scored
    .filter((item) => item.risky)
    .map((item) => item.risk)
    .sort((a, b) => b - a);
  const benign = scored
    .filter((item) => !item.risky)
    .map((item) => item.risk)
    .sort((a, b) => b - a);
  if (risky.length === 0 || benign.length === 0)
    throw new Error('The validation split needs risky and benign messages');
  const caught = Math.ceil(targets.checkInRecall * risky.length);
  const checkIn = risky[caught - 1] as number;
  const allowed = Math.floor(targets.crisisBenignRate * benign.length);
  // Strictly above the (allowed + 1)-th highest benign score: at most `allowed` benign reach it.
  const crisis = Math.max(checkIn, nextAbove(benign[allowed] ?? 0));
  return { checkIn: round(checkIn), crisis: round(Math.min(crisis, 0.99)) };
}

function nextAbove(value: number): number {
  return value + 1e-6;
}

function round(value: number): number {
  return Math.floor(value * 1e6) / 1e6;
}

export interface Rates {
  recall: number;
  benignCheckInOrMore: number;
  benignCrisis: number;
}

export function ratesAt(scored: readonly ScoredExample[], thresholds: ClassifierThresholds): Rates {
  const risky = scored.filter((item) => item.risky);
  const benign = scored.filter((item) => !item.risky);
  const share = (items: readonly ScoredExample[], at: number) =>
    items.length === 0 ? 0 : items.filter((item) => item.risk >= at).length / items.length;
  return {
    recall: share(risky, thresholds.checkIn),
    benignCheckInOrMore: share(benign, thresholds.checkIn),
    benignCrisis: share(benign, thresholds.crisis),
  };
}
