import { describe, expect, it } from 'vitest';
import { PASSAGE_MIN_WORDS, passagesOf } from './passages';

const filler = (words: number) => Array.from({ length: words }, (_, index) => `word${index}`).join(' ');

describe('passagesOf', () => {
  it('reads a short message whole: no passages', () => {
    expect(passagesOf('I had a long day. Work was busy. Then I cooked dinner.')).toEqual([]);
  });

  it('splits a long message into every run of two sentences, in order', () => {
    const text = `${filler(20)}. Second sentence here! Third one?\n${filler(20)}`;
    expect(text.split(/\s+/).length).toBeGreaterThanOrEqual(PASSAGE_MIN_WORDS);
    expect(passagesOf(text)).toEqual([
      `${filler(20)}. Second sentence here!`,
      'Second sentence here! Third one?',
      `Third one? ${filler(20)}`,
    ]);
  });

  it('gives no passages to a long message of two sentences or fewer (the whole is the passage)', () => {
    expect(passagesOf(`${filler(30)}. ${filler(30)}.`)).toEqual([]);
  });
});
