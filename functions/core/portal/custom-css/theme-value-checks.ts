import { THEME_FONT_FAMILIES } from '#shared/domain/portal-theme.ts';
import { colourOf, type ThemeColour } from './css-colour';
import { GRADIENT_FUNCTIONS } from './css-policy';
import type { CssNode } from './css-tree-lean';

/**
 * The value checks the theme's property rules (theme-properties.ts) name: each returns null when a
 * value is fine, else why not, in words a therapist reads. `parts` are a value's nodes without
 * whitespace.
 */

export const LIMITS = {
  borderWidthPx: 8,
  radiusPx: 32,
  shadows: 3,
  shadowOffsetPx: 16,
  shadowBlurPx: 32,
  shadowSpreadPx: 8,
  letterSpacingEm: { min: -0.02, max: 0.2 },
  letterSpacingPx: { min: -0.5, max: 3 },
  fontWeight: { min: 300, max: 700 },
} as const;

const GRADIENT_WORDS = new Set([
  'to',
  'top',
  'bottom',
  'left',
  'right',
  'circle',
  'ellipse',
  'closest-side',
  'closest-corner',
  'farthest-side',
  'farthest-corner',
  'at',
  'center',
]);
export const BORDER_STYLES = new Set([
  'none',
  'solid',
  'dashed',
  'dotted',
  'double',
  'groove',
  'ridge',
  'inset',
  'outset',
]);
const BORDER_WIDTH_WORDS = new Set(['thin', 'medium', 'thick']);
const FONT_FAMILIES = new Set(THEME_FONT_FAMILIES.map((family) => family.toLowerCase()));

/** A length in px: `0` or `<n>px`; null for anything else (em, %, vw, calc …). */
export function pixels(node: CssNode | undefined): number | null {
  if (node?.type === 'Number' && Number(node.value) === 0) return 0;
  if (node?.type === 'Dimension' && node.unit.toLowerCase() === 'px') return Number(node.value);
  return null;
}

const isComma = (node: CssNode) => node.type === 'Operator' && node.value === ',';
export const word = (node: CssNode | undefined) =>
  node?.type === 'Identifier' ? node.name.toLowerCase() : null;

/** Splits a value at its top-level commas. */
export function commaSeparated(parts: CssNode[]): CssNode[][] {
  const groups: CssNode[][] = [[]];
  for (const node of parts) {
    if (isComma(node)) groups.push([]);
    else groups.at(-1)!.push(node);
  }
  return groups;
}

const children = (node: CssNode): CssNode[] =>
  node.type === 'Function' ? node.children.toArray().filter((child) => child.type !== 'WhiteSpace') : [];

const isAngle = (node: CssNode) =>
  node.type === 'Dimension' && ['deg', 'turn'].includes(node.unit.toLowerCase());

/** Why a gradient's part other than a colour is not allowed (null when it is). */
function gradientPartProblem(node: CssNode): string | null {
  const name = word(node);
  if (name) return GRADIENT_WORDS.has(name) ? null : 'this gradient is not supported';
  if (isComma(node) || node.type === 'Percentage' || isAngle(node)) return null;
  return 'a gradient may use colours, percentages, an angle and directions only';
}

/** A gradient's colour stops, or why it is not a gradient a theme may use. */
function gradientStops(gradient: CssNode): ThemeColour[] | string {
  const stops: ThemeColour[] = [];
  for (const node of children(gradient)) {
    const colour = colourOf(node);
    const problem = colour ? null : gradientPartProblem(node);
    if (problem) return problem;
    if (colour) stops.push(colour);
  }
  return stops.length >= 2 ? stops : 'a gradient needs at least two colours';
}

/** The colours of a solid colour or a gradient's stops, or why the value is not one. */
export function backgroundColours(parts: CssNode[]): ThemeColour[] | string {
  const [only] = parts;
  if (parts.length !== 1 || !only) return 'use one colour or one gradient';
  if (only.type === 'Function' && GRADIENT_FUNCTIONS.has(only.name.toLowerCase())) return gradientStops(only);
  const colour = colourOf(only);
  return colour ? [colour] : 'write a colour, such as #1f2937, rgb(31 41 55) or navy';
}

export function solidBackground(parts: CssNode[]): string | null {
  const colours = backgroundColours(parts);
  if (typeof colours === 'string') return colours;
  return colours.every((c) => c.alpha === 1)
    ? null
    : 'background colours must be solid (not see-through), so the text on them can be checked for readability';
}

export function textColour(parts: CssNode[]): string | null {
  const colour = parts.length === 1 ? colourOf(parts[0]!) : null;
  if (!colour) return 'write one colour, such as #1f2937, rgb(31 41 55) or navy';
  return colour.alpha === 1 ? null : 'text colours must be solid: see-through text can vanish';
}

