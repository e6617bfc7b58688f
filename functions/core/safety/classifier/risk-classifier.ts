import { readFileSync } from 'node:fs';
import { type ClassifierFile, loadClassifier, type RiskClassifier } from './model';
import file from './weights.json' with { type: 'json' };
import { riskClassifierWeightsFileName } from './weights-file';

let classifier: RiskClassifier | undefined;

/**
 * The trained risk classifier (weights.json and its weights file, written by
 * `npm run train:safety`), loaded on first use and kept for the life of the container. The weights
 * file is read beside this module: in the repository, beside risk-classifier.ts; in a Lambda, beside
 * the bundle, where the bundling puts it.
 */
export function riskClassifier(): RiskClassifier {
  classifier ??= loadCommittedClassifier();
  return classifier;
}

/** Reads and checks the committed classifier afresh (what a container's first message pays for). */
export function loadCommittedClassifier(): RiskClassifier {
  return loadClassifier({
    file: file as ClassifierFile,
    weights: readFileSync(new URL(`./${riskClassifierWeightsFileName}`, import.meta.url)),
  });
}
