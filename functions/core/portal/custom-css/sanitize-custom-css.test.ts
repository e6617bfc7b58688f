import { readFileSync } from 'node:fs';
import { parse, walk } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_OUTPUT, PAYLOADS } from './payloads';
import {
  CUSTOM_CSS_MAX_INPUT_CHARS,
  CUSTOM_CSS_MAX_OUTPUT_CHARS,
  PORTAL_ROOT_SELECTOR,
  sanitizeCustomCss,
} from './sanitize-custom-css';
import { canonicalName } from './theme-declaration';
import { onlyThemeRules } from './theme-output-check';

/** The forbidden substrings `css` contains, compared case-insensitively. */
function forbiddenHits(css: string, extra: string[] = []): string[] {
  const lower = css.toLowerCase();
  return [...FORBIDDEN_IN_OUTPUT, ...extra].filter((needle) => lower.includes(needle.toLowerCase()));
}

const clean = (css: string): string => sanitizeCustomCss(css).css;
const codes = (css: string): string[] => sanitizeCustomCss(css).removed.map((r) => r.code);

describe('sanitizeCustomCss: a theme', () => {
  it.each([
    [
      '.mw-header { background: #0f766e; color: #ffffff; border-bottom: 2px solid #134e4a }',
      '.mw-portal .mw-header{background:#0f766e;color:#ffffff;border-bottom:2px solid #134e4a}',
    ],
    [
      '.mw-bubble-assistant, .mw-bubble-client { border-radius: 16px; box-shadow: 0 2px 6px rgba(0,0,0,.12) }',
      '.mw-portal .mw-bubble-assistant,.mw-portal .mw-bubble-client{border-radius:16px;box-shadow:0 2px 6px rgba(0,0,0,.12)}',
    ],
    [
      ".mw-welcome { font-family: Georgia, 'Times New Roman', serif; letter-spacing: 0.02em; font-weight: 600 }",
      '.mw-portal .mw-welcome{font-family:Georgia,"Times New Roman",serif;letter-spacing:0.02em;font-weight:600}',
    ],
    [
      '.mw-bubble-client:hover { box-shadow: 0 4px 12px rgba(0,0,0,0.2) !important }',
      '.mw-portal .mw-bubble-client:hover{box-shadow:0 4px 12px rgba(0,0,0,0.2)!important}',
    ],
    [
      '.mw-side-panel { background: linear-gradient(180deg, #111827, #1f2937 80%); color: white }',
      '.mw-portal .mw-side-panel{background:linear-gradient(180deg,#111827,#1f2937 80%);color:white}',
    ],
    ['.mw-portal .mw-chat { border: 1px solid teal }', '.mw-portal .mw-chat{border:1px solid teal}'],
  ])('keeps and scopes %s', (input, expected) => {
    const result = sanitizeCustomCss(input);
    expect(result.removed).toEqual([]);
    expect(result.css).toBe(expected);
    expect(clean(result.css)).toBe(result.css);
  });

  it('scopes every kept selector under the portal root', () => {
    expect(PORTAL_ROOT_SELECTOR).toBe('.mw-portal');
    expect(clean('.mw-page{border-top:4px solid #0f766e}')).toBe(
      '.mw-portal .mw-page{border-top:4px solid #0f766e}',
    );
  });

  it('keeps the rest of a rule when one selector or declaration is removed', () => {
    const result = sanitizeCustomCss('li, .mw-chat { border-radius: 8px; display: none }');
    expect(result.css).toBe('.mw-portal .mw-chat{border-radius:8px}');
    expect(result.removed.map((r) => r.reason)).toEqual([
      expect.stringMatching(
        /^Removed `li`: a theme styles only the portal's documented parts \(\.mw-page, .*\)\.$/,
      ),
      'Removed `display: none`: it can hide part of the portal.',
    ]);
  });

  it('returns nothing for empty input', () => {
    expect(sanitizeCustomCss('')).toEqual({ css: '', removed: [] });
    expect(sanitizeCustomCss('  \n ')).toEqual({ css: '', removed: [] });
  });
});

