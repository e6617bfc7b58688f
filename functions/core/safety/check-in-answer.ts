/**
 * Reading the answer to a safety question. The questions and the words an answer is read by are
 * pattern rules (rules/safety-questions.ts, rules/answer-signals.ts); this file reads them in order.
 */
import { normalizeForScreening } from './normalize-text';
import {
  admittingSignals,
  type CheckInAnswerSignal,
  denyingSignals,
  leaningSignals,
  safeAnswerSignals,
} from './rules/answer-signals';
import { firstMatch } from './rules/pattern-rule';
import { safeQuestion, safetyQuestions } from './rules/safety-questions';
import type { RiskCategory } from './types';

export { admittingSignals, denyingSignals, leaningSignals, safeAnswerSignals } from './rules/answer-signals';
export { safeQuestion, safetyQuestions } from './rules/safety-questions';

/**
 * How a person answered a check-in ("Are you having thoughts of ending your life?"). After a
 * check-in, "yes", "sometimes" or "I've thought about it" is an answer to that question, so it is
 * risk, even though the same words alone would be nothing. Anything that admits the thought, even
 * partly or in the past night, counts as yes; only a plain denial with nothing admitted counts as
 * no; the rest is unclear and the screen reads it with the earlier messages.
 */
export type CheckInAnswer = 'yes' | 'no' | 'unclear';

/** A message up to this long is read whole as the answer. */
const SHORT_ANSWER_WORDS = 15;
/** A longer message answers in its opening words. */
const ANSWER_OPENING_WORDS = 10;
/** "haha no", "oh sorry, no!", "lol no": the denial after a laugh or an apology. */
const INTERJECTIONS = /^(?:(?:ha|haha|hahaha|hah|lol|lmao|oh|omg|oops|sorry|goodness|gosh|ah|oh dear) )+/;

/** Whether a guide's message ends by asking whether the person is safe. */
export function asksIfSafe(text: string): boolean {
  const questions = normalizeForScreening(text).match(/[^.!?\n]*\?/g);
  const last = questions?.at(-1)?.trim();
  return last !== undefined && firstMatch(safeQuestion, last) !== undefined;
}

export type SafeAnswer = 'unsafe' | 'safe' | 'unclear';

/** How a person answered "are you safe?": doubt and "no" are risk, saying so is not. */
export function readSafeAnswer(text: string): SafeAnswer {
  const answer = normalizeAnswer(text).replace(INTERJECTIONS, '');
  if (!answer) return 'unclear';
  const signal = safeAnswerSignals.find((candidate) => firstMatch(candidate, answer) !== undefined);
  return signal?.answer ?? 'unclear';
}

/** The kinds of risk a message asks about directly, if it is a safety question. */
export function safetyQuestionAsked(text: string): RiskCategory[] {
  const normalized = normalizeForScreening(text);
  return safetyQuestions
    .filter((question) => firstMatch(question, normalized) !== undefined)
    .map((question) => question.category);
}

/** The canonical form the signals are written against: screening normalisation, words only. */
export function normalizeAnswer(text: string): string {
  return normalizeForScreening(text)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

export function readCheckInAnswer(text: string): CheckInAnswer {
  const normalized = normalizeAnswer(text);
  if (!normalized) return 'unclear';
  const words = normalized.split(' ');
  // A short message is an answer through and through; a longer one answers in its opening words
  // and then goes on to other things ("No, I'm sad a lot but I want to live, I've got my kids").
  // The cut is marked, so that a signal that must end the answer ("i want to") does not end there.
  const answer =
    words.length <= SHORT_ANSWER_WORDS ? normalized : `${words.slice(0, ANSWER_OPENING_WORDS).join(' ')} …`;
  if (admittingSignals.some((signal) => answerHolds(answer, signal))) return 'yes';
  const withoutInterjection = answer.replace(INTERJECTIONS, '');
  if (denyingSignals.some((signal) => answerHolds(withoutInterjection, signal))) return 'no';
  if (leaningSignals.some((signal) => answerHolds(answer, signal))) return 'yes';
  return 'unclear';
}

/** Whether the answer holds the signal, within the opening words the signal allows if it says. */
function answerHolds(answer: string, signal: CheckInAnswerSignal): boolean {
  const match = firstMatch(signal, answer);
  if (match === undefined) return false;
  if (signal.startsWithin === undefined) return true;
  return answer.slice(0, match.index).split(' ').length - 1 < signal.startsWithin;
}
