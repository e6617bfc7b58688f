/**
 * Turns a message into the one canonical form that every risk rule and exception is written
 * against: compatibility forms folded and accents, zero-width and bidi characters removed (Unicode
 * NFKD, the decomposed twin of NFKC, so accents can be dropped), Cyrillic and Greek look-alikes read
 * as Latin, lowercase ASCII-ish words, straight apostrophes, contractions spelled out ("don't" ->
 * "do not", "i'm" -> "i am", "gonna" -> "going to"), leetspeak undone ("k1ll" -> "kill"), spaced or
 * dotted single letters joined ("k i l l" -> "kill"), runs of three or more of one letter squeezed
 * to one ("diiie" -> "die"), hyphens between letters read as spaces ("self-harm" -> "self harm")
 * and whitespace collapsed. Line breaks survive as sentence boundaries.
 */

const INVISIBLE_CHARACTERS =
  /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]/gu;
/** Accents, and the joiners and variation selectors that are marks too. */
/** Anything beyond printable ASCII, tabs and line breaks. */
const NEEDS_UNICODE_FOLDING = /[^\t\n\r\x20-\x7E]/;
const COMBINING_MARKS = /\p{M}+/gu;
const SINGLE_QUOTES = /[\u2018\u2019\u201A\u201B\u2032\u2035\u02BC\u02BB\u0060\u00B4\uFF07]/g;
const DOUBLE_QUOTES = /[\u201C\u201D\u201E\u201F\u2033\u2036\u00AB\u00BB]/g;
const DASHES = /[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g;

/** Cyrillic and Greek letters that look like Latin ones, as used to slip past filters. */
const LOOKALIKE_LETTERS: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  ӏ: 'l',
  α: 'a',
  ε: 'e',
  ι: 'i',
  κ: 'k',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  ν: 'v',
};
const GREEK_OR_CYRILLIC = /[\u0370-\u04FF]/;
const LOOKALIKE_PATTERN = new RegExp(`[${Object.keys(LOOKALIKE_LETTERS).join('')}]`, 'g');

/** Three or more single letters (or leet digits) separated by the same one space, dot, dash or underscore. */
const SPACED_LETTERS = /(?<=^|\s)[a-z0-9@$!]([ .\-_])(?:[a-z0-9@$!]\1)+[a-z0-9@$!](?=$|[\s,;:!?.])/g;

/** Runs of letters, digits and letter-like symbols that contain at least one digit or symbol. */
const WORD_WITH_SYMBOLS = /[a-z0-9@$!|*]*[0-9@$!|][a-z0-9@$!|*]*/g;
const LEET_LETTERS: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'l',
};
/** A number followed by a unit ("10th", "5am", "20mg", "3kms") is a number, not leetspeak. */
const NUMBER_WITH_UNIT =
  /^(?:\d*(?:1st|2nd|3rd|[04-9]th|1[1-3]th)|\d+(?:am|pm|s|k|km|kms|mi|mg|ml|g|kg|lb|lbs|h|hr|hrs|min|mins|yo|x|d|m))$/;

/** Any digit or symbol that leetspeak uses for a letter. */
const LEET_SYMBOL = /[0-9@$!|]/;
const THREE_OR_MORE_SAME_LETTER = /([a-z])\1{2,}/g;
/** Hyphens, underscores, slashes and dots between letters read as spaces: "self-harm", "kill.my.self". */
const HYPHEN_BETWEEN_LETTERS = /(?<=[a-z])[-_/.]+(?=[a-z])/g;

