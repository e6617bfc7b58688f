import { compilePatternRules } from '#functions/core/safety/rules/pattern-rule.ts';
import type { InstructionRule, InstructionRuleDefinition } from './practice-text-rule';
import { clinicalRules } from './rules-clinical';
import { crisisHelpRules } from './rules-crisis-help';
import { dependencyRules } from './rules-dependency';
import { frenchRules } from './rules-french';
import { germanRules } from './rules-german';
import { hiddenRiskRules } from './rules-hidden-risk';
import { identityRules } from './rules-identity';
import { indirectPhrasingRules } from './rules-indirect-phrasings';
import { portugueseRules } from './rules-portuguese';
import { sensitiveDataRules } from './rules-sensitive-data';
import { spanishRules } from './rules-spanish';

export type { InstructionRule, InstructionRuleDefinition } from './practice-text-rule';

/**
 * What no text a practice writes may say (the AI settings, every branding text, the practice name
 * and the therapist's name): the rules as data, by family, English then Spanish, French, Portuguese and German. Each rule carries
 * examples it must refuse and must pass, checked by functions/core/safety/rules/pattern-rules.test.ts.
 */
export const instructionRuleDefinitions: readonly InstructionRuleDefinition[] = [
  ...crisisHelpRules,
  ...hiddenRiskRules,
  ...identityRules,
  ...clinicalRules,
  ...indirectPhrasingRules,
  ...dependencyRules,
  ...sensitiveDataRules,
  ...spanishRules,
  ...frenchRules,
  ...portugueseRules,
  ...germanRules,
];

export const instructionRules: readonly InstructionRule[] =
  compilePatternRules<InstructionRuleDefinition>(instructionRuleDefinitions);
