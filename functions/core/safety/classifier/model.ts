import { createHash } from 'node:crypto';
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
 * functions/core/safety/corpus/, with a second model beside it that tells clear risk from possible
 * or indirect risk. Their weights are int8 with one scale per row, in a binary file of their own
 * (1.25 MB: one row of FEATURE_COUNT bytes per class, then the clear-risk row) that ships beside
 * the Lambda bundle rather than inside its JavaScript; the rest (biases, scales, thresholds, how it
 * was trained) is a small JSON file. It is loaded once per container and scores a message in
 * microseconds, offline.
 */
export const classifierClasses = ['none', 'suicide', 'self_harm', 'harm_to_others'] as const;
export type ClassifierClass = (typeof classifierClasses)[number];

export interface ClassifierThresholds {
  /**
   * P(risk) at or above which the screen reads possible risk: the guide answers as usual and a
   * quiet resources line sits beside its reply (a note).
   */
  note: number;
  /** P(risk) at or above which a person is asked, warmly and directly, how they are (a check-in). */
  checkIn: number;
  /** P(risk) at or above which the message is treated as clear risk (the crisis reply). */
  crisis: number;
  /**
   * P(clear risk) below which the classifier's own crisis reply becomes a check-in: the message
   * reads as risk, but as possible or indirect risk rather than clear risk.
   */
  clearRisk: number;
  /**
   * P(risk) of one passage of a long message (classifier/passages.ts) at or above which the
   * message gets a check-in, when the message read whole does not.
   */
  passage: number;
}

/** The classifier's JSON file: everything but the weights themselves. */
export interface ClassifierFile {
  version: 2;
  featureBits: number;
  /** The feature layout the weights were trained on (features.ts). */
  featureLayout: number;
  classes: readonly string[];
  bias: readonly number[];
  /** One per class: a weight is its int8 value times this. */
  scales: readonly number[];
  /**
   * The second model, a logistic regression on the same features whose row follows the class
   * rows: whether risk is clear (the writers graded it crisis or imminent) or possible and
   * indirect (a check-in), trained on the risky messages only.
   */
  clearRisk: { bias: number; scale: number };
  /** SHA-256 (hex) of the weights file trained with this one: a stale pair is refused. */
  weightsSha256: string;
  thresholds: ClassifierThresholds;
  /** What it was trained on and how it did on its validation split (never on held-out sets). */
  training: Record<string, unknown>;
}

/** A trained classifier as it is stored: the JSON file and the int8 weights, row after row. */
export interface StoredClassifier {
  readonly file: ClassifierFile;
  readonly weights: Uint8Array;
}

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

export interface RiskScore {
  /** Probability that the message shows risk of any kind. */
  risk: number;
  /** The most likely kind of risk, whatever the probability. */
  category: Exclude<ClassifierClass, 'none'>;
  probabilities: Readonly<Record<ClassifierClass, number>>;
  /** If this is risk, the probability that it is clear risk rather than possible or indirect. */
  clearRisk: number;
}

export interface RiskClassifier {
  readonly thresholds: ClassifierThresholds;
  score(text: string): RiskScore;
  scoreFeatures(features: SparseFeatures): RiskScore;
}

/** The int8 rows of the weights file, without copying it. */
function int8Rows(bytes: Uint8Array, rowCount: number): Int8Array[] {
  if (bytes.length !== rowCount * FEATURE_COUNT) {
    throw new Error(
      `Classifier weights hold ${bytes.length} values, expected ${rowCount * FEATURE_COUNT}: run npm run train:safety`,
    );
  }
  return Array.from(
    { length: rowCount },
    (_, row) => new Int8Array(bytes.buffer, bytes.byteOffset + row * FEATURE_COUNT, FEATURE_COUNT),
  );
}

export function loadClassifier({ file, weights: weightBytes }: StoredClassifier): RiskClassifier {
  if (file.version !== 2 || file.featureBits !== FEATURE_BITS || file.featureLayout !== FEATURE_LAYOUT) {
    throw new Error(
      'The classifier weights were trained for another feature layout: run npm run train:safety',
    );
  }
  if (file.classes.join() !== classifierClasses.join()) {
    throw new Error('The classifier weights name other classes than the screen expects');
  }
  // The class rows, then the clear-risk row.
  const rows = int8Rows(weightBytes, classifierClasses.length + 1);
  const weights = rows.slice(0, classifierClasses.length);
  const clearRiskRow = rows[classifierClasses.length] as Int8Array;
  if (sha256Hex(weightBytes) !== file.weightsSha256) {
    throw new Error(
      'The classifier weights file is not the one its JSON file was trained with: run npm run train:safety',
    );
  }
  const { bias, scales } = file;
  const dot = (row: Int8Array, features: SparseFeatures) => {
    let sum = 0;
    for (let index = 0; index < features.indices.length; index++) {
      sum += (row[features.indices[index] as number] as number) * (features.values[index] as number);
    }
    return sum;
  };
  const scoreFeatures = (features: SparseFeatures): RiskScore => {
    const logits = classifierClasses.map(
      (_, classIndex) =>
        (bias[classIndex] as number) +
        dot(weights[classIndex] as Int8Array, features) * (scales[classIndex] as number),
    );
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
    const clearRiskLogit = file.clearRisk.bias + dot(clearRiskRow, features) * file.clearRisk.scale;
    return {
      risk: 1 - probabilities.none,
      category,
      probabilities,
      clearRisk: 1 / (1 + Math.exp(-clearRiskLogit)),
    };
  };
  return {
    thresholds: file.thresholds,
    scoreFeatures,
    score: (text) => scoreFeatures(extractFeatures(text)),
  };
}
