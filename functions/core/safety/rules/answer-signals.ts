import {
  anyOf,
  type CompiledPatternRule,
  compilePatternRules,
  fragment,
  fragments,
  type PatternRule,
} from './pattern-rule';

/**
 * The words of an answer to a safety question (check-in-answer.ts reads them). Patterns are written
 * against the answer's canonical form: screening normalisation, words only (`normalizeAnswer`). A
 * signal's examples are answers it must find and answers it must leave alone.
 */
export interface AnswerSignalDefinition<Answer extends string> extends PatternRule {
  /** What the answer is when the signal is found in it. */
  answer: Answer;
  /**
   * The signal counts only when it starts within this many opening words: "kind of" answers in
   * "kind of, at night", not in "I'm kind of proud of myself"; "again" not in "annoyed again".
   */
  startsWithin?: number;
}

export type AnswerSignal<Answer extends string = string> = CompiledPatternRule<
  AnswerSignalDefinition<Answer>
>;

/** A signal of an answer to a check-in ("Are you having thoughts of ending your life?"). */
type CheckInAnswerSignalDefinition = AnswerSignalDefinition<'yes' | 'no'>;
export type CheckInAnswerSignal = AnswerSignal<'yes' | 'no'>;

/** A signal of an answer to "are you safe?", whose answers run the other way round. */
type SafeAnswerSignalDefinition = AnswerSignalDefinition<'unsafe' | 'safe'>;
export type SafeAnswerSignal = AnswerSignal<'unsafe' | 'safe'>;

const { YES, AFTER_I_DO, NOW_AND_THEN, HEDGE } = fragments({
  /** Yes, however it is typed. */
  YES: anyOf(
    'yes',
    'yeah',
    'yea',
    'yep',
    'yup',
    'ya',
    'yah',
    'ye',
    'y',
    'uh huh',
    'mhm',
    'mm hm',
    'correct',
    'true',
  ),

  /** What may follow "i am", "i do", "i have" in an answer that admits the thought. */
  AFTER_I_DO: anyOf(
    'it',
    'them',
    'yes',
    'honestly',
    'sometimes',
    'though',
    'lately',
    'before',
    'once',
    'twice',
    'a lot',
    'a bit',
    'a little',
    'a few times',
    'every',
    'had (?:the |that |those |these )?thoughts?',
    'thought about it',
  ),

  /** How often or how far: "sometimes", "on and off", "every night". */
  NOW_AND_THEN: anyOf(
    'sometimes',
    'some ?times',
    'on and off',
    'off and on',
    'at times',
    'now and then',
    'here and there',
  ),
  HEDGE: anyOf(
    'kind of',
    'kinda',
    'sort of',
    'sorta',
    'maybe',
    'i guess',
    'probably',
    'not sure',
    'i do not know',
    'idk',
    'dunno',
  ),
});

