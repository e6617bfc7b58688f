import {
  extractFeatures,
  FEATURE_BITS,
  FEATURE_COUNT,
  FEATURE_LAYOUT,
  type SparseFeatures,
} from '#functions/core/safety/classifier/features.ts';
import {
  type ClassifierClass,
  type ClassifierFile,
  type ClassifierThresholds,
  classifierClasses,
  type StoredClassifier,
  sha256Hex,
} from '#functions/core/safety/classifier/model.ts';

/**
 * Trains the risk classifier: multinomial logistic regression over the hashed features, AdaGrad
 * per coordinate (sparse updates, so an epoch over thousands of messages takes well under a second),
 * L2 applied to the coordinates a message touches. Every message counts once: weighting the kinds
 * of risk up (tried) ranked ordinary messages above more risky ones on the validation split, and
 * recall is set by the thresholds anyway. Deterministic for a seed.
 */
export interface TrainingExample {
  text: string;
  label: ClassifierClass;
}

export interface TrainingOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  seed: number;
}

export const defaultTrainingOptions: TrainingOptions = { epochs: 30, learningRate: 0.5, l2: 3e-4, seed: 7 };

export interface TrainedWeights {
  bias: Float64Array;
  weights: Float32Array[];
}

/** A small seeded PRNG (mulberry32), so a training run can be repeated exactly. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

export function trainWeights(examples: readonly TrainingExample[], options: TrainingOptions): TrainedWeights {
  const encoded = examples.map((example) => ({
    features: extractFeatures(example.text),
    label: classifierClasses.indexOf(example.label),
  }));
  return trainSoftmax(
    encoded,
    { classCount: classifierClasses.length, featureCount: FEATURE_COUNT },
    options,
  );
}

/** One example as the trainer sees it: its hashed features and the index of its class. */
export interface EncodedExample {
  features: SparseFeatures;
  label: number;
}

/**
 * Multinomial logistic regression over examples already turned into features: the trainer of the
 * risk classifier and of the practice-text classifier (infra/practice-texts/).
 */
export function trainSoftmax(
  encoded: readonly EncodedExample[],
  shape: { classCount: number; featureCount: number },
  options: TrainingOptions,
): TrainedWeights {
  const { classCount, featureCount } = shape;
  const weights = Array.from({ length: classCount }, () => new Float32Array(featureCount));
  const squared = Array.from({ length: classCount }, () => new Float32Array(featureCount).fill(1e-8));
  const bias = new Float64Array(classCount);
  const biasSquared = new Float64Array(classCount).fill(1e-8);
  const random = seededRandom(options.seed);
  const logits = new Float64Array(classCount);
  for (let epoch = 0; epoch < options.epochs; epoch++) {
    for (const item of shuffled(encoded, random)) {
      probabilitiesInto(logits, item.features, weights, bias);
      for (let classIndex = 0; classIndex < classCount; classIndex++) {
        const gradient = (logits[classIndex] as number) - (classIndex === item.label ? 1 : 0);
        const row = weights[classIndex] as Float32Array;
        const rowSquared = squared[classIndex] as Float32Array;
        for (let index = 0; index < item.features.indices.length; index++) {
          const bucket = item.features.indices[index] as number;
          const g = gradient * (item.features.values[index] as number) + options.l2 * (row[bucket] as number);
          rowSquared[bucket] = (rowSquared[bucket] as number) + g * g;
          row[bucket] =
            (row[bucket] as number) - (options.learningRate * g) / Math.sqrt(rowSquared[bucket] as number);
        }
        biasSquared[classIndex] = (biasSquared[classIndex] as number) + gradient * gradient;
        bias[classIndex] =
          (bias[classIndex] as number) -
          (options.learningRate * gradient) / Math.sqrt(biasSquared[classIndex] as number);
      }
    }
  }
  return { bias, weights };
}

