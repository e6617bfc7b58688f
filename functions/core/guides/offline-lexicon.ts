/**
 * Word lists for the offline guide: feelings it can name, pronouns it swaps when reflecting, and the
 * requests it answers with a boundary instead of a reflection (health questions; "are you human?"
 * is `asksWhetherHuman` in the safety module).
 */
import { compileKeywords, type KeywordMatcher } from './text';

export interface FeelingDefinition {
  /** How the guide names it: "I notice {noun} in how you put that." */
  noun: string;
  keywords: readonly string[];
}

export const feelingLexicon: readonly FeelingDefinition[] = [
  {
    noun: 'worry',
    keywords: [
      'anxious',
      'anxiety',
      'worried',
      'worry',
      'nervous',
      'uneasy',
      'scared',
      'afraid',
      'panicky',
      'dread',
      'tense',
    ],
  },
  {
    noun: 'sadness',
    keywords: [
      'sad',
      'unhappy',
      'heartbroken',
      'crying',
      'cried',
      'tearful',
      'miserable',
      'feel down',
      'feeling low',
      'feel low',
    ],
  },
  { noun: 'anger', keywords: ['angry', 'mad', 'furious', 'rage', 'livid', 'pissed'] },
  { noun: 'frustration', keywords: ['frustrated', 'frustrating', 'annoyed', 'irritated', 'fed up'] },
  { noun: 'loneliness', keywords: ['lonely', 'alone', 'isolated', 'left out', 'unseen', 'invisible'] },
  { noun: 'shame', keywords: ['ashamed', 'shame', 'humiliated'] },
  { noun: 'embarrassment', keywords: ['embarrassed', 'embarrassing', 'mortified'] },
  { noun: 'guilt', keywords: ['guilty', 'guilt', 'regret'] },
  {
    noun: 'tiredness',
    keywords: ['tired', 'exhausted', 'drained', 'worn out', 'burnt out', 'burned out', 'depleted'],
  },
  // Named 'heartache', not 'hurt': a guide's own words hold no risk words (risk-words.ts).
  { noun: 'heartache', keywords: ['hurt', 'betrayed', 'rejected'] },
  { noun: 'disappointment', keywords: ['disappointed', 'disappointing', 'disappointment', 'let down'] },
  { noun: 'confusion', keywords: ['confused', 'unsure', 'torn', 'feel lost', 'feeling lost', 'so lost'] },
  { noun: 'overwhelm', keywords: ['overwhelmed', 'overwhelming', 'swamped'] },
  { noun: 'a sense of being stuck', keywords: ['stuck', 'trapped'] },
  { noun: 'numbness', keywords: ['numb', 'empty', 'flat'] },
  { noun: 'hopelessness', keywords: ['hopeless', 'pointless'] },
  { noun: 'envy', keywords: ['jealous', 'envious', 'envy'] },
  {
    noun: 'longing',
    keywords: ['longing', 'yearning', 'miss her', 'miss him', 'miss them', 'miss my', 'missing'],
  },
  { noun: 'hope', keywords: ['hopeful', 'optimistic'] },
  { noun: 'joy', keywords: ['happy', 'glad', 'joyful', 'excited', 'delighted'] },
  { noun: 'gratitude', keywords: ['grateful', 'thankful'] },
  { noun: 'calm', keywords: ['calm', 'peaceful', 'relaxed', 'content'] },
  { noun: 'pride', keywords: ['proud'] },
  { noun: 'relief', keywords: ['relieved', 'relief'] },
];

let compiledFeelings: ReadonlyArray<{ noun: string; matcher: KeywordMatcher }> | undefined;

/** The feeling lexicon compiled to stems, on first use (not at a Lambda's start-up), then kept. */
export function feelingMatchers(): ReadonlyArray<{ noun: string; matcher: KeywordMatcher }> {
  compiledFeelings ??= feelingLexicon.map(({ noun, keywords }) => ({
    noun,
    matcher: compileKeywords(keywords),
  }));
  return compiledFeelings;
}

/** A feeling word right after one of these (within three words) is negated: "I'm not angry". */
export const NEGATIONS: ReadonlySet<string> = new Set([
  'not',
  'no',
  'never',
  'nor',
  'hardly',
  "don't",
  'dont',
  "didn't",
  'didnt',
  "isn't",
  "wasn't",
  "aren't",
  "ain't",
  "can't",
  'cant',
  'cannot',
  "won't",
  "doesn't",
  "haven't",
  "hasn't",
  "weren't",
  "couldn't",
  "wouldn't",
  "shouldn't",
]);

/** ...unless one of these sits between: "I can't stop worrying" is not negated. */
export const NEGATION_BREAKERS: ReadonlySet<string> = new Set(['stop', 'help', 'quit', 'shake', 'but']);