/** Admitting the thought, fully or partly. Checked first: "no... but sometimes" is a yes. */
export const admittingSignals = compilePatternRules<CheckInAnswerSignalDefinition>([
  {
    id: 'plain-yes',
    answer: 'yes',
    patterns: [
      String.raw`^${YES}\b`,
      String.raw`^honestly yes\b`,
      String.raw`^i (?:am|do|have|did)(?:$| ${AFTER_I_DO}\b)`,
    ],
    examples: {
      match: [
        'yes',
        'yeah',
        'yep.',
        'i am',
        'I do. Honestly.',
        'honestly yes',
        'I have a few times',
        "I've had the thought",
      ],
      pass: [
        'yesterday was hard',
        'yellow',
        "I'm 81 and I just learned to swim",
        "I don't like admitting it",
      ],
    },
  },
  {
    id: 'partly',
    answer: 'yes',
    startsWithin: 4,
    patterns: [
      String.raw`\b${NOW_AND_THEN}\b`,
      String.raw`\b${HEDGE}\b`,
      String.raw`\bmore than i (?:would|want|would like|care|like)\b`,
      String.raw`\b(?:all the time|constantly|every (?:day|night|morning)|most (?:days|nights))\b`,
    ],
    examples: {
      match: ['sometimes', 'kinda', 'idk maybe', 'more than i would like to admit', 'every night lately'],
      pass: ['no', 'not at all', 'no, just a lot on my plate'],
    },
  },
  {
    id: 'when-it-happened',
    answer: 'yes',
    patterns: [
      String.raw`^(?:yesterday|last (?:night|week|weekend|month|time)|this (?:morning|week)|since)\b`,
      String.raw`^(?:only (?:at night|when)|a few(?: times)?|once or twice|not yet|not right now)\b`,
      String.raw`\bwho (?:has not|does not)$`,
    ],
    examples: {
      match: [
        'yesterday',
        'last weekend. a few times',
        'since christmas',
        'not yet. but i keep looking at it',
        "I mean. who hasn't",
      ],
      pass: ['not at all', 'no, just tired', 'nobody has not called'],
    },
  },
  {
    id: 'already-acted',
    answer: 'yes',
    patterns: [
      '^(?:i )?already did(?: it)?$',
      String.raw`^(?:i )?already took (?:some|them|it|the \w+|my \w+)$`,
      String.raw`^(?:i )?(?:already )?took (?:some|a few|all|the|my) (?:pills|tablets|meds)\b`,
    ],
    examples: {
      match: ['i already did', 'took some pills', 'I already took the tablets'],
      pass: ['no, i already have a therapist', 'i already did my homework', 'took the dog out'],
    },
  },
  {
    id: 'admitted-thought',
    answer: 'yes',
    patterns: [
      String.raw`\bbut (?:sometimes|at times|some days|some nights|most (?:days|nights)|kind of|lately|maybe|yes|yeah)\b`,
      String.raw`\bbut i want to(?: really| so| tonight| badly|$)\b`,
      String.raw`\b(?:i have thought about it|i have been thinking about it|i (?:just |still |do )?think about it)\b`,
      String.raw`\b(?:i thought about it|thought about (?:it|how|doing it)|i have considered it|i have wanted to)\b`,
      String.raw`\bi want to(?:$| (?:yes|sometimes|a lot|i am|but)\b)\b`,
      String.raw`\b(?:i still do|last night|earlier today|not right now but)\b`,
    ],
    examples: {
      match: ["I've thought about it", 'not right now but last night yes', 'i still do'],
      pass: ['no i am just tired'],
    },
  },
]);

/** Words that lean towards yes, but only when the answer does not open with a denial. */
export const leaningSignals = compilePatternRules<CheckInAnswerSignalDefinition>([
  {
    id: 'leaning',
    answer: 'yes',
    startsWithin: 1,
    patterns: [String.raw`\b(?:a lot|a little|a bit|often|lately|recently|again|still)\b`],
    examples: { match: ['a little', 'lately, yes', 'still'], pass: ['no, just tired'] },
  },
]);

/** What "no" opens without denying anything: "no one would notice", "no point", "no reason to stay". */
const NO_AS_NO_DENIAL = fragment(
  'NO_AS_NO_DENIAL',
  anyOf(
    'one',
    'point',
    'reason',
    'more',
    'longer',
    'hope',
    'future',
    'use',
    'escape',
    'need',
    'purpose',
    'life',
    'choice',
    'other',
  ),
);

