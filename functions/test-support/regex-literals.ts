/**
 * The regular expressions written out in a TypeScript source: every regex literal (`/.../flags`)
 * and every `new RegExp(...)` whose first argument is a string or template literal, with the line
 * each starts on and its length as written (between the slashes or the quotes; a template's
 * `${NAME}` counts as written). Patterns built at run time from word lists and named fragments are
 * not literals and are not listed. A small lexer, enough for our own code: it skips comments,
 * strings and template text, and tells a regex from a division by the token before the slash.
 */
export interface RegexLiteral {
  line: number;
  length: number;
  kind: 'regex literal' | 'new RegExp';
  /** The first characters as written, to name the literal in a failure. */
  start: string;
}

/** Words after which a slash starts a regex (`return /x/`), not a division (`count / 2`). */
const KEYWORDS_BEFORE_EXPRESSION = new Set([
  'return',
  'typeof',
  'instanceof',
  'in',
  'of',
  'new',
  'delete',
  'void',
  'throw',
  'case',
  'do',
  'else',
  'yield',
  'await',
]);

const IDENTIFIER_CHARACTER = /[\w$]/;
const WHITE_SPACE = /\s/;

export function regexLiteralsIn(source: string): RegexLiteral[] {
  return new RegexLiteralScanner(source).scan();
}

/** Just past the closing quote of the string whose opening quote stands at `at`. */
function quotedStringEnd(source: string, at: number): number {
  const quote = source[at];
  let end = at + 1;
  while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
  return end + 1;
}

/** Reads template text from `at` to the closing backtick or the next `${`; says where it stopped. */
function templateTextEnd(source: string, at: number): { end: number; opensExpression: boolean } {
  let position = at;
  while (position < source.length) {
    if (source[position] === '\\') position += 2;
    else if (source[position] === '`') return { end: position + 1, opensExpression: false };
    else if (source.startsWith('${', position)) return { end: position + 2, opensExpression: true };
    else position += 1;
  }
  return { end: position, opensExpression: false };
}

/** Just past the `}` that closes the template expression whose code starts at `at`. */
function templateExpressionEnd(source: string, at: number): number {
  let depth = 0;
  let position = at;
  while (position < source.length) {
    const character = source[position];
    if (character === '`') position = templateEnd(source, position);
    else if (character === "'" || character === '"') position = quotedStringEnd(source, position);
    else if (character === '}' && depth === 0) return position + 1;
    else {
      if (character === '{') depth += 1;
      if (character === '}') depth -= 1;
      position += 1;
    }
  }
  return position;
}

/** Just past the whole template whose backtick stands at `at`, nested templates included. */
function templateEnd(source: string, at: number): number {
  let text = templateTextEnd(source, at + 1);
  while (text.opensExpression) text = templateTextEnd(source, templateExpressionEnd(source, text.end));
  return text.end;
}

/** Where the body of the regex literal starting at `at` (just after its slash) ends. */
function regexBodyEnd(source: string, at: number): number {
  let position = at;
  let inClass = false;
  while (position < source.length && source[position] !== '\n') {
    const character = source[position];
    if (character === '\\') position += 1;
    else if (character === '[') inClass = true;
    else if (character === ']') inClass = false;
    else if (character === '/' && !inClass) return position;
    position += 1;
  }
  return position;
}

function skipWhile(source: string, at: number, pattern: RegExp): number {
  let position = at;
  while (pattern.test(source[position] ?? '')) position += 1;
  return position;
}

/** Walks a source token by token, remembering just enough to tell a regex from a division. */
class RegexLiteralScanner {
  private readonly found: RegexLiteral[] = [];
  /** Open template literals: the brace depth at which each one's `${` was opened. */
  private readonly templates: number[] = [];
  private braceDepth = 0;
  /** Whether the last token ends an expression, so that a slash after it divides. */
  private afterValue = false;
  private index = 0;

  constructor(private readonly source: string) {}

  scan(): RegexLiteral[] {
    while (this.index < this.source.length) this.readToken();
    return this.found;
  }

  private readToken(): void {
    const character = this.source[this.index]!;
    if (WHITE_SPACE.test(character)) this.index += 1;
    else if (character === '/') this.readSlash();
    else if (character === "'" || character === '"') this.readString();
    else if (character === '`') this.readTemplateText();
    else if (character === '}' && this.templates.at(-1) === this.braceDepth) {
      this.templates.pop();
      this.readTemplateText();
    } else if (IDENTIFIER_CHARACTER.test(character)) this.readWord();
    else this.readPunctuation(character);
  }

  private readSlash(): void {
    const next = this.source[this.index + 1];
    if (next === '/') this.skipTo('\n', 0);
    else if (next === '*') this.skipTo('*/', 2);
    else if (!this.afterValue) this.readRegexLiteral();
    else this.readPunctuation('/');
  }

  /** Skips a comment: to its `terminator` and `length` characters further, or to the end. */
  private skipTo(terminator: string, length: number): void {
    const end = this.source.indexOf(terminator, this.index + length);
    this.index = end === -1 ? this.source.length : end + length;
  }

  private readRegexLiteral(): void {
    const closingSlash = regexBodyEnd(this.source, this.index + 1);
    this.record(this.index, this.source.slice(this.index + 1, closingSlash), 'regex literal');
    this.index = skipWhile(this.source, closingSlash + 1, IDENTIFIER_CHARACTER);
    this.afterValue = true;
  }

  private readString(): void {
    this.index = quotedStringEnd(this.source, this.index);
    this.afterValue = true;
  }

  /** Template text after a backtick or after the `}` that closes a `${`. */
  private readTemplateText(): void {
    const { end, opensExpression } = templateTextEnd(this.source, this.index + 1);
    this.index = end;
    if (opensExpression) this.templates.push(this.braceDepth);
    this.afterValue = !opensExpression;
  }

  private readWord(): void {
    const end = skipWhile(this.source, this.index, IDENTIFIER_CHARACTER);
    const word = this.source.slice(this.index, end);
    if (word === 'RegExp' && this.followsNew()) this.readNewRegExpArgument(end);
    this.afterValue = !KEYWORDS_BEFORE_EXPRESSION.has(word);
    this.index = end;
  }

  private followsNew(): boolean {
    return /\bnew\s+$/.test(this.source.slice(Math.max(0, this.index - 12), this.index));
  }

  /** Records `new RegExp(...)`'s first argument when it is a string or template literal. */
  private readNewRegExpArgument(afterName: number): void {
    const open = skipWhile(this.source, afterName, WHITE_SPACE);
    if (this.source[open] !== '(') return;
    let at = skipWhile(this.source, open + 1, WHITE_SPACE);
    if (this.source.startsWith('String.raw', at)) at += 'String.raw'.length;
    const quote = this.source[at];
    if (quote !== "'" && quote !== '"' && quote !== '`') return;
    const end = quote === '`' ? templateEnd(this.source, at) : quotedStringEnd(this.source, at);
    this.record(at, this.source.slice(at + 1, end - 1), 'new RegExp');
  }

  private readPunctuation(character: string): void {
    if (character === '{') this.braceDepth += 1;
    if (character === '}') this.braceDepth -= 1;
    this.afterValue = character === ')' || character === ']';
    this.index += 1;
  }

  private record(position: number, text: string, kind: RegexLiteral['kind']): void {
    const line = this.source.slice(0, position).split('\n').length;
    this.found.push({ line, length: text.length, kind, start: text.slice(0, 40) });
  }
}
