import { normalizeForScreening } from './normalize-text';
import type { RiskCategory } from './types';

/**
 * How a person answered a check-in ("Are you having thoughts of ending your life?"). After a
 * check-in, "yes", "sometimes" or "I've thought about it" is an answer to that question, so it is
 * risk, even though the same words alone would be nothing. Anything that admits the thought, even
 * partly or in the past night, counts as yes; only a plain denial with nothing admitted counts as
 * no; the rest is unclear and the screen reads it with the earlier messages.
 */
export type CheckInAnswer = 'yes' | 'no' | 'unclear';

interface AnswerSignal {
  readonly id: string;
  readonly pattern: RegExp;
  /**
   * The signal counts only when it starts within this many opening words: "kind of" answers in
   * "kind of, at night", not in "I'm kind of proud of myself"; "again" not in "annoyed again".
   */
  readonly startsWithin?: number;
  /** Answers it must recognise, and words it must leave alone; tested one by one. */
  readonly examples: { readonly match: readonly string[]; readonly pass: readonly string[] };
}

/** A message up to this long is read whole as the answer. */
const SHORT_ANSWER_WORDS = 15;
/** A longer message answers in its opening words. */
const ANSWER_OPENING_WORDS = 10;
/** "haha no", "oh sorry, no!", "lol no": the denial after a laugh or an apology. */
const INTERJECTIONS = /^(?:(?:ha|haha|hahaha|hah|lol|lmao|oh|omg|oops|sorry|goodness|gosh|ah|oh dear) )+/;

/** Admitting the thought, fully or partly. Checked first: "no... but sometimes" is a yes. */
export const admittingSignals: readonly AnswerSignal[] = [
  {
    id: 'plain-yes',
    pattern:
      /^(?:yes|yeah|yea|yep|yup|ya|yah|ye|y|uh huh|mhm|mm hm|correct|true|honestly yes)\b|^i (?:am|do|have|did)(?:$| (?:it|them|yes|honestly|sometimes|though|lately|before|once|twice|a lot|a bit|a little|a few times|every|had (?:the |that |those |these )?thoughts?|thought about it)\b)/,
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
    startsWithin: 4,
    pattern:
      /\b(?:sometimes|some ?times|kind of|kinda|sort of|sorta|maybe|i guess|probably|not sure|i do not know|idk|dunno|on and off|off and on|at times|now and then|here and there|more than i (?:would|want|would like|care|like)|all the time|constantly|every (?:day|night|morning)|most (?:days|nights))\b/,
    examples: {
      match: ['sometimes', 'kinda', 'idk maybe', 'more than i would like to admit', 'every night lately'],
      pass: ['no', 'not at all', 'no, just a lot on my plate'],
    },
  },
  {
    id: 'when-it-happened',
    pattern:
      /^(?:yesterday|last (?:night|week|weekend|month|time)|this (?:morning|week)|since|only (?:at night|when)|a few(?: times)?|once or twice|not yet|not right now)\b|\bwho (?:has not|does not)$/,
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
    pattern:
      /^(?:i )?(?:already did(?: it)?$|already took (?:some|them|it|the \w+|my \w+)$|(?:already )?took (?:some|a few|all|the|my) (?:pills|tablets|meds)\b)/,
    examples: {
      match: ['i already did', 'took some pills', 'I already took the tablets'],
      pass: ['no, i already have a therapist', 'i already did my homework', 'took the dog out'],
    },
  },
  {
    id: 'admitted-thought',
    pattern:
      /\bbut (?:sometimes|at times|some days|some nights|most (?:days|nights)|kind of|lately|maybe|yes|yeah|i want to(?: really| so| tonight| badly|$))\b|\b(?:i have thought about it|i have been thinking about it|i (?:just |still |do )?think about it|i thought about it|thought about (?:it|how|doing it)|i have considered it|i have wanted to|i want to$|i want to (?:yes|sometimes|a lot|i am|but)\b|i still do|last night|earlier today|not right now but)\b/,
    examples: {
      match: ["I've thought about it", 'not right now but last night yes', 'i still do'],
      pass: ['no i am just tired'],
    },
  },
];

/** Words that lean towards yes, but only when the answer does not open with a denial. */
export const leaningSignals: readonly AnswerSignal[] = [
  {
    id: 'leaning',
    startsWithin: 1,
    pattern: /\b(?:a lot|a little|a bit|often|lately|recently|again|still)\b/,
    examples: { match: ['a little', 'lately, yes', 'still'], pass: ['no, just tired'] },
  },
];

