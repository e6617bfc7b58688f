import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import { firstMatch } from '#functions/core/safety/rules/pattern-rule.ts';
import { type InstructionRule, instructionRules } from './instruction-rules';
import type { PracticeTextVoice } from './practice-text-rule';

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
