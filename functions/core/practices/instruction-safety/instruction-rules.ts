import { compilePatternRules } from '#functions/core/safety/rules/pattern-rule.ts';
import type { InstructionRule, InstructionRuleDefinition } from './practice-text-rule';
import { clinicalRules } from './rules-clinical';
import { crisisHelpRules } from './rules-crisis-help';
import { identityRules } from './rules-identity';
import { spanishRules } from './rules-spanish';

export type { InstructionRule, InstructionRuleDefinition } from './practice-text-rule';

/**
 * What no text a practice writes may say (the AI settings, every branding text, the practice name
 * and the therapist's name): the rules as data, by family, English then Spanish. Each rule carries
 * examples it must refuse and must pass, checked by functions/core/safety/rules/pattern-rules.test.ts.
 */
export const instructionRuleDefinitions: readonly InstructionRuleDefinition[] = [
  ...crisisHelpRules,
  ...identityRules,
  ...clinicalRules,
  ...spanishRules,
];

export const instructionRules: readonly InstructionRule[] =
  compilePatternRules<InstructionRuleDefinition>(instructionRuleDefinitions);
