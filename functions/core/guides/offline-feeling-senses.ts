/**
 * Words whose other senses mislead the offline guide's feeling lists: "Work was long today" is not
 * longing, "I nearly cried, it was so sweet" is not sadness, "my flat" is not numbness. A keyword of
 * `feelingLexicon` found in a message is read here in its sentence before it is named.
 *
 * Each rule is about one feeling and the forms of one keyword (`word`, matched on the word as typed,
 * lower case). Its `senses` are tried in order on the sentence's words, lower case and joined by
 * single spaces, with the keyword in brackets ("work was [long] today"); the first that matches says
 * which feeling the word names there (null: none). When none matches, `otherwise` decides (the rule's
 * own feeling when left out).
 */

export interface FeelingSense {
  context: RegExp;
  /** The feeling the word names in this context; null when it names none. */
  reads: string | null;
}

export interface FeelingSenseRule {
  /** The feeling `feelingLexicon` matched. */
  noun: string;
  /** The keyword's forms, as typed. */
  word: RegExp;
  senses: readonly FeelingSense[];
  /** The reading when no sense matched; the rule's own feeling when undefined. */
  otherwise?: string | null;
}

const FEEL =
  "(?:feel|feels|felt|feeling|am|i'm|im|so|just|quite|very|pretty|really|rather|fairly|deeply|perfectly|completely|totally|kind of|kinda|a bit|a little|more)";
const BODY =
  '(?:back|knees?|legs?|arms?|head|neck|shoulders?|foot|feet|ankles?|wrists?|hands?|fingers?|toes?|tooth|teeth|stomach|tummy|eyes?|ears?|throat|hips?|muscles?|joints?|chest|body|elbows?)';
const MISSED_THINGS =
  '(?:bus|train|flight|plane|ferry|deadline|appointment|meeting|class|lecture|lesson|call|shot|chance|point|stop|turn|exit|goal|penalty|target|mark|lunch|breakfast|dinner|payment|keys?|wallet|phone|sock|piece|pieces|work|school|start|beginning|end|episode|game|match|show|opportunity)';
/** Tears of joy, pride or relief: "it was so sweet", "happy tears", "laughed until I cried". */
const HAPPY_TEARS = String.raw`\b(?:so|such|too|really|just) (?:sweet|happy|proud|beautiful|cute|lovely|moving|touching|funny|adorable|wonderful|perfect)\b|\b(?:happy|proud|joyful|good) tears\b|\btears of (?:joy|happiness|pride)\b|\bwith (?:joy|happiness|pride|laughter)\b|\blaugh(?:ed|ing)? (?:so hard|until|till)\b|\bso proud\b`;

