/**
 * A practice's custom CSS is a theme (issue 22, decisions 'Safety'): it may style only the portal's
 * documented hooks, with visual properties only. This file is the part both sides read: the hooks
 * the portal puts on its elements, the colours the theme's contrast check assumes where a theme
 * leaves one side of a pair to the portal, and the words the branding card shows. The sanitiser's
 * rules (each with its reason and examples) live in functions/core/portal/custom-css.
 */

/** Where a hook's text or background comes from when the theme does not set it. */
export type ThemeColourSource =
  | { kind: 'fixed'; light: string; dark: string }
  /** The practice's brand colours (the page: both, as a gradient may show either). */
  | { kind: 'brand'; which: 'both' | 'main' }
  /** Black or white, whichever reads better on the brand colour (the client's bubbles). */
  | { kind: 'readable-on-brand' }
  /** Transparent: whatever the hook it sits in shows. */
  | { kind: 'from-hook'; hook: string };

export interface PortalThemeHook {
  /** The class name, without the dot. */
  name: string;
  /** What it is, for the branding card. */
  what: string;
  text: ThemeColourSource;
  background: ThemeColourSource;
}

/**
 * The portal's own text and panel colours, as the app's theme (web/src/app/theme.ts) draws them:
 * fg (gray.900 / gray.50), bg.panel (white / gray.900), and the assistant's bubble (bg.subtle,
 * gray.100, in light mode; bg.emphasized, gray.800, in dark).
 */
const TEXT = { kind: 'fixed', light: '#26211C', dark: '#FBF8F3' } as const;
const PANEL = { kind: 'fixed', light: '#FFFFFF', dark: '#26211C' } as const;
const SUBTLE = { kind: 'fixed', light: '#F4EEE5', dark: '#3A332C' } as const;

export const PORTAL_THEME_HOOKS = [
  {
    name: 'mw-page',
    what: 'the page behind the cards',
    text: TEXT,
    background: { kind: 'brand', which: 'both' },
  },
  { name: 'mw-welcome', what: 'the welcome card a visitor sees first', text: TEXT, background: PANEL },
  { name: 'mw-chat', what: 'the chat card', text: TEXT, background: PANEL },
  {
    name: 'mw-header',
    what: 'the top of the chat card: logo, name and approach',
    text: { kind: 'from-hook', hook: 'mw-chat' },
    background: { kind: 'from-hook', hook: 'mw-chat' },
  },
  { name: 'mw-bubble-assistant', what: "the assistant's messages", text: TEXT, background: SUBTLE },
  {
    name: 'mw-bubble-client',
    what: "the client's own messages",
    text: { kind: 'readable-on-brand' },
    background: { kind: 'brand', which: 'main' },
  },
  {
    name: 'mw-composer',
    what: 'the message box and Send button',
    text: { kind: 'from-hook', hook: 'mw-chat' },
    background: { kind: 'from-hook', hook: 'mw-chat' },
  },
  {
    name: 'mw-side-panel',
    what: 'the panel about the practice beside the chat',
    text: TEXT,
    background: PANEL,
  },
] as const satisfies readonly PortalThemeHook[];

export type PortalThemeHookName = (typeof PORTAL_THEME_HOOKS)[number]['name'];

/** The hooks by class name. */
export const PORTAL_THEME_HOOK_NAMES: ReadonlySet<string> = new Set(
  PORTAL_THEME_HOOKS.map((hook) => hook.name),
);

/** Where the portal puts each hook: spread `className={themeHook('mw-chat')}`. */
export const themeHook = (name: PortalThemeHookName): string => name;

/** What a theme may change, grouped as the branding card lists it. */
export const THEME_PROPERTY_GROUPS: readonly {
  label: string;
  properties: readonly string[];
  limits: string;
}[] = [
  {
    label: 'Colours',
    properties: ['color', 'background-color', 'background'],
    limits:
      'solid colours or a linear or radial gradient; text must stay readable (contrast of at least 4.5:1 against its background)',
  },
  {
    label: 'Borders',
    properties: [
      'border',
      'border-top',
      'border-right',
      'border-bottom',
      'border-left',
      'border-color',
      'border-style',
      'border-width',
    ],
    limits: 'up to 8px wide',
  },
  {
    label: 'Corners',
    properties: [
      'border-radius',
      'border-top-left-radius',
      'border-top-right-radius',
      'border-bottom-right-radius',
      'border-bottom-left-radius',
    ],
    limits: 'up to 32px',
  },
  {
    label: 'Shadows',
    properties: ['box-shadow'],
    limits: 'up to 3, offsets up to 16px, blur up to 32px, spread up to 8px',
  },
  {
    label: 'Fonts',
    properties: ['font-family', 'font-weight', 'font-style', 'letter-spacing'],
    limits: 'fonts from the list below, weights 300 to 700, letter spacing from -0.02em to 0.2em',
  },
];

/** The font families a theme may name (found on people's devices; no font is downloaded). */
export const THEME_FONT_FAMILIES: readonly string[] = [
  'system-ui',
  'sans-serif',
  'serif',
  'ui-sans-serif',
  'ui-serif',
  'ui-rounded',
  'Arial',
  'Helvetica',
  'Helvetica Neue',
  'Verdana',
  'Tahoma',
  'Trebuchet MS',
  'Segoe UI',
  'Roboto',
  'Open Sans',
  'Lato',
  'Inter',
  'Gill Sans',
  'Optima',
  'Georgia',
  'Times New Roman',
  'Times',
  'Palatino',
  'Palatino Linotype',
  'Book Antiqua',
  'Garamond',
  'Baskerville',
  'Cambria',
];

/** Why a theme is limited this way, in the words the branding card uses. */
export const THEME_EXPLANATION =
  'Custom CSS is a theme: it can change colours, borders, corners, shadows and fonts of the parts listed here, and nothing else. Anything that could hide, move, resize, cover or fade part of the portal is removed when you save, and so is text that would be hard to read. The crisis support box, the crisis replies and the notes that the assistant is an AI always keep the portal’s own look, so every client can find help.';
