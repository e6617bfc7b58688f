import { parse, walk } from 'css-tree';
import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_OUTPUT, PAYLOADS } from './payloads';
import {
  CUSTOM_CSS_MAX_INPUT_CHARS,
  CUSTOM_CSS_MAX_OUTPUT_CHARS,
  PORTAL_ROOT_SELECTOR,
  sanitizeCustomCss,
} from './sanitize-custom-css';
import { canonicalName } from './sanitize-declaration';

/** The forbidden substrings `css` contains, compared case-insensitively. */
function forbiddenHits(css: string, extra: string[] = []): string[] {
  const lower = css.toLowerCase();
  return [...FORBIDDEN_IN_OUTPUT, ...extra].filter((needle) => lower.includes(needle.toLowerCase()));
}

const clean = (css: string): string => sanitizeCustomCss(css).css;
const codes = (css: string): string[] => sanitizeCustomCss(css).removed.map((r) => r.code);

describe('sanitizeCustomCss: legitimate styles', () => {
  it.each([
    [
      '.chat-bubble { border-radius: 12px; color: #333 }',
      '.mw-portal .chat-bubble{border-radius:12px;color:#333}',
    ],
    ['h1 { font-family: Georgia, serif; }', '.mw-portal h1{font-family:Georgia,serif}'],
    [
      '.btn:hover, .btn:focus-visible { background-color: rgb(0 0 0 / 50%) }',
      '.mw-portal .btn:hover,.mw-portal .btn:focus-visible{background-color:rgb(0 0 0/50%)}',
    ],
    ['nav > a + a { margin-left: 8px !important }', '.mw-portal nav>a+a{margin-left:8px!important}'],
    [
      '@media (max-width: 600px) { .card { padding: 0 } }',
      '@media (max-width:600px){.mw-portal .card{padding:0}}',
    ],
    [
      'li:nth-child(2n+1):not(.done)::before { color: red }',
      '.mw-portal li:nth-child(2n+1):not(.done)::before{color:red}',
    ],
    [
      '.box { position: sticky; display: flex; gap: 4px }',
      '.mw-portal .box{position:sticky;display:flex;gap:4px}',
    ],
  ])('keeps and scopes %s', (input, expected) => {
    const result = sanitizeCustomCss(input);
    expect(result.css).toBe(expected);
    expect(result.removed).toEqual([]);
  });

  it('maps html, body and :root onto the portal root itself', () => {
    expect(PORTAL_ROOT_SELECTOR).toBe('.mw-portal');
    expect(clean('body{background:#fff}')).toBe('.mw-portal{background:#fff}');
    expect(clean('html body.dark > p { color: red }')).toBe('.mw-portal.dark>p{color:red}');
    expect(clean(':root, html, body { color: red }')).toBe('.mw-portal{color:red}');
    expect(clean('* { box-sizing: border-box }')).toBe('.mw-portal *{box-sizing:border-box}');
  });

  it('refuses page-root names later in a selector and siblings of the root', () => {
    expect(clean('p body { color: red }')).toBe('');
    expect(clean('body + p { color: red }')).toBe('');
    expect(codes('body ~ p { color: red }')).toEqual(['selector']);
  });

  it('keeps the rest of a rule when one selector or declaration is refused', () => {
    const result = sanitizeCustomCss('a[href], .ok { color: red; position: fixed }');
    expect(result.css).toBe('.mw-portal .ok{color:red}');
    expect(result.removed.map((r) => r.code)).toEqual(['selector', 'position-fixed']);
  });

  it('returns nothing for empty input', () => {
    expect(sanitizeCustomCss('')).toEqual({ css: '', removed: [] });
    expect(sanitizeCustomCss('  \n ')).toEqual({ css: '', removed: [] });
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
    const long = sanitizeCustomCss(`p{font-family:"${'x '.repeat(200)}<"}`).removed[0]!;
    expect(long.excerpt.length).toBeLessThanOrEqual(80);
    expect(long.excerpt).not.toMatch(/\s\s/);
  });

  it('deduplicates by code and excerpt and caps the list at 50', () => {
    expect(sanitizeCustomCss('p{z-index:1} a{z-index:1}').removed).toHaveLength(1);
    const many = Array.from({ length: 120 }, (_, i) => `p{z-index:${i}}`).join('');
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
    expect(codes('p{background:\\75rl(x)}')).toEqual(['url']);
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
    expect(clean(result.css)).toBe(result.css);
  });
});

describe('sanitizeCustomCss: size limits', () => {
  it('refuses input over the maximum with a size removal', () => {
    expect(CUSTOM_CSS_MAX_INPUT_CHARS).toBe(20_000);
    const result = sanitizeCustomCss(`p{color:red}${' '.repeat(CUSTOM_CSS_MAX_INPUT_CHARS)}`);
    expect(result.css).toBe('');
    expect(result.removed.map((r) => r.code)).toEqual(['size']);
  });

  it('caps the output of a just-under-max input, dropping the trailing rules', () => {
    const rules: string[] = [];
    for (let i = 0; rules.join('\n').length < CUSTOM_CSS_MAX_INPUT_CHARS - 40; i++) {
      rules.push(`.item-${i} { color: #123456; margin: ${i}px }`);
    }
    const input = rules.join('\n');
    expect(input.length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_INPUT_CHARS);
    const result = sanitizeCustomCss(input);
    expect(result.css.length).toBeLessThanOrEqual(CUSTOM_CSS_MAX_OUTPUT_CHARS);
    expect(result.css.length).toBeGreaterThan(CUSTOM_CSS_MAX_OUTPUT_CHARS - 100);
    expect(result.css.startsWith('.mw-portal .item-0{color:#123456;margin:0px}')).toBe(true);
    const size = result.removed.filter((r) => r.code === 'size');
    expect(size).toHaveLength(1);
    expect(size[0]!.reason).toMatch(/limited to 10,000 characters/);
    expect(clean(result.css)).toBe(result.css);
  });
});
