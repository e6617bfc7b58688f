import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { regexLiteralsIn } from '#functions/test-support/regex-literals.ts';

/**
 * No regular expression written out in the safety code is longer than a reviewer can read at a
 * glance: every regex literal, and every `new RegExp(...)` of a string literal, in every .ts file
 * under functions/core/safety, is at most this long. Long alternations are built from word lists
 * and named fragments (rules/fragments.ts, rules/pattern-rule.ts), reviewed once where they are defined.
 */
const MAX_REGEX_LITERAL_CHARACTERS = 200;

const safetyDirectory = fileURLToPath(new URL('.', import.meta.url));

function typeScriptFilesUnder(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return typeScriptFilesUnder(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

describe('regular expressions written in the safety code', () => {
  it(`are each at most ${MAX_REGEX_LITERAL_CHARACTERS} characters long`, () => {
    const tooLong = typeScriptFilesUnder(safetyDirectory).flatMap((file) =>
      regexLiteralsIn(readFileSync(file, 'utf8'))
        .filter((literal) => literal.length > MAX_REGEX_LITERAL_CHARACTERS)
        .map(
          (literal) =>
            `${relative(safetyDirectory, file)}:${literal.line}: ${literal.kind} of ${literal.length} characters (${literal.start}…)`,
        ),
    );
    expect(tooLong).toEqual([]);
  });

  it('are found by the scan: literals, new RegExp of a string, not divisions, comments or strings', () => {
    // Built here rather than written, so that this file holds no long literal of its own.
    const long = 'a|'.repeat(150);
    const source = [
      'const half = total / 2 / count;',
      `// a comment with /${long}/ in it`,
      `const text = '/${long}/';`,
      `const template = \`\${half / 2} /${long}/\`;`,
      `const literal = /${long}/g;`,
      `const built = new RegExp('${long}', 'g');`,
      `const raw = new RegExp(String.raw\`\\b${long}\`);`,
      `if (/x/.test(text)) return text.split(/,/);`,
    ].join('\n');
    const found = regexLiteralsIn(source).map(({ line, kind, length }) => ({ line, kind, length }));
    expect(found).toEqual([
      { line: 5, kind: 'regex literal', length: long.length },
      { line: 6, kind: 'new RegExp', length: long.length },
      { line: 7, kind: 'new RegExp', length: long.length + 2 },
      { line: 8, kind: 'regex literal', length: 1 },
      { line: 8, kind: 'regex literal', length: 1 },
    ]);
  });
});
