import { describe, expect, it } from 'vitest';
import { FORBIDDEN_IN_OUTPUT } from './payloads';
import { sanitizeCustomCss } from './sanitize-custom-css';
import { onlyThemeRules } from './theme-output-check';

/** Building blocks: ordinary CSS plus the pieces of known attacks, grouped by where they usually go. */
const SELECTORS = [
  '.mw-chat',
  '.mw-header:hover',
  '.mw-portal .mw-side-panel',
  '.mw-bubble-client',
  '.mw-welcome',
  '.mw-composer',
  'p',
  'body',
  'html',
  ':root',
  '.x',
  '#y',
  '*',
  'a:hover',
  'a[href]',
  'li::before',
  ':has(a)',
  'a b',
];
const PROPERTIES = [
  'border-radius',
  'box-shadow',
  'letter-spacing',
  'border',
  'color',
  'background',
  'position',
  'content',
  'margin',
  '--x',
  '\\62 ackground',
  'behavior',
  'font-family',
];
const VALUES = [
  '8px',
  '0 2px 4px #000',
  '0.02em',
  '1px solid #ccc',
  'red',
  '#fff',
  '12px',
  '50%',
  'fixed',
  'relative',
  'url(x)',
  'URL(x)',
  'u\\rl(x)',
  '\\75rl(x)',
  'image-set("a" 1x)',
  'expression(alert(1))',
  'var(--x)',
  'attr(x)',
  '"javascript:x"',
  '"</style>"',
  'calc(1px + 2px)',
  'rgb(0,0,0)',
  '!important',
];
const NOISE = [
  ' ',
  '\n',
  ',',
  '>',
  '~',
  '{',
  '}',
  ';',
  ':',
  '(',
  ')',
  '[',
  ']',
  '"',
  '/*',
  '*/',
  '\\',
  '<',
  '</style>',
  '<!--',
  '-->',
  '@import "x";',
  '@media screen',
  '@font-face',
  'url(',
  'image-set(',
  'javascript:',
  '@media print{',
];

/** Deterministic PRNG (mulberry32), so a failure reproduces. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Rule-shaped strings with random parts, random values and random noise spliced in. */
function randomCss(random: () => number, noise = 0.25): string {
  const pick = (list: string[]): string => list[Math.floor(random() * list.length)]!;
  const noisy = (text: string): string => (random() < noise ? `${text}${pick(NOISE)}` : text);
  const rules = Array.from({ length: 1 + Math.floor(random() * 4) }, () => {
    const declarations = Array.from({ length: 1 + Math.floor(random() * 3) }, () =>
      noisy(`${pick(PROPERTIES)}:${pick(VALUES)}`),
    ).join(';');
    const rule = `${noisy(pick(SELECTORS))}{${declarations}}`;
    return random() < 0.2 ? `@media screen{${rule}}` : rule;
  });
  return rules.map(noisy).join(random() < 0.5 ? '\n' : '');
}

describe('sanitizeCustomCss: random rule soup', () => {
  const random = seeded(20_240_611);
  const inputs = Array.from({ length: 300 }, () => randomCss(random));

  it('never throws, keeps only theme rules, never lets a forbidden substring through, and is idempotent', () => {
    for (const input of inputs) {
      const { css } = sanitizeCustomCss(input);
      const lower = css.toLowerCase();
      for (const needle of FORBIDDEN_IN_OUTPUT) {
        expect(lower.includes(needle.toLowerCase()), `${JSON.stringify(input)} -> ${css}`).toBe(false);
      }
      expect(onlyThemeRules(css), JSON.stringify(input)).toEqual([]);
      expect(sanitizeCustomCss(css).css, JSON.stringify(input)).toBe(css);
    }
  });

  it('keeps something from many inputs (the generator is not all garbage)', () => {
    const quiet = Array.from({ length: 300 }, () => randomCss(random, 0));
    const kept = quiet.filter((input) => sanitizeCustomCss(input).css !== '');
    expect(kept.length).toBeGreaterThanOrEqual(10);
  });
});
