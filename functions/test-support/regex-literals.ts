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

export function regexLiteralsIn(source: string): RegexLiteral[] {
  const found: RegexLiteral[] = [];
  /** Open template literals: the brace depth at which each one's `${` was opened. */
  const templates: number[] = [];
  let braceDepth = 0;
  /** Whether the last token ends an expression, so that a slash after it divides. */
  let afterValue = false;
  let lastWord = '';
  let index = 0;
  const lineAt = (position: number) => source.slice(0, position).split('\n').length;

  const skipString = (quote: string): number => {
    let at = index + 1;
    while (at < source.length && source[at] !== quote) at += source[at] === '\\' ? 2 : 1;
    return at + 1;
  };

  /** Reads template text from `at` to the closing backtick or the next `${`; returns where it stopped. */
  const skipTemplateText = (at: number): { end: number; opensExpression: boolean } => {
    while (at < source.length) {
      if (source[at] === '\\') at += 2;
      else if (source[at] === '`') return { end: at + 1, opensExpression: false };
      else if (source[at] === '$' && source[at + 1] === '{') return { end: at + 2, opensExpression: true };
      else at += 1;
    }
    return { end: at, opensExpression: false };
  };

  /** The whole template starting at `at` (a backtick), nested templates included, as written. */
  const templateEnd = (at: number): number => {
    let depth = 0;
    let position = at + 1;
    let inText = true;
    while (position < source.length) {
      if (inText) {
        const { end, opensExpression } = skipTemplateText(position);
        position = end;
        if (!opensExpression) return position;
        inText = false;
        depth = 0;
      } else if (source[position] === '`') {
        position = templateEnd(position);
      } else if (source[position] === "'" || source[position] === '"') {
        const quote = source[position]!;
        position += 1;
        while (position < source.length && source[position] !== quote)
          position += source[position] === '\\' ? 2 : 1;
        position += 1;
      } else {
        if (source[position] === '{') depth += 1;
        if (source[position] === '}') {
          if (depth === 0) inText = true;
          else depth -= 1;
        }
        position += 1;
      }
    }
    return position;
  };

  const recordNewRegExp = (openParenthesis: number) => {
    let at = openParenthesis + 1;
    while (/\s/.test(source[at] ?? '')) at += 1;
    if (source.startsWith('String.raw', at)) at += 'String.raw'.length;
    const quote = source[at];
    if (quote !== "'" && quote !== '"' && quote !== '`') return;
    let end: number;
    if (quote === '`') end = templateEnd(at);
    else {
      end = at + 1;
      while (end < source.length && source[end] !== quote) end += source[end] === '\\' ? 2 : 1;
      end += 1;
    }
    const text = source.slice(at + 1, end - 1);
    found.push({ line: lineAt(at), length: text.length, kind: 'new RegExp', start: text.slice(0, 40) });
  };

  while (index < source.length) {
    const character = source[index]!;
    const next = source[index + 1];
    if (/\s/.test(character)) {
      index += 1;
    } else if (character === '/' && next === '/') {
      const end = source.indexOf('\n', index);
      index = end === -1 ? source.length : end;
    } else if (character === '/' && next === '*') {
      const end = source.indexOf('*/', index + 2);
      index = end === -1 ? source.length : end + 2;
    } else if (character === '/' && !afterValue) {
      let at = index + 1;
      let inClass = false;
      while (at < source.length && source[at] !== '\n') {
        if (source[at] === '\\') at += 1;
        else if (source[at] === '[') inClass = true;
        else if (source[at] === ']') inClass = false;
        else if (source[at] === '/' && !inClass) break;
        at += 1;
      }
      const body = source.slice(index + 1, at);
      found.push({
        line: lineAt(index),
        length: body.length,
        kind: 'regex literal',
        start: body.slice(0, 40),
      });
      at += 1;
      while (IDENTIFIER_CHARACTER.test(source[at] ?? '')) at += 1;
      index = at;
      afterValue = true;
    } else if (character === "'" || character === '"') {
      index = skipString(character);
      afterValue = true;
    } else if (character === '`') {
      const { end, opensExpression } = skipTemplateText(index + 1);
      index = end;
      if (opensExpression) {
        templates.push(braceDepth);
        afterValue = false;
      } else afterValue = true;
    } else if (character === '}' && templates.at(-1) === braceDepth) {
      templates.pop();
      const { end, opensExpression } = skipTemplateText(index + 1);
      index = end;
      if (opensExpression) {
        templates.push(braceDepth);
        afterValue = false;
      } else afterValue = true;
    } else if (IDENTIFIER_CHARACTER.test(character)) {
      let at = index;
      while (IDENTIFIER_CHARACTER.test(source[at] ?? '')) at += 1;
      lastWord = source.slice(index, at);
      if (lastWord === 'RegExp' && /\bnew\s+$/.test(source.slice(Math.max(0, index - 12), index))) {
        let open = at;
        while (/\s/.test(source[open] ?? '')) open += 1;
        if (source[open] === '(') recordNewRegExp(open);
      }
      afterValue = !KEYWORDS_BEFORE_EXPRESSION.has(lastWord);
      index = at;
    } else {
      if (character === '{') braceDepth += 1;
      if (character === '}') braceDepth -= 1;
      afterValue = character === ')' || character === ']';
      index += 1;
    }
  }
  return found;
}
