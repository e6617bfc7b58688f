import { colourOf, type ThemeColour } from './css-colour';
import {
  BLOCKED_FUNCTION_REASONS,
  COLOUR_FUNCTIONS,
  FORBIDDEN_OUTPUT,
  GRADIENT_FUNCTIONS,
  LOADING_FUNCTIONS,
} from './css-policy';
import { type CssNode, type Declaration, find, generate, ident } from './css-tree-lean';
import type { Refusal } from './removal-log';
import { blockedPropertyReason, themePropertyRule } from './theme-properties';
import { backgroundColours } from './theme-value-checks';

const LOADING_WHY = 'custom styles cannot load images or files from elsewhere';

/** Value node types a theme's value may contain. */
const VALUE_NODES: ReadonlySet<string> = new Set([
  'Value',
  'Identifier',
  'Number',
  'Dimension',
  'Percentage',
  'Hash',
  'String',
  'Operator',
  'Function',
  'WhiteSpace',
]);

/** CSS-wide keywords: they hand the value to the cascade, so what shows could not be checked. */
const CSS_WIDE_KEYWORDS = new Set(['inherit', 'initial', 'unset', 'revert', 'revert-layer']);

/** A name with CSS escapes decoded, lower-cased and without a vendor prefix (`-webkit-`). */
export function canonicalName(name: string): string {
  return ident
    .decode(name)
    .toLowerCase()
    .replace(/^-(webkit|moz|ms|o)-/, '');
}

function functionRefusal(rawName: string): Refusal | null {
  const decodedName = ident.decode(rawName).toLowerCase();
  const name = canonicalName(rawName);
  if (LOADING_FUNCTIONS.has(name)) return { code: 'url', why: LOADING_WHY };
  const blocked = BLOCKED_FUNCTION_REASONS[name];
  if (blocked) return { code: 'value', why: `\`${name}()\` is not allowed: ${blocked}` };
  if (!COLOUR_FUNCTIONS.has(decodedName) && !GRADIENT_FUNCTIONS.has(decodedName))
    return { code: 'value', why: `\`${name}()\` is not supported in a theme` };
  return null;
}

function valueNodeRefusal(node: CssNode): Refusal | null {
  if (node.type === 'Url') return { code: 'url', why: LOADING_WHY };
  if (node.type === 'Function') return functionRefusal(node.name);
  if (!VALUE_NODES.has(node.type)) return { code: 'value', why: 'this value could not be read safely' };
  if (node.type === 'String' && /<|javascript:|url\(|expression/i.test(node.value)) {
    return { code: 'value', why: 'this text is not allowed in custom styles' };
  }
  if (node.type === 'Identifier' && CSS_WIDE_KEYWORDS.has(node.name.toLowerCase())) {
    return { code: 'value', why: `\`${node.name}\` is not supported in a theme; write the value itself` };
  }
  return null;
}

/** The final guard on any generated text: refuses backslashes, `<`, `url(` and the like. */
export function forbiddenTextRefusal(text: string): Refusal | null {
  const hit = FORBIDDEN_OUTPUT.find((rule) => rule.pattern.test(text));
  return hit ? { code: hit.code, why: hit.reason } : null;
}

/** The value's nodes without whitespace. */
const partsOf = (declaration: Declaration): CssNode[] =>
  declaration.value.type === 'Value'
    ? declaration.value.children.toArray().filter((node) => node.type !== 'WhiteSpace')
    : [];

/**
 * Checks one declaration against the theme's rules. Returns null when it may be kept as parsed,
 * else the refusal. The generated text is checked last against FORBIDDEN_OUTPUT whatever the checks
 * found.
 */
export function declarationRefusal(declaration: Declaration): Refusal | null {
  const property = ident.decode(declaration.property).toLowerCase();
  if (property.startsWith('--')) {
    return { code: 'property', why: 'custom properties (`--name`) are not supported in a theme' };
  }
  const rule = themePropertyRule(property);
  if (!rule) return { code: 'property', why: blockedPropertyReason(canonicalName(property)) };
  if (typeof declaration.important === 'string') {
    return { code: 'value', why: 'only `!important` may follow a value' };
  }
  if (declaration.value.type !== 'Value')
    return { code: 'value', why: 'this value could not be read safely' };
  const offending = find(declaration.value, (node) => valueNodeRefusal(node) !== null);
  if (offending) return valueNodeRefusal(offending);
  const problem = rule.check(partsOf(declaration));
  if (problem) return { code: 'value', why: problem };
  return forbiddenTextRefusal(generate(declaration));
}

/** The colours a kept declaration gives a hook's text or background, for the contrast check. */
export function themeColoursOf(declaration: Declaration): {
  text?: ThemeColour;
  backgrounds?: ThemeColour[];
} {
  const property = ident.decode(declaration.property).toLowerCase();
  const parts = partsOf(declaration);
  if (property === 'color') {
    const colour = parts[0] ? colourOf(parts[0]) : null;
    return colour ? { text: colour } : {};
  }
  if (property === 'background' || property === 'background-color') {
    const colours = backgroundColours(parts);
    return typeof colours === 'string' ? {} : { backgrounds: colours };
  }
  return {};
}
