import type {
  PracticeTextFamily,
  PracticeTextVoice,
} from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { sentencesOf } from '#functions/core/practices/instruction-safety/practice-text-sentences.ts';
import type { PracticeTextClassifier, RefusalThresholds } from './practice-text-model';

export interface ClassifierRefusal {
  /** The sentence that reads most hostile (the whole text when it is one sentence). */
  sentence: string;
  family: PracticeTextFamily;
  /** P(hostile) of the part that decided. */
  hostile: number;
}

/**
 * The classifier's reading of a text: P(hostile) of the whole text (read whole, a hostile sentence
 * keeps its context, and a harmless text is not judged by its shortest fragment), quoting the
 * sentence that reads most hostile on its own.
 */
export function mostHostilePart(
  classifier: PracticeTextClassifier,
  text: string,
  voice: PracticeTextVoice,
): ClassifierRefusal {
  const whole = classifier.score(text, voice);
  const sentences = sentencesOf(text);
  let sentence = sentences[0] ?? text.trim();
  if (sentences.length > 1) {
    let highest = -1;
    for (const candidate of sentences) {
      const { hostile } = classifier.score(candidate, voice);
      if (hostile > highest) {
        highest = hostile;
        sentence = candidate;
      }
    }
  }
  return { sentence, family: whole.family, hostile: whole.hostile };
}

/** What the screen weighs for one text: whether a rule matched a sentence, and the classifier's reading. */
export interface TextReading {
  ruleMatched: boolean;
  hostile: number;
  family: PracticeTextFamily;
  voice: PracticeTextVoice;
}

/**
 * The screen's decision for one text: a rule's match stands unless the classifier reads the whole
 * text as plainly harmless (below `rulesStandFrom`: "Never discourage anyone from calling 988" is not
 * the rule's "discourage calling 988"); without a rule's match, the classifier refuses at its voice's `refuseAt`,
 * except a claim to be a clinician in the practice's or a name's voice: there "I'm Dr. Maya Ortiz,
 * a licensed psychologist" is the therapist, and only the rules, which know whose words they read,
 * refuse a claim the assistant would make.
 */
export function refusesText(
  reading: TextReading,
  thresholds: { refuseAt: RefusalThresholds; rulesStandFrom: number },
): boolean {
  if (reading.ruleMatched) return reading.hostile >= thresholds.rulesStandFrom;
  if (reading.family === 'claim-clinician' && reading.voice !== 'assistant') return false;
  return reading.hostile >= thresholds.refuseAt[reading.voice];
}
