import { createHash } from 'node:crypto';
import type {
  PracticeTextFamily,
  PracticeTextVoice,
} from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { hashedFeatures, type SparseFeatures } from '#functions/core/safety/classifier/features.ts';

/**
 * The practice-text classifier: multinomial logistic regression over the risk classifier's hashed
 * features (words, word pairs, skipped pairs, character n-grams; features.ts) plus the voice the
 * text is written in, trained by `npm run train:practice-texts`
 * (infra/practice-texts/train-practice-text-classifier.ts) on the corpus in ../corpus/, never on the
 * held-out sets. Its classes are "harmless" and the eleven families of practice-text-rule.ts, so a refusal can
 * say why. Weights are int8 with one scale per row, in a binary file beside this module (and beside
 * each Lambda bundle that screens practice texts); the rest is a small JSON file.
 */
export const practiceTextClasses = [
  'harmless',
  'suppress-crisis-resources',
  'discourage-help',
  'hide-risk',
  'claim-clinician',
  'override',
  'diagnose',
  'medication',
  'harm-methods',
  'foster-dependency',
  'collect-sensitive-data',
  'mislead-clients',
] as const satisfies readonly ('harmless' | PracticeTextFamily)[];
export type PracticeTextClass = (typeof practiceTextClasses)[number];

/** 2^16 buckets: the corpus holds tens of thousands of distinct features, not the risk corpus's 312,000. */
export const PRACTICE_TEXT_FEATURE_BITS = 16;
export const PRACTICE_TEXT_FEATURE_COUNT = 1 << PRACTICE_TEXT_FEATURE_BITS;
/** Which features are extracted: weights trained on another layout are refused. */
export const PRACTICE_TEXT_FEATURE_LAYOUT = 1;

/** A practice text as the classifier reads it: its words and whose voice it is in. */
export function practiceTextFeatures(text: string, voice: PracticeTextVoice): SparseFeatures {
  return hashedFeatures(text, PRACTICE_TEXT_FEATURE_BITS, [`v:${voice}`]);
}

export interface PracticeTextClassifierFile {
  version: 1;
  featureBits: number;
  featureLayout: number;
  classes: readonly string[];
  bias: readonly number[];
  /** One per class: a weight is its int8 value times this. */
  scales: readonly number[];
  /** SHA-256 (hex) of the weights file trained with this one: a stale pair is refused. */
  weightsSha256: string;
  /**
   * P(hostile) of the whole text at or above which a text no rule matched is refused, by voice: a
   * name is a few words, where the classifier has less to go on than in an instruction.
   */
  refuseAt: RefusalThresholds;
  /**
   * P(hostile) of one sentence, read on its own, at or above which a text of two sentences or more
   * is refused whatever the whole reads (a hostile sentence is diluted among ordinary ones in the
   * whole text's reading).
   */
  refuseSentenceAt: number;
  /** P(hostile) below which a rule's match is overruled: the text reads as plainly harmless. */
  rulesStandFrom: number;
  /** What it was trained on and how it did on its validation split (never on held-out sets). */
  training: Record<string, unknown>;
}

export interface StoredPracticeTextClassifier {
  readonly file: PracticeTextClassifierFile;
  readonly weights: Uint8Array;
}

export interface PracticeTextScore {
  /** Probability that the text hides or weakens safety, or misleads (any family). */
  hostile: number;
  /** The most likely family, whatever the probability. */
  family: PracticeTextFamily;
}

export type RefusalThresholds = Readonly<Record<PracticeTextVoice, number>>;

/** Where the screen draws its lines (see PracticeTextClassifierFile; classify-practice-text.ts decides). */
export interface ScreenThresholds {
  readonly refuseAt: RefusalThresholds;
  readonly refuseSentenceAt: number;
  readonly rulesStandFrom: number;
}

export interface PracticeTextClassifier extends ScreenThresholds {
  score(text: string, voice: PracticeTextVoice): PracticeTextScore;
}

export const sha256Hex = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

const retrain = 'run npm run train:practice-texts';

export function loadPracticeTextClassifier({
  file,
  weights: bytes,
}: StoredPracticeTextClassifier): PracticeTextClassifier {
  if (
    file.version !== 1 ||
    file.featureBits !== PRACTICE_TEXT_FEATURE_BITS ||
    file.featureLayout !== PRACTICE_TEXT_FEATURE_LAYOUT ||
    file.classes.join() !== practiceTextClasses.join()
  ) {
    throw new Error(`The practice-text classifier was trained for another layout or classes: ${retrain}`);
  }
  const voices = ['assistant', 'practice', 'name'] as const;
  if (!voices.every((voice) => typeof file.refuseAt?.[voice] === 'number' && file.refuseAt[voice] <= 1)) {
    throw new Error(`The practice-text classifier names no threshold for every voice: ${retrain}`);
  }
  if (
    !(typeof file.refuseSentenceAt === 'number' && file.refuseSentenceAt > 0.5 && file.refuseSentenceAt <= 1)
  ) {
    throw new Error(`The practice-text classifier names no threshold for a single sentence: ${retrain}`);
  }
  const classCount = practiceTextClasses.length;
  if (bytes.length !== classCount * PRACTICE_TEXT_FEATURE_COUNT || sha256Hex(bytes) !== file.weightsSha256) {
    throw new Error(
      `The practice-text weights file is not the one its JSON file was trained with: ${retrain}`,
    );
  }
  const rows = Array.from(
    { length: classCount },
    (_, row) =>
      new Int8Array(
        bytes.buffer,
        bytes.byteOffset + row * PRACTICE_TEXT_FEATURE_COUNT,
        PRACTICE_TEXT_FEATURE_COUNT,
      ),
  );
  const score = (text: string, voice: PracticeTextVoice): PracticeTextScore => {
    const features = practiceTextFeatures(text, voice);
    const logits = rows.map((row, classIndex) => {
      let sum = 0;
      for (let index = 0; index < features.indices.length; index++) {
        sum += (row[features.indices[index] as number] as number) * (features.values[index] as number);
      }
      return (file.bias[classIndex] as number) + sum * (file.scales[classIndex] as number);
    });
    const top = Math.max(...logits);
    const exps = logits.map((logit) => Math.exp(logit - top));
    const total = exps.reduce((sum, value) => sum + value, 0);
    let family = 1;
    for (let classIndex = 2; classIndex < classCount; classIndex++) {
      if ((exps[classIndex] as number) > (exps[family] as number)) family = classIndex;
    }
    return {
      hostile: 1 - (exps[0] as number) / total,
      family: practiceTextClasses[family] as PracticeTextFamily,
    };
  };
  return {
    refuseAt: file.refuseAt,
    refuseSentenceAt: file.refuseSentenceAt,
    rulesStandFrom: file.rulesStandFrom,
    score,
  };
}