export function borderWidth(node: CssNode): string | null {
  if (BORDER_WIDTH_WORDS.has(word(node) ?? '')) return null;
  const px = pixels(node);
  if (px === null) return 'border widths are written in px';
  return px >= 0 && px <= LIMITS.borderWidthPx
    ? null
    : `borders can be at most ${LIMITS.borderWidthPx}px wide`;
}

export function borderShorthand(parts: CssNode[]): string | null {
  if (parts.length < 1 || parts.length > 3) return 'write a width, a style and a colour';
  for (const node of parts) {
    if (BORDER_STYLES.has(word(node) ?? '') || colourOf(node)) continue;
    const problem = borderWidth(node);
    if (problem) return problem;
  }
  return null;
}

export const oneToFour = (each: (node: CssNode) => string | null) => (parts: CssNode[]) =>
  parts.length < 1 || parts.length > 4 ? 'write one to four values' : (parts.map(each).find(Boolean) ?? null);

export function radius(node: CssNode): string | null {
  const px = pixels(node);
  if (px === null) return 'corners are written in px';
  return px >= 0 && px <= LIMITS.radiusPx ? null : `corners can be rounded by at most ${LIMITS.radiusPx}px`;
}

function shadow(parts: CssNode[]): string | null {
  const lengths: number[] = [];
  let colours = 0;
  for (const node of parts) {
    if (word(node) === 'inset') continue;
    if (colourOf(node)) colours++;
    else {
      const px = pixels(node);
      if (px === null) return 'shadow sizes are written in px';
      lengths.push(px);
    }
  }
  if (lengths.length < 2 || lengths.length > 4 || colours > 1)
    return 'write a shadow as x y blur spread colour';
  const [x, y, blur = 0, spread = 0] = lengths as [number, number, number?, number?];
  if (Math.abs(x) > LIMITS.shadowOffsetPx || Math.abs(y) > LIMITS.shadowOffsetPx)
    return `a shadow can be offset by at most ${LIMITS.shadowOffsetPx}px, so it cannot be laid over other parts`;
  if (blur < 0 || blur > LIMITS.shadowBlurPx)
    return `a shadow's blur can be at most ${LIMITS.shadowBlurPx}px`;
  if (Math.abs(spread) > LIMITS.shadowSpreadPx)
    return `a shadow can spread at most ${LIMITS.shadowSpreadPx}px, so it cannot paint over other parts`;
  return null;
}

export function boxShadow(parts: CssNode[]): string | null {
  if (parts.length === 1 && word(parts[0]) === 'none') return null;
  const shadows = commaSeparated(parts);
  if (shadows.length > LIMITS.shadows) return `a theme can use at most ${LIMITS.shadows} shadows on one part`;
  return shadows.map(shadow).find(Boolean) ?? null;
}

export function fontFamily(parts: CssNode[]): string | null {
  for (const family of commaSeparated(parts)) {
    const name =
      family.length === 1 && family[0]!.type === 'String'
        ? family[0]!.value
        : family.every((node) => node.type === 'Identifier')
          ? family.map((node) => (node.type === 'Identifier' ? node.name : '')).join(' ')
          : null;
    if (!name || !FONT_FAMILIES.has(name.trim().toLowerCase())) {
      return `\`${name ?? 'this font'}\` is not one of the listed fonts, which stay readable on every device`;
    }
  }
  return null;
}

export function fontWeight(parts: CssNode[]): string | null {
  const [only] = parts;
  if (parts.length === 1 && ['normal', 'bold'].includes(word(only) ?? '')) return null;
  const { min, max } = LIMITS.fontWeight;
  const weight = only?.type === 'Number' && parts.length === 1 ? Number(only.value) : Number.NaN;
  return weight >= min && weight <= max && weight % 100 === 0
    ? null
    : `font weights go from ${min} to ${max}`;
}

export function fontStyle(parts: CssNode[]): string | null {
  return parts.length === 1 && ['normal', 'italic'].includes(word(parts[0]) ?? '')
    ? null
    : 'use normal or italic';
}

export function letterSpacing(parts: CssNode[]): string | null {
  const [only] = parts;
  if (parts.length !== 1 || !only) return 'write one value';
  if (word(only) === 'normal' || (only.type === 'Number' && Number(only.value) === 0)) return null;
  const unit = only.type === 'Dimension' ? only.unit.toLowerCase() : '';
  const range = unit === 'em' ? LIMITS.letterSpacingEm : unit === 'px' ? LIMITS.letterSpacingPx : null;
  const value = only.type === 'Dimension' ? Number(only.value) : Number.NaN;
  return range && value >= range.min && value <= range.max
    ? null
    : `letter spacing goes from ${LIMITS.letterSpacingEm.min}em to ${LIMITS.letterSpacingEm.max}em (or ${LIMITS.letterSpacingPx.min}px to ${LIMITS.letterSpacingPx.max}px), so words stay readable`;
}