export const denyingSignals = compilePatternRules<CheckInAnswerSignalDefinition>([
  {
    id: 'plain-no',
    answer: 'no',
    patterns: [
      String.raw`^(?:no way|no|nope|nah|na|never|not at all|not really|absolutely not|definitely not|god no|hell no)\b`,
      String.raw`^(?:i am not|i do not|i have not|of course not)\b`,
    ],
    // The same words also open statements that are no denial: "no one would notice", "I'm not
    // going to be here by then", "I don't want to wake up". Those are left to the screen.
    exceptions: [
      '^no way out',
      String.raw`^no ${NO_AS_NO_DENIAL}\b`,
      String.raw`^never (?:wake|waking|want to wake)\b`,
      String.raw`^i am not (?:going to|gonna) (?:be (?:here|around|alive)|make it|last|wake|see)\b`,
      String.raw`^i do not want to (?:be here|be alive|live|wake|exist|go on|carry on|keep going)\b`,
      String.raw`^i do not (?:see (?:a|the|any) point|care (?:anymore|if i|what happens))\b`,
      '^i have not told',
    ],
    examples: {
      match: [
        'no',
        'nope, just tired',
        'not at all',
        "no, I'm just exhausted",
        'god no',
        'no way',
        "I'm not, I promise",
        "I don't, I'm just tired",
      ],
      pass: [
        'nobody cares',
        'now is hard',
        'no one here. i made up my mind',
        'no point anymore',
        'no way out of this',
        "i'm not going to be here by the time the results come out",
        "I don't want to wake up tomorrow",
        "I don't see the point",
        "I haven't told him. I've written to him instead",
      ],
    },
  },
]);

/** Opening words before what an answer to "are you safe?" says: "yeah i think so", "no no, i am safe". */
const OPENING_WORDS = (count: number) => String.raw`^(?:\S+ ){0,${count}}?`;

/** An answer to "are you safe?" read by its opening words, in the order they are read. */
export const safeAnswerSignals = compilePatternRules<SafeAnswerSignalDefinition>([
  /** Doubt, in the first few words, is no safety: "I don't know", "yeah I think so", "for now". */
  {
    id: 'safe-doubt',
    answer: 'unsafe',
    patterns: [
      String.raw`${OPENING_WORDS(3)}(?:i do not know|i dont know|idk|dunno|no idea|not sure|i am not sure)\b`,
      String.raw`${OPENING_WORDS(3)}(?:maybe|kind of|kinda|sort of|sorta|i guess|i think so|probably)\b`,
      String.raw`${OPENING_WORDS(3)}(?:for now|barely|hardly|who knows|define safe|depends)\b`,
    ],
    examples: {
      match: [
        'i dont know',
        'not sure honestly. the thoughts are loud',
        'yeah i think so. its just small cuts',
        'for now. but',
      ],
      pass: ['yes, I am fine, I guess I am just tired', 'yes totally safe'],
    },
  },
  /** Saying so: "I'm safe", "I'm fine", in the first words, even after a "no no". */
  {
    id: 'safe-says-so',
    answer: 'safe',
    patterns: [
      String.raw`${OPENING_WORDS(5)}(?:i am (?:safe|fine|ok|okay|alright|all right|good)|(?:totally|completely|perfectly) safe)\b`,
    ],
    examples: {
      match: ["no no, I'm safe, I meant the film", "I'm fine, just tired", "oh yes, I'm fine"],
      pass: ["no, I'm not safe", 'not really. i am on the bridge'],
    },
  },
  {
    id: 'safe-no',
    answer: 'unsafe',
    patterns: [
      String.raw`^(?:no|nope|nah|na|not really|not at all|not exactly|not right now|not now|not tonight)\b`,
      String.raw`^(?:not completely|not totally|not entirely|i am not|honestly no|i do not think so)\b`,
    ],
    examples: {
      match: ['no', 'not really. i am on the bridge', "I'm not", 'nope'],
      pass: ['nobody is home', 'now I am'],
    },
  },
  {
    id: 'safe-yes',
    answer: 'safe',
    patterns: [
      String.raw`^(?:yes|yeah|yea|yep|yup|ya|of course|definitely|totally|absolutely|safe|all good)\b`,
      '^(?:i am|we are)$',
    ],
    examples: {
      match: ['yes 😊 just stressed', 'yep, at my boyfriend’s', 'I am'],
      pass: ['yesterday was hard', 'not yet', 'i am at the car park. top level'],
    },
  },
]);
