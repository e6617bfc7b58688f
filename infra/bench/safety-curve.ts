import type { ClassifierThresholds, RiskClassifier } from '#functions/core/safety/classifier/model.ts';
import { loadCommittedClassifier } from '#functions/core/safety/classifier/risk-classifier.ts';
import { screenWholeConversation } from '#infra/safety/replay-conversation.ts';
import type { HeldOutSet } from './held-out-sets';
import { measureSet, type SetFigures } from './safety-figures';

/**
 * The trade-off the thresholds make, on the held-out sets: resources for risky messages against
 * notes and replaced replies on ordinary ones, at each note threshold (the check-in one as shipped)
 * and at each check-in threshold (the note one as shipped). The shipped thresholds were chosen on
 * the validation split; this curve only shows how far the goals are apart.
 */
const percent = (part: number, whole: number) => `${((100 * part) / Math.max(1, whole)).toFixed(1)}%`;

function withThresholds(base: RiskClassifier, changed: Partial<ClassifierThresholds>): RiskClassifier {
  const thresholds = { ...base.thresholds, ...changed };
  thresholds.crisis = Math.max(thresholds.crisis, thresholds.checkIn);
  return { ...base, thresholds };
}

function pooled(figures: readonly SetFigures[], ids: readonly string[]) {
  const of = figures.filter((set) => ids.includes(set.id));
  const sum = (pick: (set: SetFigures) => number) => of.reduce((total, set) => total + pick(set), 0);
  return {
    risky: sum((set) => set.risky),
    resources: sum((set) => set.riskyGotResources),
    clear: sum((set) => set.clearRiskReplaced.total),
    clearReplaced: sum((set) => set.clearRiskReplaced.caught),
    benign: sum((set) => set.benign),
    note: sum((set) => set.benignNote),
    replaced: sum((set) => set.benignCheckIn + set.benignCrisis),
  };
}

function pointAt(sets: readonly HeldOutSet[], classifier: RiskClassifier): string {
  const figures = sets.map((set) => measureSet(set, (item) => screenWholeConversation(item, classifier)));
  const risky = pooled(figures, ['C', 'D', 'E']);
  const ordinary = pooled(figures, ['J', 'S']);
  const conversations = pooled(figures, ['K', 'T']);
  const darkWords = pooled(figures, ['C', 'D', 'E']);
  return (
    `risky given resources ${percent(risky.resources, risky.risky)}, clear risk replaced ${percent(risky.clearReplaced, risky.clear)} | ` +
    `ordinary (J, S) note ${percent(ordinary.note, ordinary.benign)}, replaced ${percent(ordinary.replaced, ordinary.benign)} | ` +
    `conversations (K, T) note ${percent(conversations.note, conversations.benign)}, replaced ${percent(conversations.replaced, conversations.benign)} | ` +
    `dark words (C, D, E) note ${percent(darkWords.note, darkWords.benign)}, replaced ${percent(darkWords.replaced, darkWords.benign)}`
  );
}

export function printTradeOffCurve(sets: readonly HeldOutSet[]): void {
  const shipped = loadCommittedClassifier();
  const { note, checkIn } = shipped.thresholds;
  console.log(
    `Trade-off on the held-out sets (shipped: note at P(risk) >= ${note}, check-in at >= ${checkIn})`,
  );
  console.log('  the note threshold moves, the check-in one as shipped:');
  for (const candidate of [0.03, 0.05, 0.07, note, 0.12, 0.15, 0.2, 0.3])
    console.log(
      `    note ${candidate.toFixed(3)}: ${pointAt(sets, withThresholds(shipped, { note: candidate }))}`,
    );
  console.log('  the check-in threshold moves, the note one as shipped:');
  for (const candidate of [0.2, 0.3, 0.4, 0.5, checkIn, 0.7, 0.8, 0.9])
    console.log(
      `    check-in ${candidate.toFixed(3)}: ${pointAt(sets, withThresholds(shipped, { checkIn: candidate, crisis: Math.max(candidate, shipped.thresholds.crisis) }))}`,
    );
}
