import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { practiceTextClassifier } from './practice-text-classifier';
import file from './practice-text-classifier.json' with { type: 'json' };
import {
  loadPracticeTextClassifier,
  PRACTICE_TEXT_FEATURE_BITS,
  PRACTICE_TEXT_FEATURE_COUNT,
  type PracticeTextClassifierFile,
  practiceTextClasses,
} from './practice-text-model';
import { practiceTextWeightsFileName } from './weights-file';

const committed = file as PracticeTextClassifierFile;
const committedWeights = readFileSync(new URL(`./${practiceTextWeightsFileName}`, import.meta.url));

describe('the committed practice-text classifier', () => {
  it('loads the weights trained for this layout, refusing at a threshold per voice above one half', () => {
    expect(committed.featureBits).toBe(PRACTICE_TEXT_FEATURE_BITS);
    expect(committed.classes).toEqual([...practiceTextClasses]);
    expect(committedWeights.length).toBe(practiceTextClasses.length * PRACTICE_TEXT_FEATURE_COUNT);
    const { refuseAt, refuseSentenceAt } = practiceTextClassifier();
    for (const voice of ['assistant', 'practice', 'name'] as const) {
      expect(refuseAt[voice], voice).toBeGreaterThan(0.5);
      expect(refuseAt[voice], voice).toBeLessThan(1);
      // One sentence read alone has less context than a whole text: it is held to a stricter bar.
      expect(refuseSentenceAt, voice).toBeGreaterThan(refuseAt[voice]);
    }
    expect(refuseSentenceAt).toBeLessThan(1);
  });

  it('refuses weights for another layout, other classes or another training, naming the fix', () => {
    const load = (changed: Partial<PracticeTextClassifierFile>, weights: Uint8Array = committedWeights) =>
      loadPracticeTextClassifier({ file: { ...committed, ...changed }, weights });
    expect(() => load({})).not.toThrow();
    expect(() => load({ featureBits: PRACTICE_TEXT_FEATURE_BITS + 1 })).toThrow(/train:practice-texts/);
    expect(() => load({ classes: ['harmless', 'hostile'] })).toThrow(/train:practice-texts/);
    // A threshold for one voice only would leave the others unscreened.
    expect(() => load({ refuseAt: { assistant: 0.7 } as never })).toThrow(/every voice/);
    expect(() => load({ refuseSentenceAt: undefined as never })).toThrow(/single sentence/);
    const retrained = Uint8Array.from(committedWeights);
    retrained[4321] = ((retrained[4321] as number) + 1) % 256;
    expect(() => load({}, retrained)).toThrow(/not the one its JSON file was trained with/);
  });

  it('reads whose voice a text is in: the same words weigh differently as a name and as an instruction', () => {
    const { score } = practiceTextClassifier();
    const asName = score('Ortiz', 'name').hostile;
    const asInstruction = score('Ortiz', 'assistant').hostile;
    expect(asName).not.toBeCloseTo(asInstruction, 6);
  });
});
