/**
 * The client's own sentences, each read by the safety screen: what every summary, offline or by a
 * model, is built from. A sentence the screen grades note or above is a "hard moment": it is never
 * in a summary unless the client keeps it knowingly.
 */
import { splitSentences } from '#functions/core/guides/text.ts';
import { detectThemes } from '#functions/core/guides/theme-lexicon.ts';
import { riskClassifier } from '#functions/core/safety/classifier/risk-classifier.ts';
import { screenText } from '#functions/core/safety/screen-text.ts';
import { gradeOf, type SafetyGrade } from '#functions/core/safety/types.ts';

/** One message the client wrote (a chat message or a journal entry), with its conversation. */
export interface ClientWords {
  conversationId: string;
  content: string;
  createdAt: string;
}

export interface ClientSentence {
  text: string;
  conversationId: string;
  createdAt: string;
  /** The theme lexicon's labels in this sentence. */
  themes: string[];
  /** The safety screen graded the sentence, or the whole message it is in, note or above. */
  hardMoment: boolean;
}

/** The grade the screen gives one text, on its own (no earlier messages). */
export function gradeOfText(text: string): SafetyGrade {
  return gradeOf(screenText(text, riskClassifier()).level);
}

export function isHardMoment(text: string): boolean {
  return gradeOfText(text) !== 'none';
}

/** Sentences shorter or longer than this say too little, or too much, for one part of a summary. */
const SENTENCE_CHARS = { min: 12, max: 280 } as const;

const tidy = (sentence: string) => sentence.replace(/\s+/g, ' ').trim();

/**
 * Every usable sentence of the client's messages, in the order written. A message the screen
 * grades check-in or above makes each of its sentences a hard moment (risk can live between them).
 */
export function clientSentences(messages: readonly ClientWords[]): ClientSentence[] {
  return messages.flatMap((message) => {
    const wholeMessage = gradeOfText(message.content);
    const wholeIsRisk = wholeMessage !== 'none' && wholeMessage !== 'note';
    return splitSentences(message.content)
      .map(tidy)
      .filter((text) => text.length >= SENTENCE_CHARS.min && text.length <= SENTENCE_CHARS.max)
      .map((text) => ({
        text,
        conversationId: message.conversationId,
        createdAt: message.createdAt,
        themes: detectThemes(text).map((theme) => theme.label),
        hardMoment: wholeIsRisk || isHardMoment(text),
      }));
  });
}
