import type { UnsafeInstruction } from '#shared/api/schemas/ai-configuration.ts';
import { classifierRefusal, ruleMatchOf } from './classifier/classify-practice-text';
import { practiceTextClassifier } from './classifier/practice-text-classifier';
import { type InstructionRule, type PracticeTextVoice, whyRefused } from './practice-text-rule';
import { sentencesOf } from './practice-text-sentences';
import { ruleBrokenBy } from './rule-screen';

export { sentencesOf } from './practice-text-sentences';
export { ruleBrokenBy, rulesBrokenBy } from './rule-screen';

/** One text a practice wrote: which field, in whose voice. */
export interface PracticeText {
  field: string;
  text: string;
  voice: PracticeTextVoice;
}

/**
 * Every sentence of a practice's texts that tries to hide or weaken safety, with its field and why:
 * the rules read each sentence and the classifier reads the whole text and each of its sentences
 * (classify-practice-text.ts decides between them).
 */
export function screenPracticeTexts(texts: readonly PracticeText[]): UnsafeInstruction[] {
  const found: UnsafeInstruction[] = [];
  for (const { field, text, voice } of texts) {
    const byRules: UnsafeInstruction[] = [];
    const brokenRules: InstructionRule[] = [];
    for (const sentence of sentencesOf(text)) {
      const rule = ruleBrokenBy(sentence, voice);
      if (!rule) continue;
      byRules.push({ field, sentence, why: rule.why });
      brokenRules.push(rule);
    }
    if (text.trim() === '') continue;
    const refusal = classifierRefusal(practiceTextClassifier(), {
      text,
      voice,
      ruleMatch: ruleMatchOf(brokenRules),
    });
    if (refusal === undefined) continue;
    // A rule names its own reason; what no rule spells out (a paraphrase, another language) the
    // classifier reads, with its family's reason.
    found.push(
      ...(byRules.length > 0
        ? byRules
        : [{ field, sentence: refusal.sentence, why: whyRefused[refusal.family] }]),
    );
  }
  return found;
}

/** The AI settings' free-text fields, all in the assistant's voice. */
export function screenInstructions(fields: Record<string, string>): UnsafeInstruction[] {
  return screenPracticeTexts(
    Object.entries(fields).map(([field, text]) => ({ field, text, voice: 'assistant' as const })),
  );
}

/**
 * A stored text as a visitor may read it: the text, or '' when the screen refuses any sentence of it
 * (texts saved before a rule existed are read again where they are shown).
 */
export function storedTextFitToShow(text: string, field: string, voice: PracticeTextVoice): string {
  if (text.trim() === '') return text;
  return screenPracticeTexts([{ field, text, voice }]).length > 0 ? '' : text;
}
