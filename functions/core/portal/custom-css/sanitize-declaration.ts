import {
  ALLOWED_FUNCTIONS,
  ALLOWED_POSITION_VALUES,
  ALLOWED_PROPERTIES,
  ALLOWED_PROPERTY_PREFIXES,
  ALLOWED_VALUE_NODES,
  BLOCKED_FUNCTION_REASONS,
  BLOCKED_PROPERTY_REASONS,
  FORBIDDEN_OUTPUT,
  LOADING_FUNCTIONS,
} from './css-policy';
import { type CssNode, type Declaration, find, generate, ident } from './css-tree-lean';
import type { Refusal } from './removal-log';

const LOADING_WHY = 'custom styles cannot load images or files from elsewhere';

/** A name with CSS escapes decoded, lower-cased and without a vendor prefix (`-webkit-`). */
export function canonicalName(name: string): string {
  return ident
    .decode(name)
    .toLowerCase()
    .replace(/^-(webkit|moz|ms|o)-/, '');
}

function propertyRefusal(property: string): Refusal | null {
  if (property.startsWith('--')) {
    return { code: 'property', why: 'custom properties (`--name`) are not supported in custom styles' };
  }
  const blocked = BLOCKED_PROPERTY_REASONS[property];
  if (blocked) return { code: 'property', why: blocked };
  const allowed =
    ALLOWED_PROPERTIES.has(property) ||
    ALLOWED_PROPERTY_PREFIXES.some((prefix) => property === prefix || property.startsWith(`${prefix}-`));
  return allowed ? null : { code: 'property', why: 'this property is not one a portal can change' };
}

function functionRefusal(rawName: string): Refusal | null {
  const decodedName = ident.decode(rawName).toLowerCase();
  const name = canonicalName(rawName);
  if (LOADING_FUNCTIONS.has(name)) return { code: 'url', why: LOADING_WHY };
  const blocked = BLOCKED_FUNCTION_REASONS[name];
  if (blocked) return { code: 'value', why: `\`${name}()\` is not allowed: ${blocked}` };
  if (!ALLOWED_FUNCTIONS.has(decodedName)) return { code: 'value', why: `\`${name}()\` is not supported` };
  return null;
}

/** Why a value node is refused, or null. Strings are checked in decoded form. */
function valueNodeRefusal(node: CssNode): Refusal | null {
  if (node.type === 'Url') return { code: 'url', why: LOADING_WHY };
  if (node.type === 'Function') return functionRefusal(node.name);
  if (!ALLOWED_VALUE_NODES.has(node.type))
    return { code: 'value', why: 'this value could not be read safely' };
  if (node.type === 'String' && /<|javascript:|url\(|expression/i.test(node.value)) {
    return { code: 'value', why: 'this text is not allowed in custom styles' };
  }
  return null;
}

function positionRefusal(declaration: Declaration): Refusal | null {
  const value = declaration.value;
  const only = value.type === 'Value' && value.children.size === 1 ? value.children.first : null;
  if (only?.type === 'Identifier' && ALLOWED_POSITION_VALUES.has(only.name.toLowerCase())) return null;
  return {
    code: 'position-fixed',
    why: 'only static, relative and sticky positions are allowed, so nothing can be laid over the page',
  };
}

/**
 * Checks one declaration against the policy. Returns null when it may be kept as parsed, else the
 * refusal. The generated text is checked last against FORBIDDEN_OUTPUT whatever the checks found.
 */
export function declarationRefusal(declaration: Declaration): Refusal | null {
  const property = ident.decode(declaration.property).toLowerCase();
  const byProperty = propertyRefusal(property);
  if (byProperty) return byProperty;
  if (typeof declaration.important === 'string') {
    return { code: 'value', why: 'only `!important` may follow a value' };
  }
  if (declaration.value.type !== 'Value')
    return { code: 'value', why: 'this value could not be read safely' };

  const offending = find(declaration.value, (node) => valueNodeRefusal(node) !== null);
  if (offending) return valueNodeRefusal(offending);
  if (property === 'position') {
    const byPosition = positionRefusal(declaration);
    if (byPosition) return byPosition;
  }
  return forbiddenTextRefusal(generate(declaration));
}

/** The final guard on any generated text: refuses backslashes, `<`, `url(` and the like. */
export function forbiddenTextRefusal(text: string): Refusal | null {
  const hit = FORBIDDEN_OUTPUT.find((rule) => rule.pattern.test(text));
  return hit ? { code: hit.code, why: hit.reason } : null;
}