/** Contractions with an apostrophe, matched after quotes are straightened, in one pass. */
const APOSTROPHE_CONTRACTION =
  /\b(?:can't|won't|ain't|shan't|i'm)\b|n't\b|'(?:re|ve|ll)\b|\b(?:i|you|he|she|we|they|it|that|there|who)'d\b|\b(?:it|that|what|there|here|he|she|who|where|how|everything|nothing|life)'s\b|'/g;
const WHOLE_CONTRACTIONS: Readonly<Record<string, string>> = {
  "can't": 'can not',
  "won't": 'will not',
  "ain't": 'is not',
  "shan't": 'shall not',
  "i'm": 'i am',
  "n't": ' not',
  "'re": ' are',
  "'ve": ' have',
  "'ll": ' will',
  "'": '',
};

function spellOutContraction(contraction: string): string {
  const whole = WHOLE_CONTRACTIONS[contraction];
  if (whole !== undefined) return whole;
  if (contraction.endsWith("'d")) return `${contraction.slice(0, -2)} would`;
  return `${contraction.slice(0, -2)} is`;
}

/** Shorthand written without an apostrophe, as whole words. */
const SHORTHAND_WORDS: Readonly<Record<string, string>> = {
  im: 'i am',
  ive: 'i have',
  dont: 'do not',
  doesnt: 'does not',
  didnt: 'did not',
  cant: 'can not',
  cannot: 'can not',
  wont: 'will not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  werent: 'were not',
  havent: 'have not',
  hasnt: 'has not',
  wouldnt: 'would not',
  couldnt: 'could not',
  shouldnt: 'should not',
  aint: 'is not',
  whats: 'what is',
  thats: 'that is',
  theres: 'there is',
  youre: 'you are',
  theyre: 'they are',
  wanna: 'want to',
  gonna: 'going to',
  gotta: 'got to',
  tryna: 'trying to',
  hafta: 'have to',
  u: 'you',
  ur: 'your',
  r: 'are',
  ppl: 'people',
  pls: 'please',
  plz: 'please',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  rn: 'right now',
  tn: 'tonight',
  tonite: 'tonight',
  '2nite': 'tonight',
  gf: 'girlfriend',
  bf: 'boyfriend',
  ima: 'i am going to',
  imma: 'i am going to',
  wud: 'would',
  wld: 'would',
  shud: 'should',
  cud: 'could',
  'w o': 'without',
  nite: 'night',
  thru: 'through',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  tmrrw: 'tomorrow',
  '2moro': 'tomorrow',
  bout: 'about',
};
/** "want 2 die": a lone 2 after a verb that takes "to" is "to" ("took 2 pills" keeps its number). */
const TWO_AS_TO =
  /(?<=\b(?:want|wanted|wanting|going|need|needed|have|ready|like|try|trying|about|hope|wish|deserve|used|plan|decided) )2(?= [a-z])/g;
const SHORTHAND_PATTERN = new RegExp(`\\b(?:${Object.keys(SHORTHAND_WORDS).join('|')})\\b`, 'g');

function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (run) => {
    const letters = run.replace(/[ .\-_]/g, '');
    return /[a-z].*[a-z]/.test(letters) ? letters : run;
  });
}

function undoLeetspeak(text: string): string {
  return text.replace(WORD_WITH_SYMBOLS, (word) => {
    if (!/[a-z]/.test(word) || NUMBER_WITH_UNIT.test(word)) return word;
    // "ki11": two ones after a letter are a double l.
    const spelled = word.replace(/(?<=[a-z])11/g, 'll');
    let result = '';
    for (let index = 0; index < spelled.length; index++) {
      const character = spelled[index]!;
      const replacement = LEET_LETTERS[character];
      const isLetterLikeSymbol = character === '!' || character === '|' || character === '*';
      if (replacement === undefined) {
        result += character;
      } else if (isLetterLikeSymbol && !/[a-z0-9]/.test(spelled[index + 1] ?? '')) {
        // "die!" keeps its exclamation mark; only "k!ll" reads it as a letter.
        result += character;
      } else {
        result += replacement;
      }
    }
    return result;
  });
}

function expandContractions(text: string): string {
  let result = text.includes("'") ? text.replace(APOSTROPHE_CONTRACTION, spellOutContraction) : text;
  result = result.replace(SHORTHAND_PATTERN, (word) => SHORTHAND_WORDS[word] ?? word);
  return result.includes(' 2 ') ? result.replace(TWO_AS_TO, 'to') : result;
}

function foldUnicode(text: string): string {
  // NFKD folds compatibility forms (full-width, ligatures, styled letters) and splits accents off.
  let result = text.normalize('NFKD').replace(INVISIBLE_CHARACTERS, '').replace(COMBINING_MARKS, '');
  result = result.toLowerCase();
  if (GREEK_OR_CYRILLIC.test(result)) {
    result = result.replace(LOOKALIKE_PATTERN, (letter) => LOOKALIKE_LETTERS[letter] ?? letter);
  }
  result = result.replace(SINGLE_QUOTES, "'").replace(DOUBLE_QUOTES, '"').replace(DASHES, '-');
  return result.replace(/[\u00A0\u1680\u2000-\u200A\u202F\u205F\u3000]/g, ' ');
}

export function normalizeForScreening(text: string): string {
  // Each step runs only when its trigger is present; plain ASCII (most messages) skips Unicode folding.
  let result = NEEDS_UNICODE_FOLDING.test(text) ? foldUnicode(text) : text.toLowerCase();
  result = result.replace(/\t/g, ' ');
  result = joinSpacedLetters(result);
  if (LEET_SYMBOL.test(result)) result = undoLeetspeak(result);
  result = result.replace(THREE_OR_MORE_SAME_LETTER, '$1');
  if (/[-_/.]/.test(result)) result = result.replace(HYPHEN_BETWEEN_LETTERS, ' ');
  result = expandContractions(result).replace(/ {2,}/g, ' ');
  if (/[\r\n]/.test(result)) result = result.replace(/ *[\r\n]+ */g, '\n');
  return result.trim();
}
