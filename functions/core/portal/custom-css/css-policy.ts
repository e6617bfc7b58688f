/**
 * The sheet-level rules of a practice's theme, as data: which at-rules and functions exist for it
 * and the last check on generated text. What a selector may name is in theme-selectors.ts and what
 * a declaration may set in theme-properties.ts; each rule there carries its reason and examples.
 */

/** No at-rule survives: a theme is one set of rules that applies at every size and in every mode. */
export const BLOCKED_AT_RULE_REASONS: Readonly<Record<string, string>> = {
  import: 'custom styles cannot load other files',
  'font-face': 'custom styles cannot load fonts from other files; use one of the listed fonts',
  media:
    'a theme applies at every screen size, so its colours can be checked for readability once; write the rule without `@media`',
  supports: 'feature queries are not supported in a theme',
  layer: 'cascade layers are not supported in a theme',
  scope: 'a theme styles the listed parts only; `@scope` is not needed',
  container: 'container queries are not supported in a theme',
  keyframes: 'animations are not supported in a theme',
  charset: 'the character set is fixed by the portal',
  namespace: 'namespaces are not supported in a theme',
  page: 'print page rules are not supported in a theme',
  property: 'custom properties are not supported in a theme',
};
export const UNKNOWN_AT_RULE_REASON = 'this kind of rule is not supported in a theme';

/** Functions that load something from elsewhere. Matched after decoding escapes and vendor prefixes. */
export const LOADING_FUNCTIONS: ReadonlySet<string> = new Set([
  'url',
  'src',
  'image',
  'image-set',
  'element',
  'cross-fade',
]);

/** Functions refused with a specific reason. */
export const BLOCKED_FUNCTION_REASONS: Readonly<Record<string, string>> = {
  expression: 'it can run code',
  attr: 'it can copy page data into styles',
  var: 'custom properties are not supported in a theme; write the colour itself',
  env: 'environment values are not supported in a theme',
  calc: 'a theme uses plain values, so its limits can be checked; write the number itself',
};

/** Functions a theme's values may use: colours and gradients. */
export const COLOUR_FUNCTIONS: ReadonlySet<string> = new Set(['rgb', 'rgba', 'hsl', 'hsla']);
export const GRADIENT_FUNCTIONS: ReadonlySet<string> = new Set(['linear-gradient', 'radial-gradient']);

/**
 * Last line of defence: generated text for a kept declaration or selector must match none of these,
 * whatever the checks above concluded.
 */
export const FORBIDDEN_OUTPUT: readonly { pattern: RegExp; code: string; reason: string }[] = [
  { pattern: /\\/, code: 'escape', reason: 'CSS escape codes (`\\`) are not allowed; write it out plainly' },
  { pattern: /</, code: 'value', reason: 'the `<` character is not allowed in custom styles' },
  { pattern: /url\(|image-set|@import/i, code: 'url', reason: 'custom styles cannot load other files' },
  {
    pattern: /expression|javascript:/i,
    code: 'value',
    reason: 'it looks like code, which custom styles cannot run',
  },
  { pattern: /\[/, code: 'selector', reason: 'square brackets are not allowed in custom styles' },
];
