import {
  contrastRatio,
  MIN_TEXT_CONTRAST,
  type Rgb,
  readableTextOn,
  rgbOfHex,
} from '#shared/domain/colour-contrast.ts';
import { PORTAL_THEME_HOOKS, type ThemeColourSource } from '#shared/domain/portal-theme.ts';
import { DEFAULT_BRAND_COLOR, DEFAULT_SECONDARY_COLOR } from '#shared/domain/practice-branding.ts';
import { hexOf } from './css-colour';

/** The practice's colours, which some hooks show when the theme leaves them alone. */
export interface ThemeContext {
  brandingColor: string;
  secondaryColor: string;
}

export const DEFAULT_THEME_CONTEXT: ThemeContext = {
  brandingColor: DEFAULT_BRAND_COLOR,
  secondaryColor: DEFAULT_SECONDARY_COLOR,
};

/** What a theme set on one hook in one state: its text colour and background colours (gradient stops). */
interface HookColours {
  text?: Rgb | undefined;
  backgrounds?: Rgb[] | undefined;
}

export interface HookState {
  hook: string;
  hover: boolean;
}

type Mode = 'light' | 'dark';
const MODES: Mode[] = ['light', 'dark'];
const key = ({ hook, hover }: HookState) => `${hook}${hover ? ':hover' : ''}`;
const HOOKS = new Map<string, (typeof PORTAL_THEME_HOOKS)[number]>(
  PORTAL_THEME_HOOKS.map((h) => [h.name, h]),
);

/**
 * Holds the colours a theme has set so far, hook by hook, and checks each new rule's colours
 * against them: text on a hook must reach 4.5:1 against every colour of its background, in light
 * and dark mode, where the portal's own colour stands in for the side the theme leaves alone.
 */
export class ThemeContrast {
  readonly #set = new Map<string, HookColours>();
  readonly #brand: Rgb[];

  constructor(private readonly context: ThemeContext) {
    this.#brand = [context.brandingColor, context.secondaryColor].map(
      (hex) => rgbOfHex(hex) ?? rgbOfHex(DEFAULT_BRAND_COLOR)!,
    );
  }

  /**
   * Applies a rule's colours to its hooks when every hook state they touch stays readable; otherwise
   * changes nothing and says why (for the first state that fails).
   */
  apply(states: HookState[], colours: HookColours): string | null {
    const before = new Map(this.#set);
    for (const state of states) {
      const own = this.#set.get(key(state)) ?? {};
      this.#set.set(key(state), {
        text: colours.text ?? own.text,
        backgrounds: colours.backgrounds ?? own.backgrounds,
      });
    }
    const problem = this.#firstUnreadable();
    if (problem) {
      this.#set.clear();
      for (const [name, value] of before) this.#set.set(name, value);
    }
    return problem;
  }

  /** The first hook state whose pair the theme touched and which reads below the floor. */
  #firstUnreadable(): string | null {
    for (const state of this.#touchedStates()) {
      const problem = this.#unreadable(state);
      if (problem) return problem;
    }
    return null;
  }

  /** Every hook state, plain then hover, whose colours the theme touched. */
  *#touchedStates(): Generator<HookState> {
    for (const hook of PORTAL_THEME_HOOKS) {
      for (const hover of [false, true]) {
        const state = { hook: hook.name, hover };
        if (this.#touched(state)) yield state;
      }
    }
  }

  /** Why this state's text is hard to read against one of its backgrounds in either mode, if it is. */
  #unreadable(state: HookState): string | null {
    for (const mode of MODES) {
      const text = this.#text(state, mode);
      for (const background of this.#backgrounds(state, mode)) {
        const ratio = contrastRatio(text, background);
        if (ratio < MIN_TEXT_CONTRAST)
          return this.#unreadableMessage(state, mode, { text, background, ratio });
      }
    }
    return null;
  }

  #unreadableMessage(
    state: HookState,
    mode: Mode,
    pair: { text: Rgb; background: Rgb; ratio: number },
  ): string {
    const byTheme = this.#themeText(state) && this.#themeBackgrounds(state);
    return `text on .${key(state)} would be hard to read: ${hexOf(pair.text)} on ${hexOf(pair.background)} is ${pair.ratio.toFixed(1)}:1${byTheme ? '' : ` in ${mode} mode`}, and at least ${MIN_TEXT_CONTRAST}:1 is needed${byTheme ? '' : ' (set both color and background in one rule to choose the pair yourself)'}`;
  }

  #themeText(state: HookState): Rgb | undefined {
    return (
      this.#set.get(key(state))?.text ??
      (state.hover ? this.#set.get(key({ ...state, hover: false }))?.text : undefined)
    );
  }

  #themeBackgrounds(state: HookState): Rgb[] | undefined {
    return (
      this.#set.get(key(state))?.backgrounds ??
      (state.hover ? this.#set.get(key({ ...state, hover: false }))?.backgrounds : undefined)
    );
  }

  /** Whether any colour of this state's pair comes from the theme (its own, or the hook it sits in). */
  #touched(state: HookState): boolean {
    if (this.#themeText(state) || this.#themeBackgrounds(state)) return true;
    const hook = HOOKS.get(state.hook);
    const parents = [hook?.text, hook?.background].flatMap((source) =>
      source?.kind === 'from-hook' ? [source.hook] : [],
    );
    return parents.some((parent) => this.#touched({ hook: parent, hover: false }));
  }

  #text(state: HookState, mode: Mode): Rgb {
    return this.#themeText(state) ?? this.#default(HOOKS.get(state.hook)!.text, mode, 'text')[0]!;
  }

  #backgrounds(state: HookState, mode: Mode): Rgb[] {
    return (
      this.#themeBackgrounds(state) ?? this.#default(HOOKS.get(state.hook)!.background, mode, 'background')
    );
  }

  #default(source: ThemeColourSource, mode: Mode, side: 'text' | 'background'): Rgb[] {
    switch (source.kind) {
      case 'fixed':
        return [rgbOfHex(source[mode])!];
      case 'brand':
        return source.which === 'both' ? this.#brand : [this.#brand[0]!];
      case 'readable-on-brand':
        return [rgbOfHex(readableTextOn(this.context.brandingColor))!];
      case 'from-hook': {
        const parent = { hook: source.hook, hover: false };
        return side === 'text' ? [this.#text(parent, mode)] : this.#backgrounds(parent, mode);
      }
    }
  }
}
