import { describe, expect, it } from 'vitest';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import { readPhraseSet } from './phrase-set';

/** Misses we accept on the tuning sets: each needs context the words alone do not carry. */
const acceptedMisses = new Set([
  // Could be a surprise party: nothing in the sentence says what is planned.
  "I'm not going to tell anyone I'm planning it.",
  'nobody needs to know what im planning. not telling my therapist, ill just say im fine',
]);

describe.each(['set-a', 'set-b'] as const)(
  'the screen on phrase set %s (written blind, then tuned on)',
  (name) => {
    const set = readPhraseSet(name);

    it('flags every risky phrase but the accepted misses, in its category', () => {
      const missed = set.risky.filter((phrase) => !screenMessage(phrase.text).matched).map((p) => p.text);
      expect(missed.filter((text) => !acceptedMisses.has(text))).toEqual([]);
      const wrongCategory = set.risky
        .filter((phrase) => {
          const screen = screenMessage(phrase.text);
          return screen.matched && !screen.categories.includes(phrase.category);
        })
        .map((phrase) => phrase.text);
      expect(wrongCategory).toEqual([]);
    });

    it('tells a worry about someone else from the writer’s own risk', () => {
      const wrong = set.risky
        .filter((phrase) => {
          const screen = screenMessage(phrase.text);
          return screen.matched && screen.aboutSomeoneElse !== phrase.aboutSomeoneElse;
        })
        .map((phrase) => phrase.text);
      expect(wrong).toEqual([]);
    });

    it('leaves every benign phrase alone', () => {
      expect(set.benign.filter((text) => screenMessage(text).matched)).toEqual([]);
    });
  },
);