export const denyingSignals: readonly AnswerSignal[] = [
  {
    id: 'plain-no',
    // The same words also open statements that are no denial: "no one would notice", "I'm not
    // going to be here by then", "I don't want to wake up". Those are left to the screen.
    pattern:
      /^(?:no way(?! out)|no(?! (?:one|point|reason|more|longer|hope|future|use|way|escape|need|purpose|life|choice|other)\b)|nope|nah|na|never(?! (?:wake|waking|want to wake)\b)|not at all|not really|absolutely not|definitely not|god no|hell no|i am not(?! (?:going to|gonna) (?:be (?:here|around|alive)|make it|last|wake|see)\b)|i do not(?! (?:want to (?:be here|be alive|live|wake|exist|go on|carry on|keep going)|see (?:a|the|any) point|care (?:anymore|if i|what happens))\b)|i have not(?! told)|of course not)\b/,
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
];

/**
 * A direct question about someone's safety, asked by our check-in or by a guide in its own words:
 * the next message is read as its answer. Each names the kind of risk it asks about.
 */
interface SafetyQuestion {
  readonly id: string;
  readonly category: RiskCategory;
  readonly pattern: RegExp;
  readonly examples: { readonly match: readonly string[]; readonly pass: readonly string[] };
}

const ASKING = `(?:are you|have you (?:been )?|do you (?:ever )?|is (?:that|this|it) something you|any)`;

export const safetyQuestions: readonly SafetyQuestion[] = [
  {
    id: 'asks-about-suicide',
    category: 'suicide',
    pattern: new RegExp(
      String.raw`\b${ASKING}\b.{0,60}\b(?:thoughts? (?:of|about) (?:ending your life|suicide|killing yourself|not wanting to (?:live|be alive|be here))|thinking (?:of|about) (?:ending your life|suicide|killing yourself)|suicidal|want(?:ing)? to die)\b.*\?`,
    ),
    examples: {
      match: [
        'Are you having thoughts of ending your life?',
        'When you say that, are you thinking about suicide?',
        "Sometimes people this worn down have thoughts of not wanting to live. Is that something you've experienced? Have you had thoughts of not wanting to live?",
        'Are you feeling suicidal?',
      ],
      pass: ['What would make today a little easier?', 'Suicide prevention week starts Monday.'],
    },
  },
  {
    id: 'asks-about-self-harm',
    category: 'self_harm',
    pattern: new RegExp(
      String.raw`\b${ASKING}\b.{0,60}\b(?:hurt(?:ing)? yourself|harm(?:ing)? yourself|self harm|cut(?:ting)? yourself)\b.*\?`,
    ),
    examples: {
      match: [
        'Are you having thoughts of hurting yourself?',
        'Do you ever hurt yourself when it gets like this?',
      ],
      pass: ['Did you hurt your knee at practice?'],
    },
  },
  {
    id: 'asks-about-harming-others',
    category: 'harm_to_others',
    pattern: new RegExp(
      String.raw`\b${ASKING}\b.{0,60}\b(?:hurt(?:ing)?|harm(?:ing)?|kill(?:ing)?) (?:someone|somebody|anyone|him|her|them|others|other people)\b.*\?`,
    ),
    examples: {
      match: ['Are you having thoughts of hurting someone?', 'Are you thinking of hurting him?'],
      pass: ['Did someone hurt you?', 'Who are you thinking of?'],
    },
  },
];

/**
 * "Are you safe right now?", the question a guide asks most: its answer runs the other way round.
 * "no", "not really" or "I don't know" is risk; "yes" or "I'm fine" is not. Only the message's last
 * question counts ("Are you safe? Is he threatening you?" is answered about him).
 */
export const safeQuestion = {
  id: 'asks-if-safe',
  pattern:
    /\b(?:are you|do you feel|will you be|can you (?:keep yourself|stay|be)|are you somewhere) (?:safe|somewhere safe)(?: (?:right now|tonight|at the moment|now|where you are|yourself))?\?$/,
  examples: {
    match: [
      'Are you safe right now?',
      "I'm worried about you. Are you safe?",
      'Are you safe tonight?',
      'Do you feel safe at the moment?',
      'That sounds like a lot. Can you keep yourself safe tonight?',
    ],
    pass: [
      'Are you safe? Is he threatening you?',
      'Is everyone safe?',
      'What used to help you feel safe?',
      'Are you safe at home with him?',
    ],
  },
} as const;

/** Whether a guide's message ends by asking whether the person is safe. */
export function asksIfSafe(text: string): boolean {
  const questions = normalizeForScreening(text).match(/[^.!?\n]*\?/g);
  const last = questions?.at(-1)?.trim();
  return last !== undefined && safeQuestion.pattern.test(last);
}

export type SafeAnswer = 'unsafe' | 'safe' | 'unclear';

/** An answer to "are you safe?" read by its opening words, each with what it must and must not match. */
export const safeAnswerSignals = {
  /** Doubt, in the first few words, is no safety: "I don't know", "yeah I think so", "for now". */
  doubt: {
    id: 'safe-doubt',
    pattern:
      /^(?:\S+ ){0,3}?(?:i do not know|i dont know|idk|dunno|no idea|not sure|i am not sure|maybe|kind of|kinda|sort of|sorta|i guess|i think so|probably|for now|barely|hardly|who knows|define safe|depends)\b/,
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
  saysSafe: {
    id: 'safe-says-so',
    pattern:
      /^(?:\S+ ){0,5}?(?:i am (?:safe|fine|ok|okay|alright|all right|good)|(?:totally|completely|perfectly) safe)\b/,
    examples: {
      match: ["no no, I'm safe, I meant the film", "I'm fine, just tired", "oh yes, I'm fine"],
      pass: ["no, I'm not safe", 'not really. i am on the bridge'],
    },
  },
  no: {
    id: 'safe-no',
    pattern:
      /^(?:no|nope|nah|na|not really|not at all|not exactly|not right now|not now|not tonight|not completely|not totally|not entirely|i am not|honestly no|i do not think so)\b/,
    examples: {
      match: ['no', 'not really. i am on the bridge', "I'm not", 'nope'],
      pass: ['nobody is home', 'now I am'],
    },
  },
  yes: {
    id: 'safe-yes',
    pattern:
      /^(?:yes|yeah|yea|yep|yup|ya|of course|definitely|totally|absolutely|safe|all good)\b|^(?:i am|we are)$/,
    examples: {
      match: ['yes 😊 just stressed', 'yep, at my boyfriend’s', 'I am'],
      pass: ['yesterday was hard', 'not yet', 'i am at the car park. top level'],
    },
  },
} as const;

/** How a person answered "are you safe?": doubt and "no" are risk, saying so is not. */
export function readSafeAnswer(text: string): SafeAnswer {
  const answer = normalizeAnswer(text).replace(INTERJECTIONS, '');
  if (!answer) return 'unclear';
  const { doubt, saysSafe, no, yes } = safeAnswerSignals;
  if (doubt.pattern.test(answer)) return 'unsafe';
  if (saysSafe.pattern.test(answer)) return 'safe';
  if (no.pattern.test(answer)) return 'unsafe';
  if (yes.pattern.test(answer)) return 'safe';
  return 'unclear';
}

/** The kinds of risk a message asks about directly, if it is a safety question. */
export function safetyQuestionAsked(text: string): RiskCategory[] {
  const normalized = normalizeForScreening(text);
  return safetyQuestions.filter((question) => question.pattern.test(normalized)).map((q) => q.category);
}

/** The canonical form the signals are written against: screening normalisation, words only. */
export function normalizeAnswer(text: string): string {
  return normalizeForScreening(text)
    .replace(/[^a-z0-9' ]+/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

export function readCheckInAnswer(text: string): CheckInAnswer {
  const normalized = normalizeAnswer(text);
  if (!normalized) return 'unclear';
  const words = normalized.split(' ');
  // A short message is an answer through and through; a longer one answers in its opening words
  // and then goes on to other things ("No, I'm sad a lot but I want to live, I've got my kids").
  // The cut is marked, so that a signal that must end the answer ("i want to") does not end there.
  const answer =
    words.length <= SHORT_ANSWER_WORDS ? normalized : `${words.slice(0, ANSWER_OPENING_WORDS).join(' ')} …`;
  const found = (signal: AnswerSignal, text: string) => {
    const match = signal.pattern.exec(text);
    if (!match) return false;
    if (signal.startsWithin === undefined) return true;
    return text.slice(0, match.index).split(' ').length - 1 < signal.startsWithin;
  };
  if (admittingSignals.some((signal) => found(signal, answer))) return 'yes';
  const withoutInterjection = answer.replace(INTERJECTIONS, '');
  if (denyingSignals.some((signal) => found(signal, withoutInterjection))) return 'no';
  if (leaningSignals.some((signal) => found(signal, answer))) return 'yes';
  return 'unclear';
}
