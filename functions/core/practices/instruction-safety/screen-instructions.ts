import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import { firstMatch } from '#functions/core/safety/rules/pattern-rule.ts';
import type { UnsafeInstruction } from '#shared/api/schemas/ai-configuration.ts';
import { type InstructionRule, instructionRules } from './instruction-rules';
import type { PracticeTextVoice } from './practice-text-rule';

/** Abbreviations whose full stop ends no sentence: "Dr. Ortiz", "e.g. breathing". */
const SENTENCE_END =
  /(?<!\b(?:dr|dra|drs|mr|mrs|ms|mx|prof|sr|sra|st|jr|vs|e\.g|i\.e|approx|no|tel|ext)\.)(?<=[.!?;])\s+|\n+/i;

/** Sentences of a text, as the therapist wrote them (for quoting back). */
export function sentencesOf(text: string): string[] {
  return text
    .split(SENTENCE_END)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/**
 * The rule a sentence breaks, if any, read in the voice it is written in. An exception excuses only
 * the match it overlaps ("never hesitate to call 988" excuses that phrase, not "never mention
 * hotlines" beside it), as the safety screen's own rules do.
 */
export function ruleBrokenBy(
  sentence: string,
  voice: PracticeTextVoice = 'assistant',
): InstructionRule | undefined {
  const normalized = normalizeForScreening(sentence);
  return instructionRules.find(
    (rule) =>
      (rule.voices === undefined || rule.voices.includes(voice)) &&
      firstMatch(rule, normalized) !== undefined,
  );
}

/** Every rule a sentence breaks, read in the voice it is written in (the rules' own tests read them all). */
export function rulesBrokenBy(sentence: string, voice: PracticeTextVoice = 'assistant'): InstructionRule[] {
  const normalized = normalizeForScreening(sentence);
  return instructionRules.filter(
    (rule) =>
      (rule.voices === undefined || rule.voices.includes(voice)) &&
      firstMatch(rule, normalized) !== undefined,
  );
}

/** One text a practice wrote: which field, in whose voice. */
export interface PracticeText {
  field: string;
  text: string;
  voice: PracticeTextVoice;
}

/** Every sentence of a practice's texts that tries to hide or weaken safety, with its field and why. */
export function screenPracticeTexts(texts: readonly PracticeText[]): UnsafeInstruction[] {
  const found: UnsafeInstruction[] = [];
  for (const { field, text, voice } of texts) {
    for (const sentence of sentencesOf(text)) {
      const rule = ruleBrokenBy(sentence, voice);
      if (rule) found.push({ field, sentence, why: rule.why });
    }
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
