/**
 * `npm run train:practice-texts`: trains the practice-text classifier on the corpus
 * (functions/core/practices/instruction-safety/corpus/*.jsonl) and the rules' own examples, chooses the threshold at which it
 * refuses on out-of-fold scores (each writer's file scored by a model trained on the others', as a
 * blind set is), then trains on the whole corpus and writes what the Lambdas load: the int8 weights
 * and their JSON file beside practice-text-classifier.ts. Held-out sets are never read.
 * Deterministic: the same corpus gives the same files.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { practiceTextWeightsFileName } from '#functions/core/practices/instruction-safety/classifier/weights-file.ts';
import { practiceTextClassifierDirectoryInRepo, repoRoot } from '#infra/lib/repo-paths.ts';
import {
  chooseRefusalThresholds,
  outOfFoldScores,
  RULES_STAND_FROM,
  reportAt,
  tradeOff,
} from './cross-validation';
import { readPracticeTextCorpus, ruleExamples } from './practice-text-corpus';
import { practiceTextTrainingOptions, storeClassifier, trainPracticeTextWeights } from './train-weights';

const directory = join(repoRoot, practiceTextClassifierDirectoryInRepo);
const examples = [...readPracticeTextCorpus(), ...ruleExamples()];
const started = performance.now();

const scored = outOfFoldScores(examples);
const refuseAt = chooseRefusalThresholds(scored);
const outOfFold = reportAt(scored, refuseAt);

const stored = storeClassifier(
  trainPracticeTextWeights(examples, practiceTextTrainingOptions),
  { refuseAt, rulesStandFrom: RULES_STAND_FROM },
  {
    corpusTexts: examples.length,
    hostileTexts: examples.filter((example) => example.label !== 'harmless').length,
    corpusFiles: [...new Set(examples.map((example) => example.source))],
    options: practiceTextTrainingOptions,
    outOfFold,
  },
);
writeFileSync(join(directory, practiceTextWeightsFileName), stored.weights);
writeFileSync(join(directory, 'practice-text-classifier.json'), `${JSON.stringify(stored.file, null, 2)}\n`);

console.log(`Trained on ${examples.length} texts in ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(
  `Refuses at P(hostile) >= ${JSON.stringify(refuseAt)}; a rule's match stands from ${RULES_STAND_FROM}`,
);
console.log(JSON.stringify(outOfFold, null, 2));
console.log(tradeOff(scored).join('\n'));
