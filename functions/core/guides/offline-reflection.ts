/**
 * Reflective listening, mechanically: find the most telling clause of a message, turn its pronouns
 * around ("I feel invisible at my job" -> "you feel invisible at your job") and notice feeling words.
 */
import { asksWhetherHuman } from '#functions/core/safety/ai-identity.ts';
import { feelingInContext } from './offline-feeling-senses';
import {
  DANGLING_WORDS,
  FIRST_TO_SECOND,
  FORBIDDEN_IN_REPLY,
  feelingMatchers,
  HEALTH_ADVICE_PATTERN,
  LEADING_FILLERS,
  NEGATION_BREAKERS,
  NEGATIONS,
  PHRASE_OPENERS,
  SECOND_TO_FIRST,
  SUBJECT_STARTERS,
  VERB_AFTER_SUBJECT,
} from './offline-lexicon';
import { keywordPositions, messageStems, stripControlChars, words } from './text';
import { detectThemes } from './theme-lexicon';

/** Longest clause reflected whole, in words; a longer one is never cut, only quoted from. */
const MAX_CLAUSE_WORDS = 18;
/** Longer clauses are split again at 'and I ...'. */
const LONG_CLAUSE_WORDS = 16;
/** A quote is a short phrase: at most this many words, and never a whole sentence. */
export const MAX_QUOTE_WORDS = 6;

export interface SelectedClause {
  /** The member's words, fillers trimmed, no end punctuation. Never cut short. */
  text: string;
  /** True when the member asked it as a question. */
  isQuestion: boolean;
  /** True when it is too long to reflect whole: only `phrase` may be quoted from it. */
  tooLong: boolean;
  /** A short phrase of it that is a thought of its own and not the whole sentence, for quoting. */
  phrase: string | null;
}

/** Markdown images, whose alt text is dropped with them. */
const MARKDOWN_IMAGES = /!\[[^\]]*\]\([^)]*\)?/g;
/** Markdown links, whose text is kept: "[text](address)" -> "text". */
const MARKDOWN_LINKS = /\[([^\]]*)\]\([^)]*\)?/g;
/** Web addresses of any scheme, "www." ones, and script or data addresses. */
const ADDRESSES = /(?:[a-z][a-z0-9+.-]*:\/\/|www\.)\S*|(?:javascript|vbscript|data|file|mailto):\S+/gi;
const HTML_TAGS = /<[^<>]*>/g;
const HTML_ENTITIES = /&#?[a-z0-9]+;/gi;
/** What is left of markup once links, images and tags are gone: no stray bracket starts another. */
const MARKUP_CHARACTERS = /[<>[\]]/g;

/**
 * One line, curly quotes straightened, no control characters, and no markup: HTML tags and
 * entities, Markdown links and images and web addresses are taken out (a link's text stays), so a
 * reflection can never carry a link, an image or HTML from the message. Markup gives way to a
 * space, so removing it never joins two words into one.
 */