/** First-person words become second person when reflected. */
export const FIRST_TO_SECOND: Readonly<Record<string, string>> = {
  i: 'you',
  me: 'you',
  my: 'your',
  mine: 'yours',
  myself: 'yourself',
  am: 'are',
  "i'm": "you're",
  im: "you're",
  "i've": "you've",
  ive: "you've",
  "i'll": "you'll",
  "i'd": "you'd",
  // "we argued" is the member and someone else: "you argued".
  we: 'you',
  us: 'you',
  our: 'your',
  ours: 'yours',
  ourselves: 'yourselves',
  "we're": "you're",
  "we've": "you've",
  "we'll": "you'll",
  "we'd": "you'd",
};

/** Second-person words become first person: "you never listen to me" -> "I never listen to you". */
export const SECOND_TO_FIRST: Readonly<Record<string, string>> = {
  your: 'my',
  yours: 'mine',
  yourself: 'myself',
  "you're": "I'm",
  "you've": "I've",
  "you'll": "I'll",
  "you'd": "I'd",
};

/** When 'you' is followed by one of these, it is a subject ('I'); otherwise an object ('me'). */
export const VERB_AFTER_SUBJECT: ReadonlySet<string> = new Set([
  'are',
  'were',
  'do',
  "don't",
  'did',
  "didn't",
  'never',
  'always',
  'can',
  "can't",
  'could',
  'will',
  "won't",
  'would',
  'have',
  'had',
  'just',
  'said',
  'say',
  'make',
  'made',
  'keep',
  'think',
  'know',
  'want',
  'need',
  'should',
  'might',
  'must',
  'feel',
  'get',
  'got',
  'seem',
  'care',
  'listen',
  'understand',
  'help',
  'really',
  'also',
]);

/** Words that may open a reflected clause; the clause then reads as a full sentence ("It sounds like ..."). */
export const SUBJECT_STARTERS: ReadonlySet<string> = new Set([
  'you',
  "you're",
  "you've",
  "you'll",
  "you'd",
  'your',
  'he',
  "he's",
  'she',
  "she's",
  'they',
  "they're",
  'it',
  "it's",
  'we',
  "we're",
  'there',
  "there's",
  'this',
  'that',
  "that's",
  'someone',
  'somebody',
  'everyone',
  'everybody',
  'nobody',
  'no',
  'people',
  'his',
  'her',
  'their',
  'our',
  'the',
  'all',
  'everything',
  'nothing',
  'life',
  'work',
  'things',
  'every',
  'some',
  'most',
  'many',
  'none',
  'each',
  'my',
  'i',
]);

/** Leading words stripped from a clause before it is reflected. */
export const LEADING_FILLERS: ReadonlySet<string> = new Set([
  'and',
  'but',
  'so',
  'because',
  'well',
  'honestly',
  'like',
  'um',
  'uh',
  'also',
  'then',
  'anyway',
  'ok',
  'okay',
  'yeah',
  'yes',
  'hmm',
  'basically',
  'literally',
  'actually',
  'still',
  'or',
  'plus',
  'although',
  'though',
]);

/**
 * A reflected clause or quote never ends on one of these: the thought would stop halfway. (A
 * preposition may end one: "nobody to talk to".)
 */
export const DANGLING_WORDS: ReadonlySet<string> = new Set(
  (
    'a an the and but or nor so because as if than then which whose my your his her their our its every ' +
    "i'm i've i'd i'll you're we're they're he's she's i we they he she " +
    'when while since until though although'
  ).split(' '),
);

/** Words that open a phrase but are no part of what is quoted: "and so sweet" -> "so sweet". */
export const PHRASE_OPENERS: ReadonlySet<string> = new Set([
  ...LEADING_FILLERS,
  'when',
  'while',
  'which',
  'who',
  'if',
  'after',
  'before',
  'since',
  'until',
]);

/** Asking for a diagnosis, medication or treatment: the guide names its limit instead. */
export const HEALTH_ADVICE_PATTERN =
  /\b(diagnos\w*|medications?|meds|dosage|doses?|prescri\w*|pills?|antidepressants?|do i have (an? )?(disorder|condition|illness|adhd|depression|anxiety|bipolar|ocd|ptsd))\b/i;

/** A message that is only a greeting. */
export const GREETING_PATTERN =
  /^(hi|hello|hey|hiya|heya|yo|good (morning|afternoon|evening|day)|morning|evening|greetings)( there| again| guide| mirror| shadow)?[\s!.,]*$/i;

/** A message that is only thanks. */
export const THANKS_PATTERN =
  /^(thanks|thank you|thank u|thx|ty|cheers)( so much| a lot| very much)?[\s!.,]*$/i;

/**
 * Words the guide's own sentences must never contain. A clause of the member's that contains one is
 * not reflected back either, so a reply can never read as a diagnosis or a claim to be a person
 * (`claimsToBeHumanOrClinician` in the safety module reads claims more widely).
 */
export const FORBIDDEN_IN_REPLY: readonly RegExp[] = [
  /diagnos/i,
  /medication/i,
  /\bI am a therapist\b/i,
  /\bI'?m a therapist\b/i,
  /\bas a human\b/i,
  /\bI am (a )?human\b/i,
  /\bI'?m (a )?(real )?(human|person)\b/i,
  /\bprescri/i,
  /\bdisorder\b/i,
];
