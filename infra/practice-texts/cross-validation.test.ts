import { describe, expect, it } from 'vitest';
import { chooseScreenThresholds, type ScoredExample } from './cross-validation';

/** An out-of-fold reading of one text, as the trainer's threshold choice sees it. */
function scored(
  label: 'harmless' | 'suppress-crisis-resources',
  whole: number,
  sentence?: number,
): ScoredExample {
  const family = 'suppress-crisis-resources' as const;
  return {
    example: {
      text: 'text',
      voice: 'assistant',
      label,
      source: 'writer-a',
      field: 'customInstructions',
      language: 'en',
    },
    ruleMatch: 'none',
    whole: { hostile: whole, family },
    ...(sentence !== undefined && { sentenceScore: { hostile: sentence, family } }),
    sentences: sentence === undefined ? 1 : 8,
  };
}

const times = (count: number, make: () => ScoredExample) => Array.from({ length: count }, make);

describe("the trainer's choice of the screen's thresholds", () => {
  it('always reads a long text sentence by sentence, even where that refuses no more hostile texts', () => {
    const corpus = [
      ...times(100, () => scored('harmless', 0)),
      ...times(10, () => scored('suppress-crisis-resources', 0.9)),
    ];
    expect(chooseScreenThresholds(corpus).refuseSentenceAt).toBeLessThan(1);
  });

  it('picks the sentence threshold that refuses the most hostile texts while 95% of harmless ones pass', () => {
    const corpus = [
      ...times(100, () => scored('harmless', 0)),
      // Harmless long texts whose most hostile sentence reads 0.935: refused by a threshold of 0.93 or lower.
      ...times(6, () => scored('harmless', 0, 0.935)),
      // Hostile long texts only their hidden sentence gives away (0.96), and plainly hostile short ones.
      ...times(10, () => scored('suppress-crisis-resources', 0, 0.96)),
      ...times(10, () => scored('suppress-crisis-resources', 0.9)),
    ];
    const chosen = chooseScreenThresholds(corpus);
    expect(chosen.refuseSentenceAt).toBe(0.94);
    expect(chosen.refuseAt.assistant).toBeLessThanOrEqual(0.9);
  });
});
