import { Box, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, type ThemeProviderProps, useTheme } from 'next-themes';
import {
  createContext,
  type RefObject,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { storageKeys } from '#web/lib/browser-storage.ts';

export type ColorMode = 'light' | 'dark';

interface ColorModeState {
  /** The mode in effect (undefined only while rendering on the server). */
  resolvedTheme: ColorMode | undefined;
  setTheme: (theme: ColorMode) => void;
}

const ColorModeContext = createContext<ColorModeState>({ resolvedTheme: undefined, setTheme: () => {} });

/** The mode /theme-init.js put on <html> before the first paint. */
function modeOnThePage(): ColorMode | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

/**
 * Light/dark mode as a class on <html>, kept in localStorage under `theme` (next-themes does both).
 * The app reads the mode from its own context, which changes only in transitions: next-themes
 * settles its state just after the app starts, and an urgent change of a context above a
 * pre-rendered page that React has not adopted yet would make React throw that HTML away and
 * render it again.
 */
export function ColorModeProvider({ children, ...props }: ThemeProviderProps) {
  const [resolvedTheme, setResolvedTheme] = useState<ColorMode | undefined>(modeOnThePage);
  const setThemeRef = useRef<(theme: ColorMode) => void>(() => {});
  const setTheme = useCallback((theme: ColorMode) => setThemeRef.current(theme), []);
  const value = useMemo(() => ({ resolvedTheme, setTheme }), [resolvedTheme, setTheme]);
  return (
    <ColorModeContext.Provider value={value}>
      <ThemeProvider
        attribute="class"
        storageKey={storageKeys.theme}
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        // The saved mode is applied before first paint by /theme-init.js. next-themes' own inline
        // script is meant for server rendering and would be blocked by the Content-Security-Policy;
        // as a data block it never runs and React does not warn about it.
        scriptProps={{ type: 'application/json' }}
        {...props}
      >
        <NextThemesBridge setThemeRef={setThemeRef} onResolved={setResolvedTheme} />
      </ThemeProvider>
      {children}
    </ColorModeContext.Provider>
  );
}

/** Passes next-themes' mode up to the app's context, as a transition, and its setter back. */
function NextThemesBridge({
  setThemeRef,
  onResolved,
}: {
  setThemeRef: RefObject<(theme: ColorMode) => void>;
  onResolved: (mode: ColorMode) => void;
}) {
  const { resolvedTheme, setTheme } = useTheme();
  useEffect(() => {
    setThemeRef.current = setTheme;
  }, [setTheme, setThemeRef]);
  useEffect(() => {
    if (!resolvedTheme) return;
    startTransition(() => onResolved(resolvedTheme === 'dark' ? 'dark' : 'light'));
  }, [resolvedTheme, onResolved]);
  return null;
}

/** The light/dark mode in effect, for code that follows it (the mood palette). */
export function useResolvedColorMode(): ColorMode | undefined {
  return useContext(ColorModeContext).resolvedTheme;
}

const noSubscription = () => () => {};

/**
 * False while React adopts a page pre-rendered at build time, true from then on. Pre-rendered HTML
 * is the light mode's; what depends on the saved mode follows right after, so adopting never fails.
 */
function useAfterHydration(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useContext(ColorModeContext);
  const colorMode: ColorMode = useAfterHydration() && resolvedTheme === 'dark' ? 'dark' : 'light';
  return { colorMode, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') };
}

/** The header's light/dark switch. Its name says what pressing it does. */
export function ColorModeButton(props: Omit<IconButtonProps, 'aria-label' | 'onClick'>) {
  const { colorMode, toggleColorMode } = useColorMode();
  const nextMode = colorMode === 'dark' ? 'light' : 'dark';
  return (
    <IconButton
      variant="ghost"
      colorPalette="gray"
      size="sm"
      aria-label={`Switch to ${nextMode} mode`}
      title={`Switch to ${nextMode} mode`}
      onClick={toggleColorMode}
      // A page without the app (the pre-rendered landing) runs this switch with its own script.
      data-color-mode-toggle=""
      {...props}
    >
      {/* Both icons, the right one shown by the mode's class on <html> (set before the first paint). */}
      <Box as="span" display="none" _dark={{ display: 'contents' }}>
        <Sun aria-hidden="true" />
      </Box>
      <Box as="span" display="contents" _dark={{ display: 'none' }}>
        <Moon aria-hidden="true" />
      </Box>
    </IconButton>
  );
}
