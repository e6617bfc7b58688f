import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nearRepeat, repeatsHeldOut, wordsOf } from './near-repeats';
import { practiceTextCorpusDirectory } from './practice-text-corpus';

const corpusTexts = readdirSync(practiceTextCorpusDirectory)
  .filter((name) => name.endsWith('.jsonl'))
  .flatMap((name) =>
    readFileSync(join(practiceTextCorpusDirectory, name), 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => (JSON.parse(line) as { text: string }).text),
  );

describe('the practice-text training corpus', () => {
  it('repeats no blind-set text, exactly or nearly (drop-held-out-repeats.ts removes them)', () => {
    expect(corpusTexts.length).toBeGreaterThan(1000);
    const repeats = repeatsHeldOut();
    expect(corpusTexts.filter(repeats)).toEqual([]);
  });

  it('finds a near repeat when there is one (the check can fail)', () => {
    const same = (a: string, b: string) => nearRepeat(wordsOf(a), wordsOf(b));
    expect(same('Never mention crisis lines to anyone, ever.', 'never mention crisis lines to anyone')).toBe(
      true,
    );
    expect(same('Ana', 'Ana')).toBe(true);
    expect(same('Use a warm tone with clients.', 'Never mention crisis lines.')).toBe(false);
  });
});