export const feelingSenseRules: readonly FeelingSenseRule[] = [
  {
    // "long" names longing only as "longing" or "long for / long to" (not "how long to", "a long day").
    noun: 'longing',
    word: /^long(?:s|ed|ing)?$/,
    senses: [
      { context: /\[longing\]/, reads: 'longing' },
      {
        context: /(?<!\b(?:how|so|too|as|very|a|the|all|this|that|day|week) )\[long(?:s|ed)?\] (?:for|to)\b/,
        reads: 'longing',
      },
    ],
    otherwise: null,
  },
  {
    // "I miss her" is longing; "I missed the bus" and "my keys are missing" are not.
    noun: 'longing',
    word: /^miss(?:es|ed|ing)?$/,
    senses: [
      {
        context: new RegExp(
          String.raw`\[miss\w*\] (?:the |my |a |an |our |your |his |her |their |this |that |out )?${MISSED_THINGS}\b`,
        ),
        reads: null,
      },
      {
        context:
          /\b(?:i|i'm|im|we|we're|still|really|so|just|truly|terribly|already|always|do|will|i'll|gonna|i've|been) \[miss\w*\]/,
        reads: 'longing',
      },
    ],
    otherwise: null,
  },
  {
    // Crying at something sweet, or laughing until one cries, is joy; "cried with relief" is relief.
    noun: 'sadness',
    word: /^cr(?:y|ies|ied|ying)$/,
    senses: [
      { context: /\bwith relief\b|\b(?:so|such a) relie(?:f|ved)\b/, reads: 'relief' },
      { context: new RegExp(HAPPY_TEARS), reads: 'joy' },
    ],
  },
  {
    // "the content of the email" is not calm; "I feel content" is.
    noun: 'calm',
    word: /^content(?:ed)?$/,
    senses: [
      {
        context: new RegExp(
          String.raw`\b${FEEL} \[content(?:ed)?\]|\[content\] (?:with|to)\b|^\[contented\]`,
        ),
        reads: 'calm',
      },
    ],
    otherwise: null,
  },
  {
    // "my flat", "a flat tyre" and "an empty inbox" are things, not numbness.
    noun: 'numbness',
    word: /^(?:flat|empty)$/,
    senses: [
      {
        context: new RegExp(
          String.raw`\b(?:${FEEL}|everything|it all|life) \[(?:flat|empty)\]|\[(?:flat|empty)\] (?:inside|lately|these days)\b`,
        ),
        reads: 'numbness',
      },
    ],
    otherwise: null,
  },
  {
    // "my back hurts" is a body that aches, not heartache.
    noun: 'heartache',
    word: /^hurt(?:s|ing)?$/,
    senses: [
      {
        context: new RegExp(
          String.raw`\b${BODY} (?:\w+ )?\[hurt\w*\]|\[hurt\w*\] (?:my|his|her|their|your|a) ${BODY}\b|\[hurt\w*\] (?:like hell|so bad|all over)\b`,
        ),
        reads: null,
      },
    ],
  },
  {
    // "I'm afraid I can't make it" is politeness.
    noun: 'worry',
    word: /^afraid$/,
    senses: [
      {
        context:
          /\[afraid\] (?:so|not)\b|\[afraid\] (?:i|we) (?:can't|cannot|won't|don't|didn't|have to|must|need to|missed)\b/,
        reads: null,
      },
    ],
  },
  {
    // "past tense" is grammar.
    noun: 'worry',
    word: /^tense$/,
    senses: [{ context: /\b(?:past|present|future|the|a|verb) \[tense\]/, reads: null }],
  },
  {
    // "torn jeans", "I've torn a ligament" are not being torn between choices.
    noun: 'confusion',
    word: /^torn$/,
    senses: [
      {
        context:
          /\[torn\] (?:jeans|shirt|trousers|ligament|muscle|acl|page|paper|up|off|down|my|his|her|a|the)\b/,
        reads: null,
      },
    ],
  },
  {
    // "drained the pasta", "the battery drained".
    noun: 'tiredness',
    word: /^drain(?:ed|ing|s)?$/,
    senses: [
      {
        context:
          /\[drain\w*\] (?:the|a|my) (?:pasta|water|sink|tank|pool|battery|bath|oil|rice|beans)\b|\b(?:battery|phone|tank|sink|bath|water) (?:\w+ )?\[drain\w*\]/,
        reads: null,
      },
    ],
  },
  {
    noun: 'anger',
    word: /^(?:mad|rage)$/,
    senses: [{ context: /\blike \[mad\]|\[mad\] (?:busy|good|skills)\b|\ball the \[rage\]/, reads: null }],
  },
  {
    // "I left out the salt" is a recipe; "I felt left out" is loneliness.
    noun: 'loneliness',
    word: /^(?:left|leave|leaves|leaving)$/,
    senses: [{ context: /\[(?:left|leave|leaves|leaving)\] out (?:the|a|an|some|any|my|of)\b/, reads: null }],
  },
  {
    // "Happy birthday" is a wish, not the writer's joy.
    noun: 'joy',
    word: /^happy$/,
    senses: [
      {
        context:
          /\[happy\] (?:birthday|new year|hour|holidays|anniversary|christmas|easter|diwali|eid|hanukkah|thanksgiving)\b/,
        reads: null,
      },
    ],
  },
];

/**
 * The feeling a keyword names in its sentence: `noun` as `feelingLexicon` matched it, another
 * feeling, or null for none. `sentenceWords` are the sentence's words (lower case); `index` is the
 * keyword's first word.
 */
export function feelingInContext(
  noun: string,
  sentenceWords: readonly string[],
  index: number,
): string | null {
  const word = sentenceWords[index];
  if (word === undefined) return noun;
  const rule = feelingSenseRules.find((candidate) => candidate.noun === noun && candidate.word.test(word));
  if (!rule) return noun;
  const marked = sentenceWords.map((each, position) => (position === index ? `[${each}]` : each)).join(' ');
  const sense = rule.senses.find((candidate) => candidate.context.test(marked));
  if (sense) return sense.reads;
  return rule.otherwise === undefined ? noun : rule.otherwise;
}
