import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import { occursIn } from '#functions/core/safety/rules/pattern-rule.ts';
import type { UnsafeInstruction } from '#shared/api/schemas/ai-configuration.ts';
import { type InstructionRule, instructionRules } from './instruction-rules';

/** Sentences of a text, as the therapist wrote them (for quoting back) and as the rules read them. */
function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?;])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The rule a sentence breaks, if any. An exception anywhere in the sentence excuses its own rule only. */
export function ruleBrokenBy(sentence: string): InstructionRule | undefined {
  const normalized = normalizeForScreening(sentence);
  return instructionRules.find(
    (rule) =>
      occursIn(rule.pattern, normalized) &&
      !rule.exceptionPatterns.some((exception) => occursIn(exception, normalized)),
  );
}

/** Every sentence of the therapist's free-text fields that tries to weaken safety. */
export function screenInstructions(fields: Record<string, string>): UnsafeInstruction[] {
  const found: UnsafeInstruction[] = [];
  for (const [field, text] of Object.entries(fields)) {
    for (const sentence of sentencesOf(text)) {
      const rule = ruleBrokenBy(sentence);
      if (rule) found.push({ field, sentence, why: rule.why });
    }
  }
  return found;
}
