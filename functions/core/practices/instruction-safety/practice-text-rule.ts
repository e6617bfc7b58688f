import type { CompiledPatternRule, PatternRule } from '#functions/core/safety/rules/pattern-rule.ts';

/**
 * Whose words a practice text is, which decides a few rules: the assistant speaks the greeting and
 * follows the instructions ("I'm Dr. Ortiz" there is the assistant claiming to be a doctor); the
 * practice speaks its welcome, description, disclaimer and emergency instructions ("I'm Dr. Ortiz"
 * there is the therapist); a name is a name.
 */
export type PracticeTextVoice = 'assistant' | 'practice' | 'name';

/** The families a rule belongs to, as the issue and the bench count them. */
export type PracticeTextFamily =
  | 'suppress-crisis-resources'
  | 'discourage-help'
  | 'hide-risk'
  | 'claim-clinician'
  | 'override'
  | 'diagnose'
  | 'medication'
  | 'harm-methods'
  | 'foster-dependency'
  | 'collect-sensitive-data'
  | 'mislead-clients';

/**
 * What no text a practice writes may say, as a pattern rule (functions/core/safety/rules/pattern-rule.ts):
 * one idea per rule, its wordings one per line over normalised text, the phrases that excuse a match
 * of this rule (an exception excuses only the match it overlaps, never the whole sentence: "Never
 * hesitate to call 988. Never mention hotlines." is refused), and examples it must refuse and pass,
 * tested with every other rule's in functions/core/safety/rules/pattern-rules.test.ts.
 */
export interface InstructionRuleDefinition extends PatternRule {
  family: PracticeTextFamily;
  language: 'en' | 'es' | 'fr' | 'pt' | 'de';
  /** Shown to the therapist next to the field. */
  why: string;
  /** The voices the rule reads; every voice when left out. */
  voices?: readonly PracticeTextVoice[];
  /**
   * The classifier may never overrule this rule's match, however harmless it reads the text. For
   * the assistant speaking as a clinician: taught "I'm not a therapist, but I'm here to listen" as
   * harmless, the classifier reads "I am a therapist." as harmless too; the rule reads the negation.
   */
  standsOverClassifier?: true;
}

export type InstructionRule = CompiledPatternRule<InstructionRuleDefinition>;

/** Why each family is refused, in words a therapist understands. One sentence each. */
export const whyRefused: Readonly<Record<PracticeTextFamily, string>> = {
  'suppress-crisis-resources':
    'Crisis resources are always offered when someone may be at risk (988, emergency services, crisis lines); no practice text can hold them back.',
  'discourage-help':
    'Your texts may add ways to reach your practice, but may never tell anyone not to call emergency services or a crisis line, not to go to an emergency room, or to wait for you instead.',
  'hide-risk':
    'Safety flags always reach your review queue; no practice text can switch them off or promise to keep risk secret.',
  'claim-clinician':
    'The assistant always says it is an AI; no text may present it as a person, a doctor or a licensed clinician, or say it is not an AI.',
  override:
    'Practice texts sit under Mirrorwell’s safety policy; they cannot replace it, switch it off, say it does not apply or ask for the assistant’s instructions.',
  diagnose: 'The assistant gives no diagnosis: it may not tell anyone which disorder or condition they have.',
  medication:
    'The assistant never advises on medication: starting, stopping or changing a dose is for the person’s prescriber.',
  'harm-methods':
    'The assistant never explains ways to self-harm, overdose or end a life, and never encourages harm.',
  'foster-dependency':
    'The assistant supports the help a person already has: it may not tell anyone they need no one else, to confide only in it, or to keep conversations from the people around them.',
  'mislead-clients':
    'Practice texts may not mislead people about what this service is: no affiliation or endorsement it does not have (a government service, a hospital, a crisis line), and no promise about privacy or safety that is not true.',
  'collect-sensitive-data':
    'The assistant never asks for identity numbers, payment details, passwords, home addresses, insurance ids or others’ full names; emergency help never depends on someone giving their location in a chat.',
};
