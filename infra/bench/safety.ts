import {
  loadCommittedClassifier,
  riskClassifier,
} from '#functions/core/safety/classifier/risk-classifier.ts';
import { screenConversation } from '#functions/core/safety/screen-conversation.ts';
import { compareRiskLevels, type SafetyScreen } from '#functions/core/safety/types.ts';
import { replayEarlierTurns } from '#infra/safety/replay-conversation.ts';
import {
  type HeldOutItem,
  type HeldOutKind,
  type HeldOutSet,
  readHeldOutSets,
  screenInConversation,
  screenWithRulesAlone,
} from './held-out-sets';
import type { BenchSection } from './section';

/**
 * The safety screen on held-out sets that no rule, corpus item or threshold was fitted to (C, D
 * and E), before (the word rules alone, one message at a time) and now (the graded screen with its
 * classifier, context and check-in answers). Recall on risky messages comes first; false alarms
 * are benign messages given a check-in or the crisis reply. Reported, not enforced.
 */
export interface Tally {
  total: number;
  caught: number;
}

export interface SetFigures {
  id: HeldOutSet['id'];
  description: string;
  risky: number;
  riskyGotResources: number;
  benign: number;
  benignCheckIn: number;
  benignCrisis: number;
  /**
   * Of those, replies read as a "yes" to a check-in the replay put in place of the writer's own
   * guide turn: the writer answered a different question, so these overstate what a person would see.
   */
  benignCrisisAsAnswer: number;
  byKind: Record<HeldOutKind, Tally>;
  byStyle: Record<string, Tally>;
  byGrade: Record<string, Tally>;
  /** Risky messages the writer judged crisis or imminent that got the crisis reply (not a check-in). */
  clearRiskGotCrisisReply: Tally;
  /** Risky messages the writer judged possible or indirect (check-in) that got the crisis reply. */
  possibleRiskGotCrisisReply: Tally;
}

type Screen = (item: HeldOutItem) => SafetyScreen;

const tally = (): Tally => ({ total: 0, caught: 0 });
const count = (groups: Record<string, Tally>, key: string, caught: boolean) => {
  groups[key] ??= tally();
  const entry = groups[key];
  entry.total += 1;
  if (caught) entry.caught += 1;
};

export function measureSet(set: HeldOutSet, screen: Screen): SetFigures {
  const figures: SetFigures = {
    id: set.id,
    description: set.description,
    risky: 0,
    riskyGotResources: 0,
    benign: 0,
    benignCheckIn: 0,
    benignCrisis: 0,
    benignCrisisAsAnswer: 0,
    byKind: { suicide: tally(), 'self-harm': tally(), 'harm-to-others': tally() },
    byStyle: {},
    byGrade: {},
    clearRiskGotCrisisReply: tally(),
    possibleRiskGotCrisisReply: tally(),
  };
  for (const item of set.items) {
    const result = screen(item);
    if (item.risk === 'none') {
      figures.benign += 1;
      if (result.level === 'elevated') figures.benignCheckIn += 1;
      if (compareRiskLevels(result.level, 'high') >= 0) {
        figures.benignCrisis += 1;
        if (result.signals.includes('check-in-answer:yes')) figures.benignCrisisAsAnswer += 1;
      }
      continue;
    }
    figures.risky += 1;
    if (result.matched) figures.riskyGotResources += 1;
    count(figures.byKind, item.risk, result.matched);
    count(figures.byStyle, item.style, result.matched);
    count(figures.byGrade, item.grade, result.matched);
    if (item.grade === 'crisis' || item.grade === 'imminent') {
      figures.clearRiskGotCrisisReply.total += 1;
      if (compareRiskLevels(result.level, 'high') >= 0) figures.clearRiskGotCrisisReply.caught += 1;
    }
    if (item.grade === 'check-in') {
      figures.possibleRiskGotCrisisReply.total += 1;
      if (compareRiskLevels(result.level, 'high') >= 0) figures.possibleRiskGotCrisisReply.caught += 1;
    }
  }
  return figures;
}

const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const share = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;
const groups = (entries: Record<string, Tally>) =>
  Object.entries(entries)
    .map(([name, entry]) => `${name} ${entry.caught}/${entry.total}`)
    .join(', ');