describe('sanitizeCustomCss: readable text (4.5:1)', () => {
  it('keeps a pair the theme gives that reads well, in light and dark mode alike', () => {
    expect(clean('.mw-chat{background:#000;color:#fff}')).toBe(
      '.mw-portal .mw-chat{background:#000;color:#fff}',
    );
  });

  it('removes a pair that does not, with the ratio, and keeps the rule’s other declarations', () => {
    const result = sanitizeCustomCss('.mw-chat { background: #ff0000; color: #ee0000; border-radius: 12px }');
    expect(result.css).toBe('.mw-portal .mw-chat{border-radius:12px}');
    expect(result.removed.map((r) => r.code)).toEqual(['contrast', 'contrast']);
    expect(result.removed[0]!.reason).toMatch(
      /text on \.mw-chat would be hard to read: #ee0000 on #ff0000 is 1\.\d:1/,
    );
    // Both sides came from the theme: no advice to set both.
    expect(result.removed[0]!.reason).not.toMatch(/set both/);
  });

  it('checks one side against the portal’s own colour in light and in dark mode', () => {
    // Grey text reads on the white panel (light) but not on the dark one.
    expect(sanitizeCustomCss('.mw-side-panel{color:#555555}').removed[0]!.reason).toMatch(
      /in dark mode, and at least 4\.5:1 is needed \(set both color and background in one rule/,
    );
    // Too light on the assistant's grey bubble even in light mode.
    expect(sanitizeCustomCss('.mw-bubble-assistant{color:#777}').removed[0]!.reason).toMatch(
      /#777777 on #f4eee5 is 3\.9:1 in light mode/,
    );
  });

  it('reads the practice’s brand colour for the client’s bubbles', () => {
    const teal = { brandingColor: '#0f766e', secondaryColor: '#134e4a' };
    expect(sanitizeCustomCss('.mw-bubble-client{color:#0f766e}', teal).css).toBe('');
    expect(sanitizeCustomCss('.mw-bubble-client{color:#ffffff}', teal).css).toBe(
      '.mw-portal .mw-bubble-client{color:#ffffff}',
    );
    const pale = { brandingColor: '#fde68a', secondaryColor: '#fef3c7' };
    expect(sanitizeCustomCss('.mw-bubble-client{color:#ffffff}', pale).css).toBe('');
  });

  it('checks a transparent hook against the hook it sits in, and a hover against its base', () => {
    expect(clean('.mw-chat{background:#111;color:#fff} .mw-header{color:#eee}')).toBe(
      '.mw-portal .mw-chat{background:#111;color:#fff}.mw-portal .mw-header{color:#eee}',
    );
    expect(clean('.mw-chat{background:#111;color:#fff} .mw-header{color:#222}')).toBe(
      '.mw-portal .mw-chat{background:#111;color:#fff}',
    );
    expect(clean('.mw-side-panel{background:#111;color:#fff} .mw-side-panel:hover{background:#fff}')).toBe(
      '.mw-portal .mw-side-panel{background:#111;color:#fff}',
    );
  });

  it('checks every colour of a gradient', () => {
    expect(clean('.mw-chat{background:linear-gradient(#000,#fff);color:#fff}')).toBe('');
  });
});

describe('sanitizeCustomCss: removals', () => {
  it('explains each removal in one sentence with a short excerpt', () => {
    const [removal] = sanitizeCustomCss('@import url(evil.css);').removed;
    expect(removal).toEqual({
      code: 'at-rule',
      reason: 'Removed `@import`: custom styles cannot load other files.',
      excerpt: '@import url(evil.css);',
    });
    const long = sanitizeCustomCss(`.mw-chat{font-family:"${'x '.repeat(200)}<"}`).removed[0]!;
    expect(long.excerpt.length).toBeLessThanOrEqual(80);
    expect(long.excerpt).not.toMatch(/\s\s/);
  });

  it('removes @media, whose colours could not be checked once', () => {
    const result = sanitizeCustomCss('@media (max-width: 600px) { .mw-chat { border-radius: 0 } }');
    expect(result.css).toBe('');
    expect(result.removed[0]!.reason).toMatch(/^Removed `@media`: a theme applies at every screen size/);
  });

  it('deduplicates by code and excerpt and caps the list at 50', () => {
    expect(sanitizeCustomCss('.mw-chat{z-index:1} .mw-page{z-index:1}').removed).toHaveLength(1);
    const many = Array.from({ length: 120 }, (_, i) => `.mw-chat{z-index:${i}}`).join('');
    expect(sanitizeCustomCss(many).removed).toHaveLength(50);
  });

  it('decodes escapes itself: css-tree keeps `\\75rl(` as a raw function name', () => {
    let rawName = '';
    walk(parse('p{background:\\75rl(x)}'), (node) => {
      if (node.type === 'Function') rawName = node.name;
    });
    expect(rawName).toBe('\\75rl');
    expect(canonicalName(rawName)).toBe('url');
    expect(canonicalName('-webkit-image-set')).toBe('image-set');
    expect(codes('.mw-chat{background:\\75rl(x)}')).toEqual(['url']);
  });
});

describe('sanitizeCustomCss: payload corpus', () => {
  it('has payloads that would fail the checks unsanitised', () => {
    for (const payload of PAYLOADS) {
      expect(forbiddenHits(payload.css, payload.mustNotContain), payload.name).not.toEqual([]);
    }
  });

  it.each(PAYLOADS)('neutralises $name', (payload) => {
    const result = sanitizeCustomCss(payload.css);
    expect(forbiddenHits(result.css, payload.mustNotContain)).toEqual([]);
    for (const code of payload.codes) expect(result.removed.map((r) => r.code)).toContain(code);
    for (const removal of result.removed) {
      expect(removal.reason).toMatch(/^Removed .*\.$/);
      expect(removal.excerpt.length).toBeLessThanOrEqual(80);
    }
    expect(onlyThemeRules(result.css)).toEqual([]);
    expect(clean(result.css)).toBe(result.css);
  });

  it('leaves only theme rules from every hostile payload the browser suite saves, removing the hostile parts', () => {
    const url = new URL('../../../../web/e2e/hostile-css/own-payloads.json', import.meta.url);
    const hostile = JSON.parse(readFileSync(url, 'utf8')) as { name: string; css: string }[];
    expect(hostile.length).toBeGreaterThanOrEqual(60);
    let untouched = 0;
    for (const payload of hostile) {
      const result = sanitizeCustomCss(payload.css, { brandingColor: '#0f766e', secondaryColor: '#134e4a' });
      expect(onlyThemeRules(result.css), payload.name).toEqual([]);
      if (result.removed.length === 0) untouched++;
    }
    // The two readable dark themes in the set are kept whole; nothing else is.
    expect(untouched).toBe(2);
  });
});

describe('sanitizeCustomCss: size limits', () => {
  it('refuses input over the maximum with a size removal', () => {
    expect(CUSTOM_CSS_MAX_INPUT_CHARS).toBe(20_000);
    const result = sanitizeCustomCss(`.mw-chat{color:red}${' '.repeat(CUSTOM_CSS_MAX_INPUT_CHARS)}`);
    expect(result.css).toBe('');
    expect(result.removed.map((r) => r.code)).toEqual(['size']);
  });

  it('caps the output of a just-under-max input, dropping the trailing rules', () => {
    const rules: string[] = [];
    for (let i = 0; rules.join('\n').length < CUSTOM_CSS_MAX_INPUT_CHARS - 60; i++) {
      rules.push(`.mw-chat { border-radius: ${i % 32}px; border: 1px solid #123456 }`);
    }
    const input = rules.join('\n');
    expect(input.length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_INPUT_CHARS);
    const result = sanitizeCustomCss(input);
    expect(result.css.length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_OUTPUT_CHARS);
    expect(result.css.length).toBeGreaterThan(CUSTOM_CSS_MAX_OUTPUT_CHARS - 100);
    expect(result.css.startsWith('.mw-portal .mw-chat{border-radius:0px;border:1px solid #123456}')).toBe(
      true,
    );
    const size = result.removed.filter((r) => r.code === 'size');
    expect(size).toHaveLength(1);
    expect(size[0]!.reason).toMatch(/limited to 10,000 characters/);
    expect(clean(result.css)).toBe(result.css);
  });
});
