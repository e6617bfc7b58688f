/**
 * `npm run train:practice-texts`: trains the practice-text classifier on the corpus
 * (functions/core/practices/instruction-safety/corpus/*.jsonl), the rules' own examples and sentences
 * of both (sentence-examples.ts), chooses the thresholds at which it refuses a whole text and a
 * single sentence on out-of-fold scores (each writer's file scored by a model trained on the others', as a
 * blind set is), then trains on the whole corpus and writes what the Lambdas load: the int8 weights
 * and their JSON file beside practice-text-classifier.ts. Held-out sets are never read.
 * Deterministic: the same corpus gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { practiceTextWeightsFileName } from '#functions/core/practices/instruction-safety/classifier/weights-file.ts';
import { practiceTextClassifierDirectoryInRepo, repoRoot } from '#infra/lib/repo-paths.ts';
import { chooseScreenThresholds, outOfFoldScores, reportAt, tradeOff } from './cross-validation';
import { readPracticeTextCorpus, ruleExamples } from './practice-text-corpus';
import { withSentenceExamples } from './sentence-examples';
import { practiceTextTrainingOptions, storeClassifier, trainPracticeTextWeights } from './train-weights';

const directory = join(repoRoot, practiceTextClassifierDirectoryInRepo);
const examples = [...readPracticeTextCorpus(), ...ruleExamples()];
const started = performance.now();

const scored = outOfFoldScores(examples);
const thresholds = chooseScreenThresholds(scored);
const outOfFold = reportAt(scored, thresholds);

const stored = storeClassifier(trainPracticeTextWeights(examples, practiceTextTrainingOptions), thresholds, {
  corpusTexts: examples.length,
  hostileTexts: examples.filter((example) => example.label !== 'harmless').length,
  sentenceExamples: withSentenceExamples(examples).length - examples.length,
  corpusFiles: [...new Set(examples.map((example) => example.source))],
  options: practiceTextTrainingOptions,
  outOfFold,
});
writeFileSync(join(directory, practiceTextWeightsFileName), stored.weights);
writeFileSync(join(directory, 'practice-text-classifier.json'), `${JSON.stringify(stored.file, null, 2)}\n`);

console.log(`Trained on ${examples.length} texts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `Refuses a whole text at P(hostile) >= ${JSON.stringify(thresholds.refuseAt)}, one sentence of a longer text at ${thresholds.refuseSentenceAt}; a rule's match stands from ${thresholds.rulesStandFrom}`,
);
console.log(JSON.stringify(outOfFold, null, 2));
console.log(tradeOff(scored, thresholds).join('\n'));
