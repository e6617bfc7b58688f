import { readFileSync } from 'node:fs';
import file from './practice-text-classifier.json' with { type: 'json' };
import {
  loadPracticeTextClassifier,
  type PracticeTextClassifier,
  type PracticeTextClassifierFile,
} from './practice-text-model';
import { practiceTextWeightsFileName } from './weights-file';

let classifier: PracticeTextClassifier | undefined;

/**
 * The trained practice-text classifier (practice-text-classifier.json and its weights file, written
 * by `npm run train:practice-texts`), loaded on first use and kept for the life of the container.
 * The weights file is read beside this module: in the repository here, in a Lambda beside the bundle.
 */
export function practiceTextClassifier(): PracticeTextClassifier {
  classifier ??= loadPracticeTextClassifier({
    file: file as PracticeTextClassifierFile,
    weights: readFileSync(new URL(`./${practiceTextWeightsFileName}`, import.meta.url)),
  });
  return classifier;
}
