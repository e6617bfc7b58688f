import {
  extractFeatures,
  FEATURE_BITS,
  FEATURE_COUNT,
  FEATURE_LAYOUT,
  type SparseFeatures,
} from './features';

/**
 * The risk classifier: multinomial logistic regression over hashed features (features.ts), trained
 * by `npm run train:safety` (infra/safety/train-safety-classifier.ts) on the labelled corpus in
 * functions/core/safety/corpus/. Its weights are int8 with one scale per class, so the whole model
 * is a few hundred KB of base64 in the Lambda bundle; it is decoded once per container and scores a
 * message in microseconds, offline.
 */
export const classifierClasses = ['none', 'suicide', 'self_harm', 'harm_to_others'] as const;
export type ClassifierClass = (typeof classifierClasses)[number];

export interface ClassifierThresholds {
  /** P(risk) at or above which a person is asked, warmly and directly, how they are (a check-in). */
  checkIn: number;
  /** P(risk) at or above which the message is treated as clear risk (the crisis reply). */
  crisis: number;
  /**
   * P(risk) below which the classifier is sure enough that a message is benign that a word rule's
   * explicit match gets a check-in (still with the resources) rather than the crisis reply.
   */
  clearlyBenign: number;
}

export interface ClassifierFile {
  version: 1;
  featureBits: number;
  /** The feature layout the weights were trained on (features.ts). */
  featureLayout: number;
  classes: readonly string[];
  bias: readonly number[];
  /** One per class: a weight is its int8 value times this. */
  scales: readonly number[];
  /** One base64 string of FEATURE_COUNT int8 weights per class. */
  weights: readonly string[];
  thresholds: ClassifierThresholds;
  /** What it was trained on and how it did on its validation split (never on held-out sets). */
  training: Record<string, unknown>;
}

export interface RiskScore {
  /** Probability that the message shows risk of any kind. */
  risk: number;
  /** The most likely kind of risk, whatever the probability. */
  category: Exclude<ClassifierClass, 'none'>;
  probabilities: Readonly<Record<ClassifierClass, number>>;
}

export interface RiskClassifier {
  readonly thresholds: ClassifierThresholds;
  score(text: string): RiskScore;
  scoreFeatures(features: SparseFeatures): RiskScore;
}

function decodeInt8(base64: string): Int8Array {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length !== FEATURE_COUNT) {
    throw new Error(`Classifier weights hold ${bytes.length} values, expected ${FEATURE_COUNT}`);
  }
  return new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
}

export function loadClassifier(file: ClassifierFile): RiskClassifier {
  if (file.version !== 1 || file.featureBits !== FEATURE_BITS || file.featureLayout !== FEATURE_LAYOUT) {
    throw new Error(
      'The classifier weights were trained for another feature layout: run npm run train:safety',
    );
  }
  if (file.classes.join() !== classifierClasses.join()) {
    throw new Error('The classifier weights name other classes than the screen expects');
  }
  const weights = file.weights.map(decodeInt8);
  const { bias, scales } = file;
  const scoreFeatures = (features: SparseFeatures): RiskScore => {
    const logits = classifierClasses.map((_, classIndex) => {
      const row = weights[classIndex] as Int8Array;
      let sum = 0;
      for (let index = 0; index < features.indices.length; index++) {
        sum += (row[features.indices[index] as number] as number) * (features.values[index] as number);
      }
      return (bias[classIndex] as number) + sum * (scales[classIndex] as number);
    });
    const top = Math.max(...logits);
    const exps = logits.map((logit) => Math.exp(logit - top));
    const total = exps.reduce((sum, value) => sum + value, 0);
    const probabilities = Object.fromEntries(
      classifierClasses.map((name, index) => [name, (exps[index] as number) / total]),
    ) as Record<ClassifierClass, number>;
    let category: Exclude<ClassifierClass, 'none'> = 'suicide';
    for (const name of ['self_harm', 'harm_to_others'] as const) {
      if (probabilities[name] > probabilities[category]) category = name;
    }
    return { risk: 1 - probabilities.none, category, probabilities };
  };
  return {
    thresholds: file.thresholds,
    scoreFeatures,
    score: (text) => scoreFeatures(extractFeatures(text)),
  };
}
