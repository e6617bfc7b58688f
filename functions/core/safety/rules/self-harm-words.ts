import { anyOf, fragment } from './pattern-rule';

/** Word lists for the self-harm rules: ways of hurting oneself in every tense, urges, and when. */

/** Ways of hurting oneself, in every tense the rules need. */
export const SELF_HARM_VERB = fragment(
  'SELF_HARM_VERB',
  anyOf(
    'cut',
    'cuts',
    'cutting',
    'burn',
    'burns',
    'burned',
    'burnt',
    'burning',
    'hurt',
    'hurts',
    'hurting',
    'harm',
    'harms',
    'harmed',
    'harming',
    'hit',
    'hits',
    'hitting',
    'punch',
    'punched',
    'punching',
    'scratch',
    'scratched',
    'scratching',
    'starve',
    'starved',
    'starving',
    'punish',
    'punished',
    'punishing',
    'carve',
    'carved',
    'carving',
    'slice',
    'sliced',
    'slicing',
    'stab',
    'stabbed',
    'stabbing',
    'bruise',
    'bruised',
    'bruising',
    'injure',
    'injured',
    'injuring',
    'mutilate',
    'mutilated',
    'mutilating',
    'bang',
    'banging',
    'bite',
    'biting',
  ),
);

export const SELF_HARM_URGE = fragment(
  'SELF_HARM_URGE',
  anyOf(
    'want',
    'wanted',
    'wanting',
    'going',
    'need',
    'needed',
    'urge',
    'urges',
    'tempted',
    'temptation',
    'feel like',
    'felt like',
    'feeling like',
    'thinking about',
    'thought about',
    'thinking of',
    'thoughts of',
    'thoughts about',
    'plan',
    'planning',
    'ready',
    'close',
    'craving',
    'crave',
    'itching',
    'afraid i will',
    'afraid i might',
    'scared i will',
    'scared i might',
    'scared i am going',
    'afraid i am going',
    'struggling not',
    'trying not',
    'try not',
  ),
);

export const SELF_HARM_PRESENT = fragment(
  'SELF_HARM_PRESENT',
  anyOf(
    'cut',
    'burn',
    'hurt',
    'harm',
    'scratch',
    'hit',
    'starve',
    'punish',
    'carve',
    'punch',
    'bruise',
    'stab',
  ),
);

export const SELF_HARM_PAST = fragment(
  'SELF_HARM_PAST',
  anyOf(
    'cut',
    'burned',
    'burnt',
    'hurt',
    'harmed',
    'scratched',
    'carved',
    'hit',
    'punched',
    'starved',
    'stabbed',
    'bruised',
    'injured',
  ),
);

export const SELF_HARM_ONGOING = fragment(
  'SELF_HARM_ONGOING',
  anyOf(
    'cutting',
    'burning',
    'hurting',
    'harming',
    'scratching',
    'carving',
    'hitting',
    'starving',
    'punching',
    'stabbing',
    'bruising',
    'punishing',
    'slicing',
  ),
);

export const SELF_HARM_TERM = fragment(
  'SELF_HARM_TERM',
  `self ?(?:harm(?:s|ing|ed|er|ers)?|injur(?:y|ies|e|ing|ed|ious)|mutilat(?:e|ion|ing|ed))`,
);

export const SELF_HARM_WORD = fragment('SELF_HARM_WORD', `${SELF_HARM_TERM}|nssi`);

/** When a hurt to oneself happened or happens: "again", "on purpose", "last night", "when i". */
export const WHEN_OR_WHY = fragment(
  'WHEN_OR_WHY',
  anyOf(
    'again',
    'on purpose',
    'deliberately',
    'intentionally',
    'last night',
    'tonight',
    'today',
    'this morning',
    'yesterday',
    'badly',
    'deep',
    'deeper',
    'too deep',
    'so bad',
    'really bad',
    'until',
    'till',
    'to feel',
    'because',
    'when i',
    'whenever',
    'every',
  ),
);

/** Where a cutting urge or habit leaves marks. */
export const CUT_BODY_PART = fragment(
  'CUT_BODY_PART',
  '(?:arms?|wrists?|thighs?|legs?|stomach|skin|hips?|forearms?)',
);

export const WANTING_TO_CUT = fragment(
  'WANTING_TO_CUT',
  anyOf(
    'urge to',
    'urges to',
    'tempted to',
    'want to',
    'wanted to',
    'need to',
    'thinking about',
    'thought about',
    'started',
    'start',
    'keep',
    'been',
    'relapsed and',
    'went back to',
    'back to',
    'go back to',
    'stop',
  ),
);

export const SHARP_OR_HOT = fragment('SHARP_OR_HOT', '(?:razor|blade|knife|lighter|scissors|glass)');

/** "myself" as typed, and "himself" and the like: the self-harm gate finds them anywhere in a word. */
const SELF_HARM_GATE_REFLEXIVES = [
  'my ?self',
  'myslef',
  'mysefl',
  'mysef',
  'meself',
  'myslf',
  'himself',
  'herself',
  'themselves',
  'themself',
];

/** Word beginnings the self-harm gate looks for at the start of a word. */
const SELF_HARM_GATE_WORDS = [
  'self',
  'nssi',
  'cut',
  'carv',
  'slic',
  'slit',
  'burn',
  'scratch',
  'pain',
  'blood',
  'bleed',
  'bled',
  'bruis',
  'break',
  'broke',
  'razor',
  'blade',
  'scar',
  'wound',
  'suffer',
  'punish',
  'hurt',
];

/**
 * The gate of the self-harm rules: every one of them needs one of these somewhere in the message,
 * so an everyday message without any is read by none of them.
 */
export const SELF_HARM_WORDS = new RegExp(
  anyOf(...SELF_HARM_GATE_REFLEXIVES, ...SELF_HARM_GATE_WORDS.map((word) => String.raw`\b${word}`)),
);
