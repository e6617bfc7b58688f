import { anyOf, fragment } from '#functions/core/safety/rules/pattern-rule.ts';

/** Word lists for the instruction rules (instruction-rules.ts), each reviewed here, once, by name. */

/** Telling the assistant not to: "do not", "never", "stop", "without". */
export const NOT = fragment(
  'NOT',
  anyOf(
    'do not',
    'dont',
    'don t',
    'never',
    'stop',
    'avoid',
    'no longer',
    'not',
    'without',
    'refuse to',
    'skip',
  ),
);

/** Crisis help a client may need: hotlines, 988, emergency services. */
export const HELP = fragment(
  'HELP',
  anyOf(
    'hotlines?',
    'helplines?',
    'crisis (?:lines?|numbers?|resources?|services?|support|text line)',
    '988',
    '911',
    '999',
    '112',
    'emergency (?:services?|numbers?|rooms?|help)',
    'suicide (?:prevention|hotline|lifeline)',
    'lifeline',
    'samaritans',
    'resources',
  ),
);

/** A person or a clinician the assistant may not claim to be: "a licensed therapist", "a real person". */
export const CLINICIAN = fragment(
  'CLINICIAN',
  `(?:a |an |the )?${anyOf(
    `(?:licensed |licenced |certified |registered |real |qualified |human )?${anyOf(
      'therapist',
      'psychologist',
      'psychiatrist',
      'counsell?or',
      'clinician',
      'doctor',
      'physician',
      'nurse',
      'social worker',
      'psychotherapist',
      'professional',
    )}`,
    'human(?: being)?',
    'real (?:person|human)',
    'person',
  )}`,
);

/** Presenting the assistant as someone: "you are", "act as", "introduce yourself as". */
export const PRESENTING_AS = fragment(
  'PRESENTING_AS',
  anyOf(
    'you are',
    'you re',
    'i am',
    'act as',
    'pretend (?:to be|you are)',
    'present yourself as',
    'introduce yourself as',
    'say (?:that )?you are',
    'tell (?:them|clients?) (?:that )?you are',
    'claim to be',
    'pose as',
    'be',
  ),
);

/** What "never pretend to be ..." may go on to name. */
export const HUMAN_OR_CLINICIAN = fragment(
  'HUMAN_OR_CLINICIAN',
  anyOf('human', 'person', 'real', 'licensed', 'therapist', 'doctor', 'clinician', 'counsell?or'),
);

/** Setting rules aside: "ignore", "override", "switch off". */
export const SET_ASIDE = fragment(
  'SET_ASIDE',
  anyOf(
    'ignore',
    'disregard',
    'forget',
    'override',
    'bypass',
    'overrule',
    'drop',
    'abandon',
    'turn off',
    'switch off',
    'disable',
  ),
);

/** Which rules: "previous", "system", "safety", "mirrorwell s". */
export const WHICH_RULES = fragment(
  'WHICH_RULES',
  anyOf(
    'previous',
    'prior',
    'above',
    'earlier',
    'system',
    'safety',
    'all',
    'other',
    'mirrorwell s?',
    'default',
    'built in',
    'original',
  ),
);

/** Rules by any name: instructions, policies, guardrails. */
export const RULES = fragment(
  'RULES',
  anyOf(
    'instructions?',
    'rules?',
    'polic(?:y|ies)',
    'guidelines?',
    'prompts?',
    'restrictions?',
    'filters?',
    'guardrails?',
    'protocols?',
    'settings?',
  ),
);

/** Advising on medication: "prescribe", "recommend", "adjust", "stop". */
export const PRESCRIBING = fragment(
  'PRESCRIBING',
  anyOf(
    'prescribe',
    'recommend',
    'suggest',
    'advise on',
    'adjust',
    'change',
    'increase',
    'decrease',
    'stop',
    'start',
  ),
);

export const MEDICATION = fragment(
  'MEDICATION',
  anyOf(
    'medications?',
    'meds',
    'doses?',
    'dosages?',
    'antidepressants?',
    'pills',
    'ssris?',
    'benzos?',
    'benzodiazepines?',
    'lithium',
  ),
);

/** Encouraging or helping: "encourage", "help with", "give tips on". */
export const ENCOURAGING = fragment(
  'ENCOURAGING',
  anyOf(
    'encourage',
    'support',
    'help with',
    'assist with',
    'explain how to',
    'give (?:tips|advice) (?:on|for)',
  ),
);

/** Harm the assistant may never encourage. */
export const SELF_HARM_OR_HARM = fragment(
  'SELF_HARM_OR_HARM',
  anyOf(
    'self harm',
    'suicide',
    'cutting',
    String.raw`overdos\w*`,
    'hurting (?:themselves|others|people)',
    'starving',
    'purging',
  ),
);
