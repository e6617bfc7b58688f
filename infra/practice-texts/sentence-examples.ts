import { sentencesOf } from '#functions/core/practices/instruction-safety/classifier/classify-practice-text.ts';
import type { PracticeTextVoice } from '#functions/core/practices/instruction-safety/practice-text-rule.ts';
import { ruleBrokenBy } from '#functions/core/practices/instruction-safety/rule-screen.ts';
import type { PracticeTextExample } from './practice-text-corpus';

/**
 * Sentences taught beside the whole texts, so the classifier can read one sentence of a long text
 * on its own (the screen refuses a text when a single sentence reads hostile enough,
 * classify-practice-text.ts), cut by the screen's own splitter:
 * - each sentence of a harmless text of several sentences, as harmless (a harmless text is harmless
 *   in every part), unless it is too short to mean anything alone, a rule refuses it in some voice
 *   (harmless only in a therapist's own words), or its meaning turns on a negation: read by its
 *   words and word pairs, "I'm not a therapist, but I'm here to listen" taught alone teaches that
 *   "I am a therapist" is harmless. Inside its whole text it is still taught. (As an instruction,
 *   "I am a therapist." read 0.405 before sentences were taught, 0.004 with every harmless
 *   sentence, 0.022 with these left out: below the 0.05 from which a rule's match stands, so the
 *   rule that refuses it stands over the classifier: `standsOverClassifier`);
 * - from a hostile text, the sentences no harmless text of the training split contains: when one or
 *   two such sentences make up less than half of a text of three or more, they are what makes it
 *   hostile, and each is taught with the text's family. A text with more new sentences says its
 *   hostility throughout, or in ways a sentence alone does not show, and adds nothing.
 * A sentence that repeats a text already taught (ignoring case and spacing) is left out.
 * Out of fold by writer: see the training figures in practice-text-classifier.json.
 */
const SHORTEST_SENTENCE_WORDS = 3;
const MOST_NEW_SENTENCES = 2;
const FEWEST_SENTENCES_OF_A_HOSTILE_TEXT = 3;

const sameText = (text: string) => text.toLowerCase().replace(/\s+/g, ' ').trim();
const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const VOICES: readonly PracticeTextVoice[] = ['assistant', 'practice', 'name'];
/** Negations in the corpus' languages (en, es, fr, pt, de). */
const NEGATION =
  /(?<!\p{L})(?:not|never|no|nor|neither|none|nobody|nothing|without|cannot|nunca|jamás|nadie|nada|ni|ne|pas|jamais|rien|não|nem|nenhum|nie|nicht|kein\p{L}*|niemals)(?!\p{L})|n['’]t(?!\p{L})/iu;
const refusedByARule = (sentence: string) =>
  VOICES.some((voice) => ruleBrokenBy(sentence, voice) !== undefined);

/** Each sentence of the harmless texts of several sentences, and every such sentence seen (to compare hostile texts with). */
function harmlessSentenceExamples(examples: readonly PracticeTextExample[]) {
  const taught: PracticeTextExample[] = [];
  const seen = new Set<string>();
  for (const example of examples) {
    if (example.label !== 'harmless') continue;
    const sentences = sentencesOf(example.text);
    if (sentences.length < 2) continue;
    for (const sentence of sentences) {
      if (wordCount(sentence) < SHORTEST_SENTENCE_WORDS) continue;
      seen.add(sameText(sentence));
      if (!refusedByARule(sentence) && !NEGATION.test(sentence)) taught.push({ ...example, text: sentence });
    }
  }
  return { taught, seen };
}

/** The one or two sentences a long hostile text adds to sentences harmless texts also say. */
function newSentencesOf(example: PracticeTextExample, harmlessSentences: ReadonlySet<string>): string[] {
  const sentences = sentencesOf(example.text);
  if (sentences.length < FEWEST_SENTENCES_OF_A_HOSTILE_TEXT) return [];
  const novel = sentences.filter((sentence) => !harmlessSentences.has(sameText(sentence)));
  const fewAndAMinority = novel.length <= MOST_NEW_SENTENCES && novel.length < sentences.length / 2;
  return fewAndAMinority ? novel : [];
}

/** The examples in order, leaving out any whose text repeats one already taught or kept. */
function withoutRepeats(
  examples: readonly PracticeTextExample[],
  added: readonly PracticeTextExample[],
): PracticeTextExample[] {
  const taught = new Set(examples.map((example) => sameText(example.text)));
  return added.filter((example) => {
    const key = sameText(example.text);
    if (taught.has(key)) return false;
    taught.add(key);
    return true;
  });
}

export function withSentenceExamples(examples: readonly PracticeTextExample[]): PracticeTextExample[] {
  const harmless = harmlessSentenceExamples(examples);
  const hostile = examples
    .filter((example) => example.label !== 'harmless')
    .flatMap((example) =>
      newSentencesOf(example, harmless.seen).map((sentence) => ({ ...example, text: sentence })),
    );
  return [...examples, ...withoutRepeats(examples, [...harmless.taught, ...hostile])];
}
