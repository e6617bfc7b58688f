import { colourOf } from './css-colour';
import type { CssNode } from './css-tree-lean';
import {
  BORDER_STYLES,
  borderShorthand,
  borderWidth,
  boxShadow,
  fontFamily,
  fontStyle,
  fontWeight,
  LIMITS,
  letterSpacing,
  oneToFour,
  radius,
  solidBackground,
  textColour,
  word,
} from './theme-value-checks';

export { LIMITS } from './theme-value-checks';

/**
 * What a theme's declarations may set, as data. Each rule names its properties, why they are allowed
 * and within which limits, a check of the value (null when fine, else why not), and examples that
 * must be kept and must be removed (theme-properties.test.ts runs them). Any property not named here
 * is removed: BLOCKED_PROPERTY_RULES only give the clearer reason for the ones people try.
 */
export interface ThemePropertyRule {
  properties: readonly string[];
  reason: string;
  /** Why the value is refused, or null. `parts` are the value's nodes without whitespace. */
  check: (parts: CssNode[]) => string | null;
  examples: { kept: readonly string[]; removed: readonly string[] };
}

export const THEME_PROPERTY_RULES: readonly ThemePropertyRule[] = [
  {
    properties: ['color'],
    reason: 'the text colour of a part; it must be solid and readable on its background (4.5:1)',
    check: textColour,
    examples: {
      kept: ['color: #1f2937', 'color: navy', 'color: rgb(31 41 55)', 'color: hsl(220, 40%, 20%)'],
      removed: ['color: transparent', 'color: rgba(0,0,0,0.2)', 'color: currentColor', 'color: var(--x)'],
    },
  },
  {
    properties: ['background-color', 'background'],
    reason: 'a solid colour or a gradient behind a part; no images, and solid so text can be checked',
    check: solidBackground,
    examples: {
      kept: [
        'background: #f8fafc',
        'background-color: white',
        'background: linear-gradient(135deg, #0f766e, #134e4a)',
      ],
      removed: [
        'background: url(https://x.example/a.png)',
        'background: transparent',
        'background: rgba(255,255,255,0.5)',
        'background: #fff url(a.png)',
        'background: currentColor',
      ],
    },
  },
  {
    properties: ['border', 'border-top', 'border-right', 'border-bottom', 'border-left'],
    reason: `a line around a part, at most ${LIMITS.borderWidthPx}px wide`,
    check: borderShorthand,
    examples: {
      kept: ['border: 1px solid #0f766e', 'border-left: 4px solid teal', 'border: none'],
      removed: ['border: 2000px solid #fff', 'border: 1em solid red', 'border: 1px solid url(x)'],
    },
  },
  {
    properties: ['border-width'],
    reason: `how wide the lines around a part are, at most ${LIMITS.borderWidthPx}px`,
    check: oneToFour(borderWidth),
    examples: { kept: ['border-width: 2px', 'border-width: 1px 0'], removed: ['border-width: 50px'] },
  },
  {
    properties: ['border-style'],
    reason: 'how the lines around a part are drawn',
    check: oneToFour((node) =>
      BORDER_STYLES.has(word(node) ?? '') ? null : 'use a style such as solid or dashed',
    ),
    examples: { kept: ['border-style: dashed'], removed: ['border-style: 3px'] },
  },
  {
    properties: ['border-color'],
    reason: 'the colour of the lines around a part',
    check: oneToFour((node) => (colourOf(node) ? null : 'write a colour')),
    examples: { kept: ['border-color: #e2e8f0 transparent'], removed: ['border-color: var(--x)'] },
  },
  {
    properties: [
      'border-radius',
      'border-top-left-radius',
      'border-top-right-radius',
      'border-bottom-right-radius',
      'border-bottom-left-radius',
    ],
    reason: `rounded corners, at most ${LIMITS.radiusPx}px`,
    check: (parts) =>
      parts.length < 1 || parts.length > 4
        ? 'write one to four values'
        : (parts.map(radius).find(Boolean) ?? null),
    examples: {
      kept: ['border-radius: 16px', 'border-radius: 0 12px', 'border-top-left-radius: 4px'],
      removed: ['border-radius: 50%', 'border-radius: 999px', 'border-radius: 12px / 4px'],
    },
  },
  {
    properties: ['box-shadow'],
    reason: `up to ${LIMITS.shadows} shadows, kept close to the part so they cannot paint over other parts`,
    check: boxShadow,
    examples: {
      kept: [
        'box-shadow: 0 4px 12px rgba(0,0,0,0.15)',
        'box-shadow: none',
        'box-shadow: inset 0 0 0 2px #0f766e',
      ],
      removed: [
        'box-shadow: 0 0 0 100vmax #fff',
        'box-shadow: 0 -400px 0 200px #fff',
        'box-shadow: 0 0 50px 40px #fff',
        'box-shadow: 0 0 2px #000, 0 0 2px #000, 0 0 2px #000, 0 0 2px #000',
      ],
    },
  },
  {
    properties: ['font-family'],
    reason: 'a font from the list; symbol fonts and downloaded fonts are not on it',
    check: fontFamily,
    examples: {
      kept: ['font-family: Georgia, serif', "font-family: 'Segoe UI', system-ui, sans-serif"],
      removed: ['font-family: Wingdings', 'font-family: Webdings, serif', 'font-family: MyFont'],
    },
  },
  {
    properties: ['font-weight'],
    reason: `how bold text is, from ${LIMITS.fontWeight.min} to ${LIMITS.fontWeight.max}`,
    check: fontWeight,
    examples: {
      kept: ['font-weight: 600', 'font-weight: bold'],
      removed: ['font-weight: 100', 'font-weight: 950'],
    },
  },
  {
    properties: ['font-style'],
    reason: 'italic or normal text',
    check: fontStyle,
    examples: { kept: ['font-style: italic'], removed: ['font-style: oblique 90deg'] },
  },
  {
    properties: ['letter-spacing'],
    reason: 'a little more or less room between letters',
    check: letterSpacing,
    examples: {
      kept: ['letter-spacing: 0.02em', 'letter-spacing: 1px', 'letter-spacing: normal'],
      removed: ['letter-spacing: -100px', 'letter-spacing: 1000px', 'letter-spacing: 2em'],
    },
  },
];

