/**
 * `npm run train:safety`: trains the risk classifier on the corpus, picks its thresholds on a
 * validation split (a fifth of each class's conversations, seeded): the check-in threshold on the
 * whole screen as it runs there, the others on the classifier's scores beside what the word rules
 * already catch. Then it writes what the Lambdas load: the int8 weights
 * (functions/core/safety/classifier/risk-classifier-weights.bin) and their JSON file (weights.json).
 * Held-out sets are never read. Deterministic: the same corpus gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  type ClassifierClass,
  type ClassifierThresholds,
  classifierClasses,
  loadClassifier,
} from '#functions/core/safety/classifier/model.ts';
import { passagesOf } from '#functions/core/safety/classifier/passages.ts';
import { riskClassifierWeightsFileName } from '#functions/core/safety/classifier/weights-file.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import { isMentionOnly } from '#functions/core/safety/screen-text.ts';
import { compareRiskLevels, type RiskLevel, type SafetyScreen } from '#functions/core/safety/types.ts';
import { repoRoot, safetyClassifierDirectoryInRepo } from '#infra/lib/repo-paths.ts';
import { defaultTrainingOptions, quantize, trainBinaryWeights, trainWeights } from './logistic-regression';
import { screenInConversation } from './replay-conversation';
import {
  chooseClearRiskThreshold,
  choosePassageThreshold,
  chooseThresholds,
  defaultThresholdTargets,
  highestCheckInKeepingRecall,
  lowestThresholdKeepingRateAtMost,
  ratesAt,
} from './thresholds';
import { readTrainingExamples } from './training-corpus';
import { splitCorpus } from './validation-split';

const caughtByRulesAlone = (screen: SafetyScreen) => screen.matched && !isMentionOnly(screen);
const classifierDir = join(repoRoot, safetyClassifierDirectoryInRepo);
const weightsFile = join(classifierDir, 'weights.json');
const weightBytesFile = join(classifierDir, riskClassifierWeightsFileName);
const examples = readTrainingExamples();
const { train, validation } = splitCorpus(examples);

const started = performance.now();
const trained = trainWeights(train, defaultTrainingOptions);
const isClearRisk = (example: (typeof examples)[number]) =>
  example.grade === 'crisis' || example.grade === 'imminent';
// How clear a risk is, learnt from the writers' grades of the risky messages alone.
const clearRiskTrained = trainBinaryWeights(
  train
    .filter((example) => example.label !== 'none')
    .map((example) => ({ text: example.text, positive: isClearRisk(example) })),
  defaultTrainingOptions,
);
const trainingSeconds = (performance.now() - started) / 1000;

const provisionalStored = quantize(
  trained,
  { note: 0.5, checkIn: 0.5, crisis: 0.5, clearRisk: 0, passage: 0.99 },
  {},
  clearRiskTrained,
);
const provisional = loadClassifier(provisionalStored);
const scored = validation.map((example) => ({
  risk: provisional.score(example.text).risk,
  risky: example.label !== 'none',
  // A rule that only names a subject counts only with the classifier (screen-conversation.ts).
  caughtByRules: caughtByRulesAlone(screenMessage(example.text)),
}));
const riskThresholds = chooseThresholds(scored);
const withThresholds = (chosen: ClassifierThresholds) =>
  loadClassifier({
    file: { ...provisionalStored.file, thresholds: chosen },
    weights: provisionalStored.weights,
  });
const clearRiskThreshold = chooseClearRiskThreshold(
  validation.flatMap((example) => {
    const score = provisional.score(example.text);
    return isClearRisk(example) && score.risk >= riskThresholds.crisis ? [score.clearRisk] : [];
  }),
);
// Long ordinary messages, a passage at a time: how sure the classifier gets of their riskiest passage.
const passageThreshold = choosePassageThreshold(
  validation.flatMap((example) => {
    const passages = example.label === 'none' ? passagesOf(example.written.text) : [];
    return passages.length === 0
      ? []
      : [Math.max(...passages.map((passage) => provisional.score(passage).risk))];
  }),
);
// The classifier reads each message alone and with the conversation, and a reply replayed in a
// conversation changes what comes after it: the note and check-in thresholds are set on the screen
// as it runs. The note first: the highest at which the screen still gives resources in some form to
// `resourcesRecall` of the risky messages (a check-in threshold as high as the crisis one, so only
// the note moves). Then the check-in: the lowest at which at most `benignReplacedRate` of the
// ordinary messages have their reply replaced.
const risky = validation.filter((example) => example.label !== 'none');
const benign = validation.filter((example) => example.label === 'none');
const screenAt = (note: number, checkIn: number) =>
  withThresholds({
    note,
    checkIn,
    crisis: Math.max(checkIn, riskThresholds.crisis),
    clearRisk: clearRiskThreshold,
    passage: passageThreshold,
  });
const shareWith = (items: typeof examples, classifier: ReturnType<typeof withThresholds>, at: RiskLevel) =>
  items.filter(
    (example) => compareRiskLevels(screenInConversation(example.written, classifier).level, at) >= 0,
  ).length / items.length;
const note = highestCheckInKeepingRecall(
  (candidate) => shareWith(risky, screenAt(candidate, riskThresholds.crisis), 'possible'),
  defaultThresholdTargets.resourcesRecall,
);
const checkIn = lowestThresholdKeepingRateAtMost(
  (candidate) => shareWith(benign, screenAt(note, candidate), 'elevated'),
  defaultThresholdTargets.benignReplacedRate,
  note,
);
const thresholds = {
  note,
  checkIn,
  crisis: Math.max(checkIn, riskThresholds.crisis),
  clearRisk: clearRiskThreshold,
  passage: passageThreshold,
};
const rates = ratesAt(scored, thresholds);

const count = (items: typeof examples, label: ClassifierClass) =>
  items.filter((item) => item.label === label).length;
const percent = (value: number) => Number((100 * value).toFixed(1));
// The whole screen (rules, this classifier, the conversation, check-in answers) on the same split.
const shipped = loadClassifier(quantize(trained, thresholds, {}, clearRiskTrained));
const screened = validation.map((example) => ({
  risky: example.label !== 'none',
  grade: example.grade,
  level: screenInConversation(example.written, shipped).level,
}));
const crisisReply = (item: (typeof screened)[number]) => item.level === 'high' || item.level === 'imminent';
const wholeRisky = screened.filter((item) => item.risky);
const wholeBenign = screened.filter((item) => !item.risky);
const shareOf = (items: typeof screened, test: (item: (typeof screened)[number]) => boolean) =>
  percent(items.filter(test).length / Math.max(1, items.length));
const replaced = (item: (typeof screened)[number]) => compareRiskLevels(item.level, 'elevated') >= 0;
const wholeScreen = {
  recallPercent: shareOf(wholeRisky, (item) => item.level !== 'none'),
  benignNotePercent: shareOf(wholeBenign, (item) => item.level === 'possible'),
  benignCheckInPercent: shareOf(wholeBenign, (item) => item.level === 'elevated'),
  benignCrisisPercent: shareOf(wholeBenign, crisisReply),
  clearRiskReplacedPercent: shareOf(
    wholeRisky.filter((item) => item.grade === 'crisis' || item.grade === 'imminent'),
    replaced,
  ),
  clearRiskGivenCrisisReplyPercent: shareOf(
    wholeRisky.filter((item) => item.grade === 'crisis' || item.grade === 'imminent'),
    crisisReply,
  ),
  possibleRiskGivenCrisisReplyPercent: shareOf(
    wholeRisky.filter((item) => item.grade === 'check-in'),
    crisisReply,
  ),
};
const stored = quantize(
  trained,
  thresholds,
  {
    examples: { train: train.length, validation: validation.length },
    byClass: Object.fromEntries(classifierClasses.map((label) => [label, count(examples, label)])),
    options: defaultTrainingOptions,
    validation: {
      recallPercent: percent(rates.recall),
      benignCheckInOrMorePercent: percent(rates.benignCheckInOrMore),
      benignCrisisPercent: percent(rates.benignCrisis),
    },
    wholeScreenOnValidation: wholeScreen,
  },
  clearRiskTrained,
);
writeFileSync(weightsFile, `${JSON.stringify(stored.file, null, 2)}\n`);
writeFileSync(weightBytesFile, stored.weights);

console.log(
  `Trained on ${train.length} messages in ${trainingSeconds.toFixed(1)} s; validated on ${validation.length}.`,
);
console.log(
  `Thresholds: a note at P(risk) >= ${thresholds.note}, check-in at >= ${thresholds.checkIn}, crisis at >= ${thresholds.crisis}, ` +
    `a rule's crisis becomes a check-in below the note threshold, ` +
    `the classifier's crisis becomes a check-in below P(clear risk) ${thresholds.clearRisk}, ` +
    `a passage of a long message gets a check-in at >= ${thresholds.passage}`,
);
console.log(
  `Validation, each message alone (word rules, then the classifier's check-in threshold): risky given a check-in or more ${percent(rates.recall)}%, benign ${percent(rates.benignCheckInOrMore)}%, ` +
    `benign given the crisis reply ${percent(rates.benignCrisis)}%`,
);
console.log(
  `The whole screen on the validation split: resources in some form for ${wholeScreen.recallPercent}% of risky messages; ` +
    `ordinary messages given a note ${wholeScreen.benignNotePercent}%, a check-in ${wholeScreen.benignCheckInPercent}%, ` +
    `the crisis reply ${wholeScreen.benignCrisisPercent}%; risk the writers graded clear given a replaced reply ${wholeScreen.clearRiskReplacedPercent}%, risk the writers graded clear given the crisis reply ` +
    `${wholeScreen.clearRiskGivenCrisisReplyPercent}%, graded possible ${wholeScreen.possibleRiskGivenCrisisReplyPercent}%`,
);
console.log(`Wrote ${weightsFile} and ${weightBytesFile} (${(stored.weights.length / 1024).toFixed(0)} KB)`);
