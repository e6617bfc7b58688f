import {
  createSystem,
  defaultBaseConfig,
  defineConfig,
  defineLayerStyles,
  defineRecipe,
  defineTextStyles,
} from '@chakra-ui/react';
import {
  checkboxAnatomy,
  checkboxCardAnatomy,
  radioCardAnatomy,
  switchAnatomy,
  toastAnatomy,
} from '@chakra-ui/react/anatomy';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxCardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioCardSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * Chakra's default theme minus the recipes of components the app does not use (Chakra ships
 * about 75; the unused ones would only make every signed-in screen's theme chunk larger). A
 * component without its recipe renders unstyled, and for a control that means invisible: a 0 px
 * switch, radio cards as plain text. Using a new Chakra component? Add its recipe
 * (`<name>Recipe` or `<name>SlotRecipe` from '@chakra-ui/react/theme') here; theme.test.ts
 * names every component imported in web/src whose recipe is missing.
 */
/**
 * Chakra's colour palettes the app never names: each adds 27 tokens that the design system builds
 * and writes out as CSS variables, in both colour modes, before any page of the app is drawn (a
 * portal's first paint among them, issue 24). theme.test.ts holds web/src to naming none of them.
 */
export const UNUSED_PALETTES: readonly string[] = ['yellow', 'teal', 'cyan', 'purple', 'pink'];

function withoutUnusedPalettes<Group extends object>(group: Group): Group {
  return Object.fromEntries(
    Object.entries(group).filter(([name]) => !UNUSED_PALETTES.includes(name)),
  ) as Group;
}

const chakraThemeSubset = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors ?? {}) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors ?? {}) },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      code: codeRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      icon: iconRecipe,
      input: inputRecipe,
      inputAddon: inputAddonRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      skipNavLink: skipNavLinkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      avatar: avatarSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      checkboxCard: checkboxCardSlotRecipe,
      dataList: dataListSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      fieldset: fieldsetSlotRecipe,
      list: listSlotRecipe,
      menu: menuSlotRecipe,
      nativeSelect: nativeSelectSlotRecipe,
      progress: progressSlotRecipe,
      radioCard: radioCardSlotRecipe,
      stat: statSlotRecipe,
      switch: switchSlotRecipe,
      table: tableSlotRecipe,
      tabs: tabsSlotRecipe,
      toast: toastSlotRecipe,
      tooltip: tooltipSlotRecipe,
    },
  },
});

/**
 * Surfaces the app repeats, named once (`layerStyle="panel"`): a card drawn by hand rather than
 * by Chakra's Card. Props given beside a layer style still win, so a screen adds its own padding.
 */
const mirrorwellLayerStyles = defineLayerStyles({
  /** A bordered panel on the page: one figure, list or card of a feature. */
  panel: {
    value: { bg: 'bg.panel', borderWidth: '1px', borderColor: 'border', borderRadius: 'xl' },
  },
  /** A card that floats above the page: the portal's welcome and chat cards. */
  raised: {
    value: { bg: 'bg.panel', borderRadius: '2xl', boxShadow: 'lg' },
  },
  /**
   * The brand's pale tint inside a brand border: the reader's standing on a page (`BrandBand`) and
   * the guide's weekly reflection. Its corners are the caller's.
   */
  tinted: {
    value: { bg: 'brand.subtle', borderWidth: '1px', borderColor: 'brand.muted' },
  },
  /**
   * Where help is offered now: the chat's crisis card and the safety page's crisis lines, drawn
   * alike so a person who has seen one knows the other.
   */
  lifeline: {
    value: { bg: 'brand.subtle', borderWidth: '2px', borderColor: 'brand.solid', borderRadius: '2xl' },
  },
});

/** Lettering the app repeats, named once (`textStyle="eyebrow"`); colour stays with the screen. */
const mirrorwellTextStyles = defineTextStyles({
  /** The small capitals above a page's or section's title ("A quiet space for self-reflection"). */
  eyebrow: {
    value: { fontWeight: 'semibold', fontSize: 'sm', letterSpacing: 'wider', textTransform: 'uppercase' },
  },
});

/**
 * A page column (`Container`) keeps the page's side gutters, one decision for every page: 1rem on
 * a phone, 1.5rem from `sm` up (Chakra's own grow to 2rem at `lg`). Configs merge breakpoint by
 * breakpoint, so `md` and `lg` are named too. A column that wants other gutters sets `px`.
 */
const pageColumnRecipe = defineRecipe({
  base: { px: { base: '4', sm: '6', md: '6', lg: '6' } },
});

/**
 * Mirrorwell's look: warm sand neutrals (they replace Chakra's grays, so every built-in surface,
 * border and muted text turns warm), a calm deep-teal brand and a gold accent for lifetime
 * access. Text pairs meet WCAG AA in both colour modes.
 */
const themeConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'brand', scrollPaddingTop: '5rem' },
    body: { bg: 'bg', color: 'fg', minHeight: '100dvh' },
  },
  theme: {
    layerStyles: mirrorwellLayerStyles,
    textStyles: mirrorwellTextStyles,
    recipes: { container: pageColumnRecipe },
    tokens: {
      fonts: {
        heading: {
          value: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif",
        },
        body: {
          value:
            "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif",
        },
      },
      colors: {
        gray: {
          50: { value: '#FBF8F3' },
          100: { value: '#F4EEE5' },
          200: { value: '#E8DFD2' },
          300: { value: '#D6CABA' },
          400: { value: '#B3A694' },
          500: { value: '#8C7F6E' },
          600: { value: '#6B6052' },
          700: { value: '#51483D' },
          800: { value: '#3A332C' },
          900: { value: '#26211C' },
          950: { value: '#171411' },
        },
        brand: {
          50: { value: '#EEF6F4' },
          100: { value: '#D5EAE5' },
          200: { value: '#AED5CC' },
          300: { value: '#7FBAAD' },
          400: { value: '#529C8D' },
          500: { value: '#357F71' },
          600: { value: '#2A675C' },
          700: { value: '#23534B' },
          800: { value: '#1E433D' },
          900: { value: '#183632' },
          950: { value: '#0E2220' },
        },
        gold: {
          50: { value: '#FDF8EA' },
          100: { value: '#FDF3D7' },
          200: { value: '#F8E3A8' },
          300: { value: '#F3D27A' },
          400: { value: '#E3B64A' },
          500: { value: '#C8961F' },
          600: { value: '#A87A0C' },
          700: { value: '#8A5A00' },
          800: { value: '#5F3F00' },
          900: { value: '#3A2A00' },
          950: { value: '#231900' },
        },
      },
    },
    slotRecipes: {
      // An unchecked control must still be seen: Chakra draws it in `border.emphasized` and
      // `bg.emphasized` (about 1.5:1 on a panel here); `control.off` meets the 3:1 asked of
      // controls (WCAG 1.4.11) in both colour modes. The checked look is Chakra's.
      switch: {
        slots: switchAnatomy.keys(),
        variants: { variant: { solid: { control: { bg: 'control.off' } } } },
      },
      checkbox: {
        slots: checkboxAnatomy.keys(),
        variants: { variant: { solid: { control: { borderColor: 'control.off' } } } },
      },
      checkboxCard: {
        slots: checkboxCardAnatomy.keys(),
        variants: { variant: { outline: { indicator: { borderColor: 'control.off' } } } },
      },
      radioCard: {
        slots: radioCardAnatomy.keys(),
        variants: { variant: { outline: { itemIndicator: { borderColor: 'control.off' } } } },
      },
      // Notifications stay calm: a quiet panel with a coloured edge instead of a loud fill.
      toast: {
        slots: toastAnatomy.keys(),
        base: {
          root: {
            bg: 'bg.panel',
            color: 'fg',
            borderWidth: '1px',
            borderColor: 'border',
            borderInlineStartWidth: '4px',
            borderInlineStartColor: 'var(--toast-accent)',
            '--toast-accent': 'colors.brand.solid',
            '&[data-type=error], &[data-type=warning], &[data-type=success]': {
              bg: 'bg.panel',
              color: 'fg',
              '--toast-trigger-bg': 'colors.bg.muted',
              '--toast-border-color': 'colors.border',
            },
            '&[data-type=error]': { '--toast-accent': 'colors.fg.error' },
            '&[data-type=warning]': { '--toast-accent': 'colors.gold.fg' },
          },
          description: { opacity: '1', color: 'fg.muted' },
          indicator: { color: 'var(--toast-accent)' },
          closeTrigger: { color: 'fg.muted' },
        },
      },
    },
    semanticTokens: {
      colors: {
        control: {
          off: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
        },
        bg: {
          DEFAULT: { value: { _light: '{colors.gray.50}', _dark: '{colors.gray.950}' } },
          subtle: { value: { _light: '{colors.gray.100}', _dark: '{colors.gray.900}' } },
          panel: { value: { _light: '{colors.white}', _dark: '{colors.gray.900}' } },
        },
        fg: {
          DEFAULT: { value: { _light: '{colors.gray.900}', _dark: '{colors.gray.50}' } },
          muted: { value: { _light: '{colors.gray.600}', _dark: '{colors.gray.400}' } },
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
        },
        brand: {
          solid: { value: { _light: '{colors.brand.600}', _dark: '{colors.brand.300}' } },
          contrast: { value: { _light: '{colors.white}', _dark: '{colors.brand.950}' } },
          fg: { value: { _light: '{colors.brand.700}', _dark: '{colors.brand.200}' } },
          muted: { value: { _light: '{colors.brand.100}', _dark: '{colors.brand.900}' } },
          subtle: { value: { _light: '{colors.brand.50}', _dark: '{colors.brand.950}' } },
          emphasized: { value: { _light: '{colors.brand.200}', _dark: '{colors.brand.800}' } },
          focusRing: { value: { _light: '{colors.brand.500}', _dark: '{colors.brand.300}' } },
        },
        gold: {
          solid: { value: { _light: '{colors.gold.300}', _dark: '{colors.gold.300}' } },
          contrast: { value: { _light: '{colors.gold.900}', _dark: '{colors.gold.900}' } },
          fg: { value: { _light: '{colors.gold.700}', _dark: '{colors.gold.200}' } },
          muted: { value: { _light: '{colors.gold.100}', _dark: '{colors.gold.900}' } },
          subtle: { value: { _light: '{colors.gold.50}', _dark: '{colors.gold.950}' } },
          emphasized: { value: { _light: '{colors.gold.200}', _dark: '{colors.gold.800}' } },
          focusRing: { value: { _light: '{colors.gold.500}', _dark: '{colors.gold.400}' } },
        },
      },
    },
  },
});

export const system = createSystem(defaultBaseConfig, chakraThemeSubset, themeConfig);