const HIDES = 'it can hide part of the portal';
const MOVES = 'it can move or cover parts of the portal';
const RESIZES = 'it can shrink, stretch or cut off parts of the portal';

/** Properties refused with a specific reason (everything not allowed above is refused anyway). */
export const BLOCKED_PROPERTY_RULES: readonly { properties: readonly string[]; reason: string }[] = [
  { properties: ['display', 'visibility', 'content-visibility', 'opacity'], reason: HIDES },
  {
    properties: ['clip', 'clip-path', 'mask', 'mask-image', 'filter', 'backdrop-filter', 'mix-blend-mode'],
    reason: 'it can hide, fade or disguise part of the portal',
  },
  {
    properties: ['position', 'inset', 'top', 'left', 'right', 'bottom', 'z-index', 'float', 'order'],
    reason: MOVES,
  },
  {
    properties: ['transform', 'translate', 'rotate', 'scale', 'zoom', 'margin', 'padding', 'flex-direction'],
    reason: MOVES,
  },
  {
    properties: ['width', 'height', 'min-width', 'min-height', 'max-width', 'max-height', 'overflow'],
    reason: RESIZES,
  },
  {
    properties: [
      'font-size',
      'line-height',
      'font',
      'text-indent',
      'writing-mode',
      'direction',
      'unicode-bidi',
    ],
    reason: 'it can shrink, turn or scramble text; the portal keeps its own sizes so text stays readable',
  },
  {
    properties: ['text-shadow', 'text-fill-color', 'outline'],
    reason: 'it can blur text or paint over other parts',
  },
  {
    properties: ['content'],
    reason: 'it can add text that looks like part of the page, such as a fake phone number',
  },
  { properties: ['behavior', 'binding'], reason: 'it can run code' },
  {
    properties: ['border-image', 'border-image-source', 'background-image'],
    reason: 'themes cannot load images',
  },
];

export const NOT_A_THEME_PROPERTY = 'a theme changes colours, borders, corners, shadows and fonts only';

const ALLOWED_BY_NAME = new Map(
  THEME_PROPERTY_RULES.flatMap((rule) => rule.properties.map((p) => [p, rule])),
);
const BLOCKED_BY_NAME = new Map(
  BLOCKED_PROPERTY_RULES.flatMap((rule) => rule.properties.map((p) => [p, rule.reason] as const)),
);

/** The rule that allows a property (exact name, lower case), if any. */
export const themePropertyRule = (property: string): ThemePropertyRule | undefined =>
  ALLOWED_BY_NAME.get(property);

/** Why a property is not part of a theme; `canonical` is the name without escapes or vendor prefix. */
export function blockedPropertyReason(canonical: string): string {
  const family = [...BLOCKED_BY_NAME.keys()].find(
    (name) => canonical === name || canonical.startsWith(`${name}-`),
  );
  return (family && BLOCKED_BY_NAME.get(family)) || NOT_A_THEME_PROPERTY;
}
