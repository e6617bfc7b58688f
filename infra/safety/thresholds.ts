import type { ClassifierThresholds } from '#functions/core/safety/classifier/model.ts';

/**
 * The classifier's thresholds, chosen on the validation split only (never on a held-out set):
 * - check-in: the highest probability at which the screen (the word rules, then the classifier)
 *   still gives resources to `checkInRecall` of the risky messages; a missed risk costs more than a
 *   warm question asked of someone who is fine;
 * - crisis: the lowest probability, at or above the check-in one, at which no more than
 *   `crisisBenignRate` of the benign messages would get the crisis reply;
 */
export interface ScoredExample {
  risk: number;
  risky: boolean;
  /** The word rules already gave this message resources (so the classifier need not). */
  caughtByRules?: boolean;
}

export interface ThresholdTargets {
  checkInRecall: number;
  crisisBenignRate: number;
  /** The share of risky validation messages the whole screen gives resources in some form (a note or more). */
  resourcesRecall: number;
  /** The most of the ordinary validation messages whose reply the whole screen may replace (a check-in or more). */
  benignReplacedRate: number;
}

export const defaultThresholdTargets: ThresholdTargets = {
  checkInRecall: 0.96,
  crisisBenignRate: 0.01,
  resourcesRecall: 0.97,
  benignReplacedRate: 0.015,
};

const descending = (values: number[]) => values.sort((a, b) => b - a);

export function chooseThresholds(
  scored: readonly ScoredExample[],
  targets: Pick<ThresholdTargets, 'checkInRecall' | 'crisisBenignRate'> = defaultThresholdTargets,
): Omit<ClassifierThresholds, 'clearRisk' | 'passage' | 'note'> {
  const risky = scored.filter((item) => item.risky);
  const benign = descending(scored.filter((item) => !item.risky).map((item) => item.risk));
  if (risky.length === 0 || benign.length === 0)
    throw new Error('The validation split needs risky and benign messages');
  const needed = Math.ceil(targets.checkInRecall * risky.length);
  const byRules = risky.filter((item) => item.caughtByRules).length;
  const leftToClassifier = descending(risky.filter((item) => !item.caughtByRules).map((item) => item.risk));
  const checkIn = needed <= byRules ? 1 : (leftToClassifier[needed - byRules - 1] ?? 0);
  const allowed = Math.floor(targets.crisisBenignRate * benign.length);
  // Strictly above the (allowed + 1)-th highest benign score: at most `allowed` benign reach it.
  const crisis = Math.max(checkIn, nextAbove(benign[allowed] ?? 0));
  return {
    checkIn: round(Math.min(checkIn, 0.99)),
    crisis: round(Math.min(crisis, 0.99)),
  };
}

/**
 * The clear-risk threshold: below it, a message the classifier alone would give the crisis reply
 * gets a check-in (possible or indirect risk). Chosen on the validation messages the writers graded
 * clear risk (crisis or imminent) that the classifier alone gives the crisis reply: at most
 * `clearRiskLostRate` of them fall below it.
 */
export function chooseClearRiskThreshold(
  clearRiskOfClearMessages: readonly number[],
  clearRiskLostRate = 0.02,
): number {
  if (clearRiskOfClearMessages.length === 0) return 0;
  const ascending = [...clearRiskOfClearMessages].sort((a, b) => a - b);
  return round(ascending[Math.floor(clearRiskLostRate * ascending.length)] ?? 0);
}

/**
 * The passage threshold: the riskiest passage of a long ordinary validation message reaches it for
 * at most `benignLongRate` of them. Passages are short, so they score higher than the messages
 * they come from; this keeps a passage's check-in to risk the classifier is sure of.
 */
export function choosePassageThreshold(
  riskiestPassageOfBenignLongMessages: readonly number[],
  benignLongRate = 0.03,
): number {
  if (riskiestPassageOfBenignLongMessages.length === 0) return 0.99;
  const descendingRisk = [...riskiestPassageOfBenignLongMessages].sort((a, b) => b - a);
  const allowed = Math.floor(benignLongRate * descendingRisk.length);
  return round(Math.min(0.99, nextAbove(descendingRisk[allowed] ?? 0)));
}

/**
 * The check-in threshold for the screen as it runs (the rules, the classifier on the message and on
 * the conversation, answers to check-ins): the highest at which `recallAt` still reaches the target
 * share of the risky validation messages, found by bisection. `recallAt` falls as the threshold
 * rises (near enough: a reply replayed earlier in a conversation can move one message either way),
 * so the result is always a threshold that was seen to reach the target (or 0, where none did).
 */
export function highestCheckInKeepingRecall(
  recallAt: (checkIn: number) => number,
  targetRecall = defaultThresholdTargets.checkInRecall,
  steps = 14,
): number {
  let reaches = 0;
  let misses = 0.99;
  if (recallAt(misses) >= targetRecall) return misses;
  for (let step = 0; step < steps; step++) {
    const middle = (reaches + misses) / 2;
    if (recallAt(middle) >= targetRecall) reaches = middle;
    else misses = middle;
  }
  return round(reaches);
}

/**
 * The lowest threshold in [from, 0.99] at which `rateAt` is at most `maxRate`, found by bisection:
 * `rateAt` (the share of ordinary messages whose reply is replaced) falls as the threshold rises, so
 * the result is always one that was seen to keep the rate (or 0.99, where none did).
 */
export function lowestThresholdKeepingRateAtMost(
  rateAt: (threshold: number) => number,
  maxRate: number,
  from = 0,
  steps = 14,
): number {
  let keeps = 0.99;
  let exceeds = from;
  if (rateAt(from) <= maxRate) return round(from);
  for (let step = 0; step < steps; step++) {
    const middle = (keeps + exceeds) / 2;
    if (rateAt(middle) <= maxRate) keeps = middle;
    else exceeds = middle;
  }
  return Math.ceil(keeps * 1e6) / 1e6;
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

/** What the screen would do on the split: rules first, then the classifier's two thresholds. */
export function ratesAt(
  scored: readonly ScoredExample[],
  thresholds: Omit<ClassifierThresholds, 'clearRisk' | 'passage' | 'note'>,
): Rates {
  const risky = scored.filter((item) => item.risky);
  const benign = scored.filter((item) => !item.risky);
  const share = (items: readonly ScoredExample[], reached: (item: ScoredExample) => boolean) =>
    items.length === 0 ? 0 : items.filter(reached).length / items.length;
  const checkIn = (item: ScoredExample) => item.caughtByRules === true || item.risk >= thresholds.checkIn;
  return {
    recall: share(risky, checkIn),
    benignCheckInOrMore: share(benign, checkIn),
    benignCrisis: share(benign, (item) => item.risk >= thresholds.crisis),
  };
}
