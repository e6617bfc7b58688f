/**
 * What a therapist's custom portal CSS may contain, as data. The sanitiser reads these lists; change a
 * rule here, not in the code. Everything not listed is removed (allowlist), and the blocked lists only
 * exist to give a clearer reason than "not allowed".
 */

/** At-rules that survive. Only `@media`; its inner rules follow the same policy. */
export const ALLOWED_AT_RULES: ReadonlySet<string> = new Set(['media']);

/** How deep `@media` blocks may nest inside each other. */
export const MAX_MEDIA_DEPTH = 3;

/** Better reasons for at-rules people commonly try; any other at-rule gets the generic reason. */
export const BLOCKED_AT_RULE_REASONS: Readonly<Record<string, string>> = {
  import: 'custom styles cannot load other files',
  'font-face': 'custom styles cannot load fonts from other files; use a font-family already on the device',
  charset: 'the character set is fixed by the portal',
  namespace: 'namespaces are not supported in custom styles',
  keyframes: 'animations are not supported in custom styles',
  supports: 'feature queries are not supported in custom styles',
  page: 'print page rules are not supported in custom styles',
  layer: 'cascade layers are not supported in custom styles',
  container: 'container queries are not supported in custom styles',
  property: 'custom properties are not supported in custom styles',
};

/** Properties allowed by exact name, grouped by what they change. */
export const ALLOWED_PROPERTIES: ReadonlySet<string> = new Set([
  // Colours and backgrounds (values are checked: no url() or image functions).
  'color',
  'background-color',
  'background',
  'opacity',
  // Shadows.
  'box-shadow',
  // Text.
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'text-align',
  'text-transform',
  'text-shadow',
  'word-spacing',
  'white-space',
  // Spacing and size.
  'width',
  'max-width',
  'min-width',
  'height',
  'max-height',
  'min-height',
  'gap',
  'row-gap',
  'column-gap',
  'box-sizing',
  // Layout: display and position (position is value-checked: see ALLOWED_POSITION_VALUES).
  'display',
  'position',
  // Flex and grid items.
  'justify-content',
  'justify-items',
  'justify-self',
  'align-items',
  'align-self',
  'align-content',
  'place-items',
  'place-content',
  'place-self',
  'order',
  'grid-template-columns',
  'grid-template-rows',
  'grid-template-areas',
  'grid-auto-flow',
  'grid-auto-columns',
  'grid-auto-rows',
  'grid-area',
  'grid-column',
  'grid-column-start',
  'grid-column-end',
  'grid-row',
  'grid-row-start',
  'grid-row-end',
  // Pointer.
  'cursor',
]);

/** Property families allowed by prefix (`border` covers `border-top-left-radius` and friends). */
export const ALLOWED_PROPERTY_PREFIXES: readonly string[] = [
  'border', // borders and border-radius (border-image is blocked below)
  'outline',
  'margin',
  'padding',
  'text-decoration',
  'flex',
  'transition',
];

/** `position` keeps only these values; fixed/absolute could lay a fake screen over the portal. */
export const ALLOWED_POSITION_VALUES: ReadonlySet<string> = new Set(['static', 'relative', 'sticky']);

/** Properties refused with a specific reason, even when a prefix above would allow them. */
export const BLOCKED_PROPERTY_REASONS: Readonly<Record<string, string>> = {
  'border-image': 'border images can load files from elsewhere',
  'border-image-source': 'border images can load files from elsewhere',
  content: 'it can add text that looks like part of the page, such as a fake phone number',
  behavior: 'it can run code',
  '-moz-binding': 'it can run code',
  filter: 'filters can hide or disguise content',
  visibility: 'it can hide content',
  'z-index': 'it can lay content over the rest of the page',
  inset: 'it is used to lay content over the page',
  top: 'it is used to lay content over the page',
  left: 'it is used to lay content over the page',
  right: 'it is used to lay content over the page',
  bottom: 'it is used to lay content over the page',
};

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
  var: 'custom properties are not supported in custom styles',
  env: 'environment values are not supported in custom styles',
};

/** Functions a value may use: colours, maths, gradients, timing and grid helpers. */
export const ALLOWED_FUNCTIONS: ReadonlySet<string> = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'calc',
  'min',
  'max',
  'clamp',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'cubic-bezier',
  'steps',
  'repeat',
  'minmax',
  'fit-content',
]);

/** Value node types a declaration may contain (anything else, e.g. `[line-names]`, is removed). */
export const ALLOWED_VALUE_NODES: ReadonlySet<string> = new Set([
  'Value',
  'Identifier',
  'Number',
  'Dimension',
  'Percentage',
  'Hash',
  'String',
  'Operator',
  'Function',
  'Parentheses',
  'WhiteSpace',
]);

/** Node types a kept `@media` query may contain: media types, features and plain values only. */
export const ALLOWED_MEDIA_QUERY_NODES: ReadonlySet<string> = new Set([
  'AtrulePrelude',
  'MediaQueryList',
  'MediaQuery',
  'Condition',
  'Feature',
  'FeatureRange',
  'Identifier',
  'Number',
  'Dimension',
  'Ratio',
]);

/** Pseudo-classes a selector may use. `:visited` (history sniffing), `:has`, `:host`, `:is` are not here. */
export const ALLOWED_PSEUDO_CLASSES: ReadonlySet<string> = new Set([
  'hover',
  'focus',
  'focus-visible',
  'focus-within',
  'active',
  'first-child',
  'last-child',
  'only-child',
  'first-of-type',
  'last-of-type',
  'only-of-type',
  'empty',
  'disabled',
  'enabled',
  'before', // legacy single-colon pseudo-elements
  'after',
]);

/** Pseudo-classes that take arguments; their arguments must be simple selectors. */
export const ALLOWED_FUNCTIONAL_PSEUDO_CLASSES: ReadonlySet<string> = new Set([
  'not',
  'nth-child',
  'nth-last-child',
  'nth-of-type',
  'nth-last-of-type',
]);

/** Pseudo-elements a selector may use (`content` is not allowed, so `::before` cannot add text). */
export const ALLOWED_PSEUDO_ELEMENTS: ReadonlySet<string> = new Set([
  'before',
  'after',
  'placeholder',
  'selection',
  'first-line',
  'first-letter',
  'marker',
]);

/** Element names that mean "the whole page"; they are mapped onto the portal root instead. */
export const PAGE_ROOT_TYPE_SELECTORS: ReadonlySet<string> = new Set(['html', 'body']);

/**
 * Last line of defence: generated text for a kept declaration, selector or media query must match
 * none of these, whatever the checks above concluded.
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
