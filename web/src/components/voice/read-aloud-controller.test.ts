import { describe, expect, it } from 'vitest';
import { createReadAloud, speechPieces } from './read-aloud-controller';
import { findSpeechSynthesis, type SpeechUtteranceLike } from './speech-apis';

/** A stand-in for speechSynthesis: it queues utterances and the test says when each ends. */
function fakeSynthesis() {
  const queue: SpeechUtteranceLike[] = [];
  const spoken: string[] = [];
  class Utterance implements SpeechUtteranceLike {
    lang = '';
    onend: (() => void) | null = null;
    onerror: ((event: { error?: string }) => void) | null = null;
    constructor(public text: string) {}
  }
  const synthesis = {
    speak(utterance: SpeechUtteranceLike) {
      queue.push(utterance);
      spoken.push(utterance.text);
    },
    cancel() {
      // Like Chrome: what was queued errors with 'interrupted'.
      for (const utterance of queue.splice(0)) utterance.onerror?.({ error: 'interrupted' });
    },
    /** The voice finishes the utterance at the head of the queue. */
    finishOne() {
      queue.shift()?.onend?.();
    },
  };
  return { synthesis, Utterance, spoken, queue };
}

describe('reading aloud', () => {
  it('finds speechSynthesis only with its utterance constructor', () => {
    const { synthesis, Utterance } = fakeSynthesis();
    expect(findSpeechSynthesis({ speechSynthesis: synthesis, SpeechSynthesisUtterance: Utterance })).toEqual({
      synthesis,
      Utterance,
    });
    expect(findSpeechSynthesis({ speechSynthesis: synthesis })).toBeNull();
    expect(findSpeechSynthesis(undefined)).toBeNull();
  });

  it('speaks the text in sentence-sized pieces and is done after the last', () => {
    const fake = fakeSynthesis();
    const reader = createReadAloud(fake, () => 'en-GB');
    const changes: (string | null)[] = [];
    reader.subscribe(() => changes.push(reader.speakingKey()));
    const long = `${'A thought that goes on. '.repeat(12)}And ends here.`;
    reader.speak('reply-1', long);
    expect(reader.speakingKey()).toBe('reply-1');
    expect(fake.spoken.join(' ')).toBe(long.replace(/\s+$/, ''));
    expect(fake.spoken.length).toBeGreaterThan(1);
    expect(fake.spoken.every((piece) => piece.length <= 220)).toBe(true);
    expect(fake.queue.every((utterance) => utterance.lang === 'en-GB')).toBe(true);
    while (fake.queue.length > 1) fake.synthesis.finishOne();
    expect(reader.speakingKey()).toBe('reply-1');
    fake.synthesis.finishOne();
    expect(reader.speakingKey()).toBeNull();
    expect(changes).toEqual(['reply-1', null]);
  });

  it('reads one message at a time: starting another stops the first, and stop stops', () => {
    const fake = fakeSynthesis();
    const reader = createReadAloud(fake, () => 'en');
    reader.speak('first', 'One.');
    reader.speak('second', 'Two.');
    // The first reading's 'interrupted' error does not end the second.
    expect(reader.speakingKey()).toBe('second');
    expect(fake.spoken).toEqual(['One.', 'Two.']);
    reader.stop();
    expect(reader.speakingKey()).toBeNull();
    expect(fake.queue).toHaveLength(0);
    reader.speak('third', '   ');
    expect(reader.speakingKey()).toBeNull();
  });

  it('ends the reading when the voice fails', () => {
    const fake = fakeSynthesis();
    const reader = createReadAloud(fake, () => 'en');
    reader.speak('reply', 'Hello there.');
    fake.queue[0]?.onerror?.({ error: 'synthesis-failed' });
    expect(reader.speakingKey()).toBeNull();
  });

  it('splits words only where a sentence is too long for one piece', () => {
    expect(speechPieces('Short one. Another!  And a question?')).toEqual([
      'Short one. Another! And a question?',
    ]);
    const pieces = speechPieces('word '.repeat(100));
    expect(pieces.join(' ')).toBe('word '.repeat(100).trim());
    expect(pieces.every((piece) => piece.length <= 220)).toBe(true);
    expect(speechPieces('')).toEqual([]);
  });
});
