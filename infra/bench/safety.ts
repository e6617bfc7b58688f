import {
  loadCommittedClassifier,
  riskClassifier,
} from '#functions/core/safety/classifier/risk-classifier.ts';
import { screenConversation } from '#functions/core/safety/screen-conversation.ts';
import { replayEarlierTurns, screenWholeConversation } from '#infra/safety/replay-conversation.ts';
import { type HeldOutSet, readHeldOutSets } from './held-out-sets';
import { printTradeOffCurve } from './safety-curve';
import { measureSet, type SetFigures, type Tally } from './safety-figures';
import type { BenchSection } from './section';

export { measureSet, type SetFigures } from './safety-figures';

/**
 * The safety screen on held-out sets that no rule, corpus item or threshold was fitted to: risky
 * messages given resources in any form (C, D, E), and ordinary messages given a note or a replaced
 * reply (the benign halves of C, D and E, with dark words used harmlessly; J and S, ordinary
 * reflective messages; K and T, ordinary conversations, every message read with the one before it).
 * Reported, not enforced.
 */
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;
const share = (part: number, whole: number) => `${part}/${whole} (${percent(part, whole)})`;
const ofTally = (entry: Tally) => share(entry.caught, entry.total);
const groups = (entries: Record<string, Tally>) =>
  Object.entries(entries)
    .map(([name, entry]) => `${name} ${entry.caught}/${entry.total}`)
    .join(', ');

function printSet(figures: SetFigures): void {
  const replaced = figures.benignCheckIn + figures.benignCrisis;
  const ordinary =
    `ordinary messages: a note ${share(figures.benignNote, figures.benign)}, reply replaced ${share(replaced, figures.benign)} ` +
    `(a check-in ${figures.benignCheckIn}, the crisis reply ${figures.benignCrisis})`;
  if (figures.risky === 0) {
    console.log(`  Set ${figures.id} (${figures.description}): ${ordinary}`);
    if (figures.benignConversations.total < figures.benign)
      console.log(
        `    conversations that met a replaced reply: ${ofTally(figures.benignConversations)}; met resources in any form (a note or a replaced reply): ${ofTally(figures.benignConversationsWithResources)}`,
      );
    if (figures.benignCrisisAsAnswer > 0)
      console.log(
        `    of the crisis replies, ${figures.benignCrisisAsAnswer} read a reply as a "yes" to a check-in that took the place of the writer's own guide turn`,
      );
    console.log(
      `    the model would read again (a check-in from the classifier alone): ${share(figures.secondReaderCalls, figures.benign)}`,
    );
    return;
  }
  console.log(
    `  Set ${figures.id}: risky given resources ${share(figures.riskyGotResources, figures.risky)}, ` +
      `reply replaced ${share(figures.riskyReplaced, figures.risky)}; ${ordinary}`,
  );
  console.log(`    by kind (resources in any form): ${groups(figures.byKind)}`);
  console.log(`    by writer's grade: ${groups(figures.byGrade)}`);
  console.log(`    by style: ${groups(figures.byStyle)}`);
  console.log(
    `    risk the writer graded clear, reply replaced: ${ofTally(figures.clearRiskReplaced)}; given the crisis reply ${ofTally(figures.clearRiskGotCrisisReply)}`,
  );
  if (figures.possibleRiskGotCrisisReply.total > 0)
    console.log(
      `    risk graded possible given the crisis reply, not a check-in: ${ofTally(figures.possibleRiskGotCrisisReply)}`,
    );
  if (figures.riskBuildsGotResources.total > 0)
    console.log(
      `    risk building in a conversation, given resources by its last message: ${ofTally(figures.riskBuildsGotResources)}`,
    );
  console.log(
    `    the model would read again (a check-in from the classifier alone): ${share(figures.secondReaderCalls, figures.risky + figures.benign)} of the set's messages`,
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
  name: 'Safety screen on held-out sets (C, D, E: risky and dark words; J, S: ordinary; K, T: conversations)',
  async run() {
    const sets: HeldOutSet[] = readHeldOutSets();
    const timing = timeScreen(sets);
    console.log(
      'The graded screen as shipped (rules, classifier, the conversation, check-in answers; no model configured)',
    );
    for (const set of sets) printSet(measureSet(set, (item) => screenWholeConversation(item)));
    console.log(
      `Screen time per message, conversation included: p50 ${(timing.p50Ms * 1000).toFixed(0)} µs, ` +
        `p99 ${(timing.p99Ms * 1000).toFixed(0)} µs; the classifier alone: p50 ${(timing.classifierP50Ms * 1000).toFixed(0)} µs, ` +
        `p99 ${(timing.classifierP99Ms * 1000).toFixed(0)} µs, loaded in ${timing.loadMs.toFixed(1)} ms`,
    );
    printTradeOffCurve(sets);
  },
};
