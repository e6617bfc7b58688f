import type {
  InstructionRule,
  PracticeTextFamily,
  PracticeTextVoice,
} from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { sentencesOf } from '#functions/core/practices/instruction-safety/practice-text-sentences.ts';
import type { PracticeTextClassifier, PracticeTextScore, ScreenThresholds } from './practice-text-model';

/**
 * The one sentence splitter of the practice-text screen: the rules read sentence by sentence, the
 * classifier reads each sentence of a longer text, and the trainer (infra/practice-texts) learns
 * from sentences cut the same way.
 */
export { sentencesOf };

/** The classifier's reading of one text, before any threshold. */
export interface ClassifierReading {
  /**
   * The whole text: read whole, a hostile sentence keeps its context, and a harmless text is not
   * judged by its shortest fragment.
   */
  whole: PracticeTextScore;
  /** The sentence that reads most hostile on its own (the whole text when it is one sentence): the one quoted back. */
  sentence: string;
  /**
   * That sentence's own reading, for a text of two sentences or more: one hostile sentence among
   * many ordinary ones is diluted in the whole text's reading, not in its own.
   */
  sentenceScore?: PracticeTextScore;
}

export function readPracticeText(
  classifier: PracticeTextClassifier,
  text: string,
  voice: PracticeTextVoice,
): ClassifierReading {
  const whole = classifier.score(text, voice);
  const sentences = sentencesOf(text);
  if (sentences.length < 2) return { whole, sentence: sentences[0] ?? text.trim() };
  let sentence = sentences[0] as string;
  let sentenceScore = classifier.score(sentence, voice);
  for (const candidate of sentences.slice(1)) {
    const score = classifier.score(candidate, voice);
    if (score.hostile > sentenceScore.hostile) {
      sentence = candidate;
      sentenceScore = score;
    }
  }
  return { whole, sentence, sentenceScore };
}

/**
 * Whether a rule refused a sentence of the text: none, one the classifier may overrule, or one that
 * stands over the classifier (a rule's `standsOverClassifier`).
 */
export type RuleMatch = 'none' | 'overrulable' | 'stands';

/** What the screen weighs for one text: whether a rule matched a sentence, and the classifier's scores. */
export interface TextReading {
  ruleMatch: RuleMatch;
  voice: PracticeTextVoice;
  whole: PracticeTextScore;
  /** The most hostile sentence's own score, for a text of two sentences or more. */
  sentenceScore?: PracticeTextScore;
}

/**
 * The reading that refuses a text, or undefined when the screen lets it through:
 * - the classifier refuses the whole text at its voice's `refuseAt`, or any one sentence of a longer
 *   text at `refuseSentenceAt` (a stricter bar: a sentence has less context to go on), except a claim
 *   to be a clinician in the practice's or a name's voice: there "I'm Dr. Maya Ortiz, a licensed
 *   psychologist" is the therapist, and only the rules, which know whose words they read, refuse a
 *   claim the assistant would make;
 * - a rule's match stands unless the classifier reads the whole text as plainly harmless (below
 *   `rulesStandFrom`: "Never discourage anyone from calling 988" is not the rule's "discourage
 *   calling 988") and no sentence of it reads hostile on its own;
 * - a rule that stands over the classifier stands (the assistant speaking as a clinician).
 */
export function refusingScore(
  reading: TextReading,
  thresholds: ScreenThresholds,
): PracticeTextScore | undefined {
  const refuses = (score: PracticeTextScore, refuseAt: number) =>
    score.hostile >= refuseAt && (score.family !== 'claim-clinician' || reading.voice === 'assistant');
  let byClassifier: PracticeTextScore | undefined;
  if (refuses(reading.whole, thresholds.refuseAt[reading.voice])) byClassifier = reading.whole;
  else if (reading.sentenceScore && refuses(reading.sentenceScore, thresholds.refuseSentenceAt)) {
    byClassifier = reading.sentenceScore;
  }
  if (ruleMatchStands(reading, thresholds)) return byClassifier ?? reading.whole;
  return byClassifier;
}

function ruleMatchStands({ ruleMatch, whole }: TextReading, { rulesStandFrom }: ScreenThresholds): boolean {
  if (ruleMatch === 'none') return false;
  return ruleMatch === 'stands' || whole.hostile >= rulesStandFrom;
}

export interface ClassifierRefusal {
  /** The sentence quoted back: the one that reads most hostile (the whole text when it is one sentence). */
  sentence: string;
  /** The family whose reason is shown: the refused sentence's when that sentence alone decided. */
  family: PracticeTextFamily;
  /** P(hostile) of the part that decided. */
  hostile: number;
}

/** The screen's decision on one text: how it is refused (the sentence to quote, the family's reason), or undefined. */
export function classifierRefusal(
  classifier: PracticeTextClassifier,
  { text, voice, ruleMatch }: { text: string; voice: PracticeTextVoice; ruleMatch: RuleMatch },
): ClassifierRefusal | undefined {
  const reading = readPracticeText(classifier, text, voice);
  const decided = refusingScore({ ruleMatch, voice, ...reading }, classifier);
  return decided && { sentence: reading.sentence, family: decided.family, hostile: decided.hostile };
}

/** How the rules broken by a text's sentences weigh against the classifier. */
export function ruleMatchOf(rules: readonly (InstructionRule | undefined)[]): RuleMatch {
  const broken = rules.filter((rule) => rule !== undefined);
  if (broken.length === 0) return 'none';
  return broken.some((rule) => rule.standsOverClassifier) ? 'stands' : 'overrulable';
}
