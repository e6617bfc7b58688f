import { hashString } from '#functions/core/guides/text.ts';
import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';

/**
 * A message as the classifier sees it: hashed, signed features of the normalised text (the same
 * canonical form the word rules read, so leetspeak, look-alike letters and contractions are
 * already undone). Three kinds of feature carry meaning no single rule spells out:
 * - words and word pairs ("w:pills", "b:took all"),
 * - character n-grams of 3 to 5 inside each padded word ("c: kil"), which survive misspellings,
 * - word pairs with one word skipped ("s:want die"), which bridge fillers ("want to just die").
 * And a few about the message's shape, which tell a question to the guide or a one-word reply from
 * a statement of risk: how it opens and ends ("b:^ what", "b:again $"), whether it asks ("p:?"),
 * and how long it is ("l:b", a bucket of word counts).
 * Hashing (FNV-1a, 32 bit) keeps the model a fixed, small size with no vocabulary to ship; a sign
 * bit from the same hash lets colliding features cancel out rather than pile up.
 */
/**
 * 2^18 buckets: the corpus holds about 312,000 distinct features, and at 2^15 their collisions
 * cost ordinary messages check-ins (5-fold cross-validation on the corpus, at 96% recall: 18.1% of
 * ordinary messages got one at 2^15, 16.1% at 2^17, 14.3% at 2^18; 2^19 and 2^21 gave no more).
 */
export const FEATURE_BITS = 18;
/** Which features are extracted: weights trained on another layout are refused. */
export const FEATURE_LAYOUT = 2;
export const FEATURE_COUNT = 1 << FEATURE_BITS;
const MAX_WORDS = 400;

export interface SparseFeatures {
  /** Bucket indices, each once. */
  readonly indices: Int32Array;
  /** The L2-normalised value of each bucket, in the same order. */
  readonly values: Float32Array;
}

/** Words of the normalised text, at most MAX_WORDS (a journal entry's end is kept: it weighs most). */
export function wordsOf(text: string): string[] {
  const words = normalizeForScreening(text)
    .split(/[^a-z0-9']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter(Boolean);
  return words.length > MAX_WORDS ? words.slice(-MAX_WORDS) : words;
}

/** Upper word counts of the length buckets "l:a" to "l:e"; longer is "l:f". */
const LENGTH_BUCKETS = [3, 7, 15, 30, 60] as const;

function addShapeFeatures(text: string, words: readonly string[], add: (feature: string) => void): void {
  const trimmed = text.trim();
  if (trimmed.includes('?')) add('p:?');
  if (trimmed.endsWith('?')) add('p:?$');
  if (trimmed.includes('!')) add('p:!');
  const bucket = LENGTH_BUCKETS.findIndex((most) => words.length <= most);
  add(`l:${'abcdef'[bucket === -1 ? LENGTH_BUCKETS.length : bucket]}`);
  const [first, second] = words;
  if (first === undefined) return;
  add(`b:^ ${first}`);
  if (second !== undefined) add(`t:^ ${first} ${second}`);
  add(`b:${words.at(-1)} $`);
}

export function extractFeatures(text: string): SparseFeatures {
  return hashedFeatures(text, FEATURE_BITS);
}

/**
 * The same features hashed into 2^bits buckets, with any extra features of the caller's (the
 * practice-text screen adds whose voice a text is written in). The risk classifier's are
 * `hashedFeatures(text, FEATURE_BITS)`.
 */
export function hashedFeatures(text: string, bits: number, extra: readonly string[] = []): SparseFeatures {
  const mask = (1 << bits) - 1;
  const counts = new Map<number, number>();
  const add = (feature: string) => {
    const hash = hashString(feature);
    const bucket = hash & mask;
    const sign = hash & 0x80000000 ? -1 : 1;
    counts.set(bucket, (counts.get(bucket) ?? 0) + sign);
  };
  for (const feature of extra) add(feature);
  const words = wordsOf(text);
  addShapeFeatures(text, words, add);
  for (let index = 0; index < words.length; index++) {
    const word = words[index] as string;
    add(`w:${word}`);
    const next = words[index + 1];
    if (next) add(`b:${word} ${next}`);
    const afterNext = words[index + 2];
    if (afterNext) add(`s:${word} ${afterNext}`);
    const padded = ` ${word} `;
    for (let size = 3; size <= 5; size++) {
      for (let start = 0; start + size <= padded.length; start++)
        add(`c:${padded.slice(start, start + size)}`);
    }
  }
  const indices: number[] = [];
  const values: number[] = [];
  let norm = 0;
  for (const [bucket, count] of counts) {
    if (count === 0) continue;
    // Sublinear counts: a word said five times is not five times the evidence.
    const value = Math.sign(count) * Math.log1p(Math.abs(count));
    indices.push(bucket);
    values.push(value);
    norm += value * value;
  }
  const scale = norm > 0 ? 1 / Math.sqrt(norm) : 0;
  return {
    indices: Int32Array.from(indices),
    values: Float32Array.from(values, (value) => value * scale),
  };
}
