/**
 * Reflective listening, mechanically: find the most telling clause of a message, turn its pronouns
 * around ("I feel invisible at my job" -> "you feel invisible at your job") and notice feeling words.
 */
import { asksWhetherHuman } from '#functions/core/safety/ai-identity.ts';
import {
  FIRST_TO_SECOND,
  FORBIDDEN_IN_REPLY,
  feelingMatchers,
  HEALTH_ADVICE_PATTERN,
  LEADING_FILLERS,
  NEGATION_BREAKERS,
  NEGATIONS,
  SECOND_TO_FIRST,
  SUBJECT_STARTERS,
  VERB_AFTER_SUBJECT,
} from './offline-lexicon';
import { keywordPositions, messageStems, stripControlChars, words } from './text';
import { detectThemes } from './theme-lexicon';

/** Longest reflected clause, in words. */
const MAX_CLAUSE_WORDS = 22;
/** Longer clauses are split again at 'and I ...'. */
const LONG_CLAUSE_WORDS = 16;

export interface SelectedClause {
  /** The member's words, fillers trimmed, no end punctuation. */
  text: string;
  /** True when the member asked it as a question. */
  isQuestion: boolean;
  /** True when it was shortened. */
  shortened: boolean;
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

function splitClauses(message: string): Array<{ text: string; isQuestion: boolean; afterContrast: boolean }> {
  const clauses: Array<{ text: string; isQuestion: boolean; afterContrast: boolean }> = [];
  for (const sentence of message.split(/(?<=[.!?…])\s+/)) {
    const isQuestion = /\?\s*$/.test(sentence);
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
          afterContrast: index > 0 && /^(but|although|though|yet)\s/i.test(text),
        });
    });
  }
  return clauses;
}

function trimClause(text: string): { text: string; shortened: boolean } {
  let tokens = text
    .replace(/[.!?…,;:"]+$/g, '')
    .replace(/^["'(]+|["')]+$/g, '')
    .split(/\s+/)
    .filter(Boolean);
  while (tokens.length > 1 && LEADING_FILLERS.has(words(tokens[0] ?? '')[0] ?? '')) tokens = tokens.slice(1);
  if (tokens[0]?.toLowerCase() === 'you' && tokens[1]?.toLowerCase().startsWith('know'))
    tokens = tokens.slice(2);
  let shortened = false;
  if (tokens.length > MAX_CLAUSE_WORDS) {
    const head = tokens.slice(0, MAX_CLAUSE_WORDS);
    const lastComma = head.findLastIndex((token) => token.endsWith(','));
    tokens = lastComma >= 5 ? head.slice(0, lastComma + 1) : head;
    shortened = true;
  }
  const joined = tokens.join(' ').replace(/[,;:\-–—]+$/, '');
  return { text: joined.replace(/\?+/g, ''), shortened };
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
  const clauses = splitClauses(normaliseMessage(message));
  let best: { clause: SelectedClause; score: number } | null = null;
  clauses.forEach((clause, index) => {
    const { text, shortened } = trimClause(clause.text);
    const clauseWords = words(text);
    if (clauseWords.length === 0 || !isReflectable(text)) return;
    let score = 0;
    score += detectFeelings(text).length * 2;
    score += detectThemes(text).length * 2;
    if (clauseWords.some((word) => word in FIRST_TO_SECOND)) score += 2;
    if (clause.afterContrast) score += 1;
    if (clauseWords.length >= 3 && clauseWords.length <= MAX_CLAUSE_WORDS) score += 1;
    if (clauseWords.length >= 6) score += 1; // more of the member's own story to reflect
    if (clauseWords.length < 3) score -= 2;
    if (clause.isQuestion) score -= 1;
    score += index * 0.01; // later clauses win ties: the point often comes last
    if (!best || score > best.score)
      best = { clause: { text, isQuestion: clause.isQuestion, shortened }, score };
  });
  return (best as { clause: SelectedClause } | null)?.clause ?? null;
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
      const lower = word.toLowerCase();
      const previous = wordsOnly[index - 2] ?? '';
      const next = wordsOnly[index + 2] ?? '';
      let replacement: string | undefined = FIRST_TO_SECOND[lower] ?? SECOND_TO_FIRST[lower];
      if (lower === 'you') replacement = index === 0 || VERB_AFTER_SUBJECT.has(next) ? 'I' : 'me';
      if (lower === 'was' && previous === 'i') replacement = 'were';
      if (lower === "wasn't" && previous === 'i') replacement = "weren't";
      if (lower === 'are' && previous === 'you') replacement = 'am';
      if (lower === 'were' && previous === 'you') replacement = 'was';
      if (replacement === undefined) return token;
      return `${before}${replacement}${after}`;
    })
    .join('');
}

/** Feeling nouns in order of appearance, without negated ones ("not angry"). */
export function detectFeelings(text: string): string[] {
  const found = new Map<string, number>();
  let offset = 0;
  // A negation reaches only to the end of its clause: "not angry, just disappointed".
  for (const segment of text.split(/[,.;:!?…]+/)) {
    const stemsOfSegment = messageStems(segment);
    for (const { noun, matcher } of feelingMatchers) {
      if (found.has(noun)) continue;
      const position = keywordPositions(stemsOfSegment, matcher).find(
        (index) => !isNegated(stemsOfSegment, index),
      );
      if (position !== undefined) found.set(noun, offset + position);
    }
    offset += stemsOfSegment.length;
  }
  return [...found].sort((a, b) => a[1] - b[1]).map(([noun]) => noun);
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
