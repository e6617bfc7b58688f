/**
 * Nothing a practice styles can reach the safety UI (decisions, 'Safety'): the crisis card, the
 * safety replies, the quiet resources line and the crisis box each carry this attribute, and a
 * portal inserts the practice's (already sanitised and scoped) CSS inside
 * `@scope (html) to ([data-safety-ui])`, so no rule of it matches a marked element or anything
 * inside one. The practice's CSS cannot name the attribute: the sanitiser removes attribute selectors.
 */
export const SAFETY_UI_ATTRIBUTE = 'data-safety-ui';

/** Spread on the root element of a piece of safety UI. */
export const safetyUiProps = { [SAFETY_UI_ATTRIBUTE]: '' } as const;

/**
 * The practice's CSS with the safety UI carved out of its reach. Inside `@scope` a selector is read
 * from the scoping root (`html`, so `.mw-portal p` means what it did) and matches only elements
 * above the lower boundary: marked elements and their contents are never styled by it.
 */
export function outsideSafetyUi(css: string): string {
  return `@scope (html) to ([${SAFETY_UI_ATTRIBUTE}]) {\n${css}\n}`;
}

/**
 * What a safety element sets for itself, so nothing it inherits from a practice's styles (colour,
 * font, spacing, case) changes how it reads. It covers every inherited property a practice's theme
 * may set (color, font-family, font-weight, font-style, letter-spacing: see
 * shared/domain/portal-theme.ts; safety-ui.test.ts holds the two lists together), and more.
 */
export const safetyUiTypography = {
  color: 'fg',
  fontFamily: 'body',
  fontStyle: 'normal',
  fontWeight: 'normal',
  letterSpacing: 'normal',
  wordSpacing: 'normal',
  textTransform: 'none',
  textShadow: 'none',
  textAlign: 'start',
  whiteSpace: 'normal',
} as const;

/**
 * Spread on the root of a standalone piece of safety UI (the crisis card, the resources line): the
 * mark that keeps a practice's styles out, and the typography it sets for itself.
 */
export const safetyUiRoot = { ...safetyUiProps, ...safetyUiTypography } as const;

/**
 * In a portal, a safety element is painted above everything a practice's theme can paint: its own
 * layer (positioned, z-index 1, above the page's unpositioned and z-index:auto content, where a
 * hook's shadow is painted) and its own opaque background, so neither a neighbouring hook's shadow
 * nor a hook's background colour behind it decides how it reads.
 */
export const safetyUiLayer = { position: 'relative', zIndex: '1', bg: 'bg.panel' } as const;