export function normaliseMessage(message: string): string {
  return stripControlChars(message)
    .replace(/[’‘]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(MARKDOWN_IMAGES, ' ')
    .replace(MARKDOWN_LINKS, ' $1 ')
    .replace(ADDRESSES, ' ')
    .replace(HTML_TAGS, ' ')
    .replace(HTML_ENTITIES, ' ')
    .replace(MARKUP_CHARACTERS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Clause {
  text: string;
  isQuestion: boolean;
  afterContrast: boolean;
  /** Words in the sentence it came from. */
  sentenceWords: number;
}

function splitClauses(message: string): Clause[] {
  const clauses: Clause[] = [];
  for (const sentence of message.split(/(?<=[.!?…])\s+/)) {
    const isQuestion = /\?\s*$/.test(sentence);
    const sentenceWords = words(sentence).length;
    const parts = sentence
      .split(
        /\s*[;:—–]\s*|\s+-\s+|,?\s+(?=(?:but|although|though|yet)\s)|,\s+(?=(?:i|i'm|it|it's|my|so i|and i)\s)/i,
      )
      .flatMap((part) =>
        words(part).length > LONG_CLAUSE_WORDS ? part.split(/\s+and\s+(?=(?:i|i'm|i've|my)\s)/i) : [part],
      );
    parts.forEach((part, index) => {
      const text = part.trim();
      if (text)
        clauses.push({
          text,
          isQuestion,
          sentenceWords,
          afterContrast: index > 0 && /^(but|although|though|yet)\s/i.test(text),
        });
    });
  }
  return clauses;
}

function trimClause(text: string): string {
  let tokens = text
    .replace(/[.!?…,;:"]+$/g, '')
    .replace(/^["'(]+|["')]+$/g, '')
    .split(/\s+/)
    .filter(Boolean);
  while (tokens.length > 1 && LEADING_FILLERS.has(words(tokens[0] ?? '')[0] ?? '')) tokens = tokens.slice(1);
  if (tokens[0]?.toLowerCase() === 'you' && tokens[1]?.toLowerCase().startsWith('know'))
    tokens = tokens.slice(2);
  return tokens
    .join(' ')
    .replace(/[,;:\-–—]+$/, '')
    .replace(/\?+/g, '');
}

/** Whether the words stop mid-thought: on "the", "to", "my", "because", "was" and the like. */
export function endsMidThought(text: string): boolean {
  const last = words(text).at(-1);
  return last === undefined || DANGLING_WORDS.has(last);
}

/** Where a clause falls into phrases: commas, and words that start a new thought. */
const PHRASE_BREAK =
  /\s*[,"]\s*|\s+(?=(?:and|but|because|so|when|while|which|who|if|or|then|after|before|since|until|though|although)\s)/i;

/**
 * A short phrase of the clause to quote: two to `MAX_QUOTE_WORDS` words between the clause's own
 * breaks (never cut inside a thought, never ending on "the" or "to"), fewer words than the sentence
 * it came from, preferring one that carries a feeling or a life theme.
 */
export function quotablePhrase(clauseText: string, sentenceWords: number): string | null {
  let best: { phrase: string; score: number } | null = null;
  clauseText.split(PHRASE_BREAK).forEach((part, index) => {
    let tokens = part.trim().split(/\s+/).filter(Boolean);
    while (tokens.length > 1 && PHRASE_OPENERS.has(words(tokens[0] ?? '')[0] ?? '')) tokens = tokens.slice(1);
    const phrase = tokens
      .join(' ')
      .replace(/[.!?…,;:'"()\-–—]+$/g, '')
      .replace(/^['"(]+/, '');
    const count = words(phrase).length;
    if (count < 2 || count > MAX_QUOTE_WORDS || count >= sentenceWords || endsMidThought(phrase)) return;
    const score = detectFeelings(phrase).length * 2 + detectThemes(phrase).length + index * 0.01;
    if (!best || score > best.score) best = { phrase, score };
  });
  return (best as { phrase: string } | null)?.phrase ?? null;
}

function isReflectable(text: string): boolean {
  return (
    !HEALTH_ADVICE_PATTERN.test(text) &&
    !asksWhetherHuman(text) &&
    !FORBIDDEN_IN_REPLY.some((pattern) => pattern.test(text))
  );
}

/** The clause most worth reflecting: feelings, first person, life themes, a 'but' that turns things. */
export function selectClause(message: string): SelectedClause | null {
  return rankClauses(message)[0] ?? null;
}

/** How worth reflecting a clause is: what it feels and is about, whose story it tells, its length. */
function clauseScore(clause: {
  text: string;
  clauseWords: string[];
  afterContrast: boolean;
  isQuestion: boolean;
  tooLong: boolean;
  phrase: string | null;
}): number {
  const { text, clauseWords, tooLong } = clause;
  let score = detectFeelings(text).length * 2 + detectThemes(text).length * 2;
  if (clauseWords.some((word) => word in FIRST_TO_SECOND)) score += 2;
  if (clause.afterContrast) score += 1;
  if (clauseWords.length >= 3 && !tooLong) score += 1;
  if (clauseWords.length >= 6) score += 1; // more of the member's own story to reflect
  if (clauseWords.length < 3) score -= 2;
  if (tooLong) score -= clause.phrase ? 2 : 4; // only a phrase of it can be used
  if (clause.isQuestion) score -= 1;
  return score;
}

/** Every reflectable clause of the message, the most worth reflecting first. */
export function rankClauses(message: string): SelectedClause[] {
  const ranked: Array<{ clause: SelectedClause; score: number }> = [];
  splitClauses(normaliseMessage(message)).forEach((clause, index) => {
    const text = trimClause(clause.text);
    const clauseWords = words(text);
    if (clauseWords.length === 0 || !isReflectable(text)) return;
    const tooLong = clauseWords.length > MAX_CLAUSE_WORDS;
    const phrase = quotablePhrase(text, clause.sentenceWords);
    const score = clauseScore({ ...clause, text, clauseWords, tooLong, phrase }) + index * 0.01; // later clauses win ties: the point often comes last
    ranked.push({ clause: { text, isQuestion: clause.isQuestion, tooLong, phrase }, score });
  });
  return ranked.sort((a, b) => b.score - a.score).map(({ clause }) => clause);
}

/** Verbs whose form follows the pronoun just swapped before them: "I was" -> "you were". */
const VERB_AFTER_SWAPPED_PRONOUN: Readonly<Record<string, { after: string; becomes: string }>> = {
  was: { after: 'i', becomes: 'were' },
  "wasn't": { after: 'i', becomes: "weren't" },
  are: { after: 'you', becomes: 'am' },
  were: { after: 'you', becomes: 'was' },
};

/** A word's other person, read with its neighbours; undefined when it stays as it is. */
function swappedWord(
  lower: string,
  around: { first: boolean; previous: string; next: string },
): string | undefined {
  if (lower === 'you') return around.first || VERB_AFTER_SUBJECT.has(around.next) ? 'I' : 'me';
  const verb = VERB_AFTER_SWAPPED_PRONOUN[lower];
  if (verb && around.previous === verb.after) return verb.becomes;
  return FIRST_TO_SECOND[lower] ?? SECOND_TO_FIRST[lower];
}

/** Turns first person into second and back: "my boss ignores me" -> "your boss ignores you". */
export function swapPronouns(text: string): string {
  const tokens = text.split(/(\s+)/);
  const wordsOnly = tokens.map((token) => token.toLowerCase().replace(/[^\p{L}\p{N}']/gu, ''));
  return tokens
    .map((token, index) => {
      const match = /^([^\p{L}\p{N}']*)([\p{L}\p{N}']+)([^\p{L}\p{N}']*)$/u.exec(token);
      if (!match) return token;
      const [, before = '', word = '', after = ''] = match;
      const replacement = swappedWord(word.toLowerCase(), {
        first: index === 0,
        previous: wordsOnly[index - 2] ?? '',
        next: wordsOnly[index + 2] ?? '',
      });
      if (replacement === undefined) return token;
      return `${before}${replacement}${after}`;
    })
    .join('');
}

/**
 * Feeling nouns in order of appearance, without negated ones ("not angry"), each read in its
 * sentence first (offline-feeling-senses.ts): "Work was long today" names no longing.
 */
export function detectFeelings(text: string): string[] {
  const found = new Map<string, number>();
  let offset = 0;
  for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/)) {
    const sentenceWords = words(sentence.replace(/-/g, ' '));
    let segmentStart = 0;
    // A negation reaches only to the end of its clause: "not angry, just disappointed".
    for (const segment of sentence.split(/[,.;:!?…]+/)) {
      const stemsOfSegment = messageStems(segment);
      for (const [feeling, index] of feelingsInSegment(stemsOfSegment, sentenceWords, segmentStart)) {
        if (!found.has(feeling)) found.set(feeling, offset + index);
      }
      segmentStart += stemsOfSegment.length;
    }
    offset += sentenceWords.length;
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([noun]) => noun);
}

/** The feelings a clause names and is not negated, each with its word's position in the sentence. */
function* feelingsInSegment(
  stemsOfSegment: readonly string[],
  sentenceWords: readonly string[],
  segmentStart: number,
): Generator<[string, number]> {
  for (const { noun, matcher } of feelingMatchers()) {
    for (const index of keywordPositions(stemsOfSegment, matcher)) {
      if (isNegated(stemsOfSegment, index)) continue;
      const feeling = feelingInContext(noun, sentenceWords, segmentStart + index);
      if (feeling) yield [feeling, segmentStart + index];
    }
  }
}

function isNegated(stemsOfText: readonly string[], index: number): boolean {
  for (let back = 1; back <= 3; back++) {
    const word = stemsOfText[index - back];
    if (word === undefined) return false;
    if (NEGATION_BREAKERS.has(word)) return false;
    if (NEGATIONS.has(word)) return true;
  }
  return false;
}

/** Whether the swapped clause reads as a sentence of its own ("you feel ..."), or must be quoted. */
export function startsWithSubject(swapped: string): boolean {
  const first = words(swapped)[0];
  return first !== undefined && SUBJECT_STARTERS.has(first);
}

/** Lower-cases the clause's first letter unless it looks like a name or an acronym. */
export function lowerFirstWord(text: string): string {
  const first = text.split(' ')[0] ?? '';
  if (first === 'I' || first.startsWith("I'")) return text;
  if (first.length > 1 && first === first.toUpperCase()) return text;
  if (!SUBJECT_STARTERS.has(first.toLowerCase().replace(/[^\p{L}']/gu, ''))) return text;
  return text.charAt(0).toLowerCase() + text.slice(1);
}

const WH_QUESTION = /^(why|how|what|when|where|who)\s+(do|am|can|should|could|would|will|must)\s+i\s+(.+)$/i;
const YES_NO_QUESTION = /^(do|am|can|should|could|would|will|must)\s+i\s+(.+)$/i;

function auxiliaryForYou(auxiliary: string): string {
  const lower = auxiliary.toLowerCase();
  if (lower === 'do') return '';
  if (lower === 'am') return 'are ';
  return `${lower} `;
}

/**
 * The member's own question turned around, when it has a simple shape:
 * "Why do I always push people away" -> "why you always push people away",
 * "Should I quit my job" -> "whether you should quit your job". Otherwise null.
 */
export function turnQuestion(text: string): string | null {
  const wh = WH_QUESTION.exec(text);
  if (wh) {
    const [, word = '', auxiliary = '', rest = ''] = wh;
    return `${word.toLowerCase()} you ${auxiliaryForYou(auxiliary)}${swapPronouns(rest)}`;
  }
  const yesNo = YES_NO_QUESTION.exec(text);
  if (yesNo) {
    const [, auxiliary = '', rest = ''] = yesNo;
    return `whether you ${auxiliaryForYou(auxiliary)}${swapPronouns(rest)}`;
  }
  return null;
}

/**
 * The clause as a sentence of the guide's own ("you feel invisible at your job"): pronouns turned
 * around, from its subject on. Null when it has none, or when it would stop mid-thought.
 */
export function statementOf(clauseText: string): string | null {
  const swapped = swapPronouns(clauseText);
  if (startsWithSubject(swapped)) return endsMidThought(swapped) ? null : lowerFirstWord(swapped);
  // "On the bright side I've started pottery classes" -> "you've started pottery classes".
  const tokens = clauseText.split(' ');
  const subjectAt = tokens.findIndex((token) => FIRST_PERSON_SUBJECTS.has(words(token)[0] ?? ''));
  if (subjectAt <= 0 || tokens.length - subjectAt < 3) return null;
  // "When I was little my dad ..." has no subject of its own: its first thought is not finished.
  if (SUBORDINATORS.has(words(tokens[0] ?? '')[0] ?? '')) return null;
  const fromSubject = swapPronouns(tokens.slice(subjectAt).join(' '));
  return endsMidThought(fromSubject) ? null : lowerFirstWord(fromSubject);
}

const SUBORDINATORS: ReadonlySet<string> = new Set(
  'when whenever if unless because since after before while although though as until once'.split(' '),
);

const FIRST_PERSON_SUBJECTS: ReadonlySet<string> = new Set(['i', "i'm", "i've", "i'd", "i'll", 'im', 'ive']);
