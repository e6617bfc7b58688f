import { describe, expect, it } from 'vitest';
import {
  admittingSignals,
  denyingSignals,
  leaningSignals,
  normalizeAnswer,
  readCheckInAnswer,
  safetyQuestionAsked,
  safetyQuestions,
} from './check-in-answer';

describe('each direct safety question', () => {
  for (const question of safetyQuestions) {
    it(`${question.id}: recognises its examples and leaves the near misses alone`, () => {
      for (const text of question.examples.match)
        expect(safetyQuestionAsked(text), text).toContain(question.category);
      for (const text of question.examples.pass)
        expect(safetyQuestionAsked(text), text).not.toContain(question.category);
    });
  }
});

describe('each check-in answer signal', () => {
  for (const signal of [...admittingSignals, ...leaningSignals, ...denyingSignals]) {
    it(`${signal.id}: matches its examples and leaves its exceptions alone`, () => {
      for (const text of signal.examples.match) {
        expect(signal.pattern.test(normalizeAnswer(text)), text).toBe(true);
      }
      for (const text of signal.examples.pass)
        expect(signal.pattern.test(normalizeAnswer(text)), text).toBe(false);
    });
  }
});

describe('reading an answer to a check-in', () => {
  it.each([
    'yes',
    'Yeah.',
    'sometimes',
    'kind of',
    "I've thought about it",
    'not right now but last night yes',
    'idk maybe',
    'more than I want to admit',
    'every night lately',
    'no... but sometimes',
    'a little',
  ])('"%s" admits the thought', (text) => {
    expect(readCheckInAnswer(text)).toBe('yes');
  });

  it.each([
    'no',
    'Nope, just tired',
    'not at all',
    "No, I'm just exhausted",
    'god no',
    'no, just a lot on my plate',
  ])('"%s" denies it', (text) => {
    expect(readCheckInAnswer(text)).toBe('no');
  });

  it.each(['what do you mean?', 'why do you ask', ''])('"%s" is unclear', (text) => {
    expect(readCheckInAnswer(text)).toBe('unclear');
  });
});