/** Softmax probabilities of the float model, written into `out`. */
function probabilitiesInto(
  out: Float64Array,
  features: SparseFeatures,
  weights: readonly Float32Array[],
  bias: Float64Array,
): void {
  let top = Number.NEGATIVE_INFINITY;
  for (let classIndex = 0; classIndex < out.length; classIndex++) {
    const row = weights[classIndex] as Float32Array;
    let sum = bias[classIndex] as number;
    for (let index = 0; index < features.indices.length; index++) {
      sum += (row[features.indices[index] as number] as number) * (features.values[index] as number);
    }
    out[classIndex] = sum;
    if (sum > top) top = sum;
  }
  let total = 0;
  for (let classIndex = 0; classIndex < out.length; classIndex++) {
    out[classIndex] = Math.exp((out[classIndex] as number) - top);
    total += out[classIndex] as number;
  }
  for (let classIndex = 0; classIndex < out.length; classIndex++)
    out[classIndex] = (out[classIndex] as number) / total;
}

/** A binary logistic regression: one row of weights and a bias. */
export interface TrainedBinaryWeights {
  bias: number;
  weights: Float32Array;
}

/**
 * Trains a binary logistic regression with the same trainer: a two-class softmax is a logistic
 * regression whose logit is the difference of the two rows.
 */
export function trainBinaryWeights(
  examples: readonly { text: string; positive: boolean }[],
  options: TrainingOptions,
): TrainedBinaryWeights {
  const trained = trainWeights(
    examples.map((example) => ({ text: example.text, label: example.positive ? 'suicide' : 'none' })),
    options,
  );
  const [negative, positive] = trained.weights as [Float32Array, Float32Array];
  return {
    bias: (trained.bias[1] as number) - (trained.bias[0] as number),
    weights: positive.map((value, index) => value - (negative[index] as number)),
  };
}

/** A model that reads no difference: what a classifier trained without a clear-risk model gets. */
const undecidedClearRisk = (): TrainedBinaryWeights => ({
  bias: 0,
  weights: new Float32Array(FEATURE_COUNT),
});

/**
 * Rows of float weights as int8, one scale per row (its largest magnitude over 127), row after
 * row: the form both classifiers ship beside their Lambda bundles. The scale is stored to eight
 * significant digits.
 */
export function quantizeRows(
  rows: readonly Float32Array[],
  featureCount: number,
): { bytes: Uint8Array; scales: number[] } {
  const weights = new Int8Array(rows.length * featureCount);
  const scales = rows.map((row, rowIndex) => {
    let largest = 0;
    for (const value of row) largest = Math.max(largest, Math.abs(value));
    const scale = largest > 0 ? largest / 127 : 1;
    const offset = rowIndex * featureCount;
    for (let index = 0; index < row.length; index++) {
      weights[offset + index] = Math.max(-127, Math.min(127, Math.round((row[index] as number) / scale)));
    }
    return Number(scale.toPrecision(8));
  });
  return { bytes: new Uint8Array(weights.buffer), scales };
}

/**
 * int8 weights with one scale per row, row after row (the classes, then the clear-risk model): the
 * form that ships beside the Lambda bundle.
 */
export function quantize(
  trained: TrainedWeights,
  thresholds: ClassifierThresholds,
  training: Record<string, unknown>,
  clearRisk: TrainedBinaryWeights = undecidedClearRisk(),
): StoredClassifier {
  const { bytes, scales } = quantizeRows([...trained.weights, clearRisk.weights], FEATURE_COUNT);
  const file: ClassifierFile = {
    version: 2,
    featureBits: FEATURE_BITS,
    featureLayout: FEATURE_LAYOUT,
    classes: [...classifierClasses],
    bias: Array.from(trained.bias, (value) => Number(value.toFixed(6))),
    scales: scales.slice(0, trained.weights.length),
    clearRisk: { bias: Number(clearRisk.bias.toFixed(6)), scale: scales.at(-1) as number },
    weightsSha256: sha256Hex(bytes),
    thresholds,
    training,
  };
  return { file, weights: bytes };
}
