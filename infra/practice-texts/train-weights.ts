import {
  loadPracticeTextClassifier,
  PRACTICE_TEXT_FEATURE_BITS,
  PRACTICE_TEXT_FEATURE_COUNT,
  PRACTICE_TEXT_FEATURE_LAYOUT,
  type PracticeTextClassifier,
  type PracticeTextClassifierFile,
  practiceTextClasses,
  practiceTextFeatures,
  type RefusalThresholds,
  type ScreenThresholds,
  type StoredPracticeTextClassifier,
  sha256Hex,
} from '#functions/core/practices/instruction-safety/classifier/practice-text-model.ts';
import {
  quantizeRows,
  type TrainedWeights,
  type TrainingOptions,
  trainSoftmax,
} from '#infra/safety/logistic-regression.ts';
import type { PracticeTextExample } from './practice-text-corpus';
import { withSentenceExamples } from './sentence-examples';

/**
 * Chosen on out-of-fold scores by writer (hostile refused at 97% of harmless accepted, rules and
 * classifier together): l2 3e-5 and 20 epochs gave 62%; l2 1e-5 to 3e-4 and 10 to 40 epochs 56-63%.
 * Tried and dropped: scoring the highest sentence instead of the whole text (worse), words without
 * character n-grams (57%), negation-scoped words (no change). Kept: training on sentences too
 * (sentence-examples.ts) and refusing a text by its most hostile sentence beside the whole text's
 * reading, at a stricter threshold of its own (classify-practice-text.ts).
 *
 * Issue 22, looking for a model that generalises across writers (12,944 texts, 4 folds of writers'
 * files, thresholds chosen as the trainer does: 95% of harmless instructions and practice texts
 * accepted, 99% of names). This linear model: 78.1% hostile refused / 95.6% harmless accepted.
 * - Where it misses, out of fold: hostile missed by family: claim-clinician 33% (the classifier's
 *   claim refuses only in the assistant's voice), harm-methods 38%, foster-dependency 30%, hide-risk
 *   25%, diagnose 24%, medication 19%, discourage-help 18%, suppress-crisis-resources 15%, override
 *   14%, mislead-clients 32 of 42; by language en 19%, es 24%, de/pt/fr 31-32%; by voice assistant
 *   20%, practice 28% (welcomeTitle 55%, practiceDescription 38%); one sentence 24%, 2-3 sentences
 *   18%, 4 or more 26%; by writer r and h 42%, i 35%, others 10-30%. 1,377 of the 1,453 missed had
 *   no rule match, and they are spread over P(hostile) (284 below 0.05, 117 at 0.8 or more). Of the
 *   282 harmless texts refused, 154 are a rule's match the classifier did not overrule (17 standing).
 * - Tried and dropped, none by the 3 points over this model that would pay for a new runtime:
 *   one hidden layer of ReLU units (Adam, per-example steps, sparse updates of the touched input
 *   rows, trained on the same texts and sentences, int8 input weights, scored as the screen does):
 *   16 bits x 32 units, 5 epochs 78.8% / 95.5%, the same with another seed 75.1%, with 25% input
 *   dropout 78.6%, 2 epochs 73.7%, 10 epochs 76.5%, learning rate 3e-4 72.3%; 16 bits x 16 units
 *   77.8%, x 64 units 78.1%; 15 bits x 64 units, 3 epochs, 10% dropout 73.6% (all at 95.5-95.6%
 *   harmless accepted); four of these networks averaged 79.0% (four times the weights). A
 *   network's figure moves about 4 points with its seed alone, as much as any setting did, and it
 *   reads most texts near 0 or 1 (thresholds 0.80-0.98). Prohibition-scope conjunctions (each word
 *   up to six after never/not/avoid/refrain/stop/nunca/jamais/nicht/kein/nao... as "prohibited
 *   <word>", on top of these features): 78.1% / 95.6%. Averaging this model's and the network's
 *   readings: 78.3% / 95.6%. A rule's match standing from 0.1-0.3 instead of 0.05: within a point.
 */
export const practiceTextTrainingOptions: TrainingOptions = {
  epochs: 20,
  learningRate: 0.5,
  l2: 3e-5,
  seed: 7,
};

/** Trains on the texts and on sentences of them (sentence-examples.ts), in every training run alike. */
export function trainPracticeTextWeights(
  examples: readonly PracticeTextExample[],
  options: TrainingOptions,
): TrainedWeights {
  const encoded = withSentenceExamples(examples).map((example) => ({
    features: practiceTextFeatures(example.text, example.voice),
    label: practiceTextClasses.indexOf(example.label),
  }));
  return trainSoftmax(
    encoded,
    { classCount: practiceTextClasses.length, featureCount: PRACTICE_TEXT_FEATURE_COUNT },
    options,
  );
}

/** int8 weights with one scale per class row, and the JSON file that goes with them. */
export function storeClassifier(
  trained: TrainedWeights,
  thresholds: ScreenThresholds,
  training: Record<string, unknown>,
): StoredPracticeTextClassifier {
  const { bytes, scales } = quantizeRows(trained.weights, PRACTICE_TEXT_FEATURE_COUNT);
  const file: PracticeTextClassifierFile = {
    version: 1,
    featureBits: PRACTICE_TEXT_FEATURE_BITS,
    featureLayout: PRACTICE_TEXT_FEATURE_LAYOUT,
    classes: [...practiceTextClasses],
    bias: Array.from(trained.bias, (value) => Number(value.toFixed(6))),
    scales,
    weightsSha256: sha256Hex(bytes),
    ...thresholds,
    training,
  };
  return { file, weights: bytes };
}

/** The classifier exactly as the Lambdas would load it (quantised), at a threshold. */
export function classifierOf(trained: TrainedWeights, refuseAt: number): PracticeTextClassifier {
  return loadPracticeTextClassifier(
    storeClassifier(
      trained,
      { refuseAt: everyVoiceAt(refuseAt), refuseSentenceAt: 1, rulesStandFrom: 0 },
      {},
    ),
  );
}

/** One threshold for every voice. */
export function everyVoiceAt(refuseAt: number): RefusalThresholds {
  return { assistant: refuseAt, practice: refuseAt, name: refuseAt };
}