function printSet(figures: SetFigures): void {
  if (figures.risky === 0) {
    console.log(
      `  Set ${figures.id} (harmless messages only): given a check-in ${share(figures.benignCheckIn, figures.benign)}, ` +
        `the crisis reply ${share(figures.benignCrisis, figures.benign)}`,
    );
    if (figures.benignCrisisAsAnswer > 0)
      console.log(
        `    of those crisis replies, ${figures.benignCrisisAsAnswer} read a reply as a "yes" to a check-in that took the place of the writer's own guide turn ` +
          `(the writer answered another question); without them ${share(figures.benignCrisis - figures.benignCrisisAsAnswer, figures.benign)}`,
      );
    return;
  }
  console.log(
    `  Set ${figures.id}: risky given resources ${share(figures.riskyGotResources, figures.risky)}; ` +
      `benign given a check-in ${share(figures.benignCheckIn, figures.benign)}, the crisis reply ${share(figures.benignCrisis, figures.benign)}`,
  );
  console.log(`    by kind: ${groups(figures.byKind)}`);
  console.log(`    by writer's grade: ${groups(figures.byGrade)}`);
  console.log(`    by style: ${groups(figures.byStyle)}`);
  const clear = figures.clearRiskGotCrisisReply;
  console.log(
    `    clear risk (crisis, imminent) given the crisis reply, not a check-in: ${share(clear.caught, clear.total)}`,
  );
  const possible = figures.possibleRiskGotCrisisReply;
  if (possible.total > 0)
    console.log(
      `    possible or indirect risk (check-in) given the crisis reply, not a check-in: ${share(possible.caught, possible.total)}`,
    );
}

export interface ScreenTiming {
  loadMs: number;
  p50Ms: number;
  p99Ms: number;
  /** The classifier's share: scoring one message alone. */
  classifierP50Ms: number;
  classifierP99Ms: number;
}

function quantiles(times: number[]): { p50: number; p99: number } {
  times.sort((a, b) => a - b);
  const at = (quantile: number) =>
    times[Math.min(times.length - 1, Math.floor(quantile * times.length))] ?? 0;
  return { p50: at(0.5), p99: at(0.99) };
}

/**
 * Per message, conversation context included, after one warm-up pass. Only the screen of the
 * message itself is timed: replaying the earlier messages of a written conversation (to know
 * where our check-ins would have been) is the bench's work, not the product's.
 */
export function timeScreen(sets: readonly HeldOutSet[]): ScreenTiming {
  // A fresh load, as a container's first message pays for it (riskClassifier() may be cached).
  const loadStarted = performance.now();
  loadCommittedClassifier();
  const loadMs = performance.now() - loadStarted;
  const items = sets
    .flatMap((set) => set.items)
    .map((item) => ({ message: item.text, earlier: replayEarlierTurns(item) }));
  for (const item of items) screenConversation(item);
  const screen = quantiles(
    items.map((item) => {
      const started = performance.now();
      screenConversation(item);
      return performance.now() - started;
    }),
  );
  const classifier = riskClassifier();
  const scoring = quantiles(
    items.map((item) => {
      const started = performance.now();
      classifier.score(item.message);
      return performance.now() - started;
    }),
  );
  return {
    loadMs,
    p50Ms: screen.p50,
    p99Ms: screen.p99,
    classifierP50Ms: scoring.p50,
    classifierP99Ms: scoring.p99,
  };
}

export const safetyScreenSection: BenchSection = {
  name: 'Safety screen on held-out sets (C, D, E; J: ordinary messages)',
  async run() {
    const sets = readHeldOutSets();
    const timing = timeScreen(sets);
    console.log('Before: the word rules alone, each message alone');
    for (const set of sets) printSet(measureSet(set, screenWithRulesAlone));
    console.log('Now: the graded screen (rules, classifier, the conversation, check-in answers)');
    for (const set of sets) printSet(measureSet(set, screenInConversation));
    console.log(
      `Screen time per message, conversation included: p50 ${(timing.p50Ms * 1000).toFixed(0)} µs, ` +
        `p99 ${(timing.p99Ms * 1000).toFixed(0)} µs; the classifier alone: p50 ${(timing.classifierP50Ms * 1000).toFixed(0)} µs, ` +
        `p99 ${(timing.classifierP99Ms * 1000).toFixed(0)} µs, loaded in ${timing.loadMs.toFixed(1)} ms`,
    );
  },
};
