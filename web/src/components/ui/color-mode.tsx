import { IconButton, type IconButtonProps } from '@chakra-ui/react';
import { Moon, Sun } from 'lucide-react';
import { ThemeProvider, type ThemeProviderProps, useTheme } from 'next-themes';
import { storageKeys } from '#web/lib/browser-storage.ts';

export type ColorMode = 'light' | 'dark';

/** Light/dark mode as a class on <html>, kept in localStorage under `theme`. */
export function ColorModeProvider(props: ThemeProviderProps) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={storageKeys.theme}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      // The saved mode is applied before first paint by /theme-init.js. next-themes' own inline
      // script is meant for server rendering and never runs in this client-rendered app; as a
      // data block React does not warn about it.
      scriptProps={{ type: 'application/json' }}
      {...props}
    />
  );
}

export function useColorMode(): { colorMode: ColorMode; toggleColorMode: () => void } {
  const { resolvedTheme, setTheme } = useTheme();
  const colorMode: ColorMode = resolvedTheme === 'dark' ? 'dark' : 'light';
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
      {...props}
    >
      {colorMode === 'dark' ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </IconButton>
  );
}
