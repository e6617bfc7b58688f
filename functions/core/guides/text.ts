/** Small text helpers shared by the guides: cleaning untrusted text, hashing, word stems. */

// C0 controls except tab, newline and carriage return; DEL; C1 controls; bidi overrides and isolates.
const CONTROL_CHARS = /(?![\t\n\r])\p{Cc}|[\u202A-\u202E\u2066-\u2069]/gu;

/** Removes control and bidi-override characters; keeps tabs and line breaks. */
export function stripControlChars(text: string): string {
  return text.replace(CONTROL_CHARS, '');
}

/** One line, single spaces, no control characters. */
export function toSingleLine(text: string): string {
  return stripControlChars(text).replace(/\s+/g, ' ').trim();
}

/** Cuts `text` to at most `maxChars`, at a word boundary when one is near, ending with '…'. */
export function truncateChars(text: string, maxChars: number): string {
  if (text.length <= maxChars) return text;
  if (maxChars <= 1) return text.slice(0, Math.max(0, maxChars));
  const cut = text.slice(0, maxChars - 1);
  const lastSpace = cut.lastIndexOf(' ');
  const base = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : cut;
  return `${base.replace(/[\s,;:.-]+$/, '')}…`;
}

/**
 * The text's sentences, every character kept: a sentence ends at ".", "!", "?" or "…" followed by
 * white space, so "findahelpline.com", "3.5" and "e.g." stay inside theirs. Joined, they give the
 * text back.
 */
export function splitSentences(text: string): string[] {
  return text.split(/(?<=[.!?…]["')\]]?\s+)(?=\S)/u).filter((sentence) => sentence.length > 0);
}

/** FNV-1a, 32 bit: a stable, fast hash so the offline guide's choices are repeatable. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Lower-case words (letters, digits, inner apostrophes). Curly apostrophes become straight ones. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/’/g, "'")
      .match(/[\p{L}\p{N}]+(?:'[\p{L}]+)*/gu) ?? []
  );
}

const IRREGULAR_STEMS: Record<string, string> = {
  slept: 'sleep',
  felt: 'feel',
  lost: 'lose',
  died: 'die',
  dying: 'die',
  children: 'child',
  men: 'man',
  women: 'woman',
  people: 'person',
  kids: 'kid',
  wives: 'wife',
  lives: 'life',
  thought: 'think',
  fought: 'fight',
  left: 'leave',
};

/**
 * A deliberately simple suffix stripper. It only has to map a word and its common inflections to the
 * same key (worried/worries/worrying -> worry); both lexicon keywords and message words go through it.
 */
export function stem(word: string): string {
  let value = word.toLowerCase().replace(/’/g, "'").replace(/'s$/, '');
  const irregular = IRREGULAR_STEMS[value];
  if (irregular) return irregular;
  if (value.length <= 3) return value;
  if (value.endsWith('ies') || value.endsWith('ied')) return `${value.slice(0, -3)}y`;
  for (const suffix of ['ingly', 'edly', 'ness', 'ing', 'ed']) {
    if (value.endsWith(suffix) && value.length - suffix.length >= 3) {
      value = value.slice(0, -suffix.length);
      // working -> work, stopped -> stop
      if (/([b-df-hj-np-tv-z])\1$/.test(value) && !/(ll|ss|ff|zz)$/.test(value)) value = value.slice(0, -1);
      return value;
    }
  }
  if (/(sses|shes|ches|xes)$/.test(value)) return value.slice(0, -2);
  if (value.endsWith('s') && !/(ss|us|is)$/.test(value)) return value.slice(0, -1);
  return value;
}

/** The stems of every word, in order. */
export function stems(text: string): string[] {
  return words(text).map(stem);
}

/** Keywords compiled to stems: single words, and phrases as stem sequences. */
export interface KeywordMatcher {
  singles: ReadonlySet<string>;
  phrases: readonly (readonly string[])[];
}

export function compileKeywords(keywords: readonly string[]): KeywordMatcher {
  const singles = new Set<string>();
  const phrases: string[][] = [];
  for (const keyword of keywords) {
    const keywordStems = words(keyword.replace(/-/g, ' ')).map(stem);
    if (keywordStems.length === 1 && keywordStems[0]) singles.add(keywordStems[0]);
    else if (keywordStems.length > 1) phrases.push(keywordStems);
  }
  return { singles, phrases };
}

/** Positions in `messageStems` where one of the keywords starts. */
export function keywordPositions(messageStems: readonly string[], matcher: KeywordMatcher): number[] {
  const positions: number[] = [];
  for (let index = 0; index < messageStems.length; index++) {
    const current = messageStems[index]!;
    const matches =
      matcher.singles.has(current) ||
      matcher.phrases.some((phrase) => phrase.every((part, offset) => messageStems[index + offset] === part));
    if (matches) positions.push(index);
  }
  return positions;
}

/** The message's stems, with hyphenated words split, ready for `keywordPositions`. */
export function messageStems(text: string): string[] {
  return stems(text.replace(/-/g, ' '));
}
