import { controlSelector, landingControls } from '#web/features/landing/model/landing-controls.ts';
import { storageKeys, writeStored } from '#web/lib/browser-storage.ts';

type Mode = 'light' | 'dark';

const modeNow = (): Mode => (document.documentElement.classList.contains('dark') ? 'dark' : 'light');

/**
 * The header's light/dark switch on a page without the app (components/ui/color-mode.tsx is the
 * app's): the same class on <html> and the same `theme` key next-themes keeps, so the choice holds
 * on every page. Its name says what pressing it does; both icons are in the button and the class
 * shows one.
 */
export function runColorModeToggle(root: HTMLElement): () => void {
  const toggles = [...root.querySelectorAll<HTMLElement>(controlSelector(landingControls.colorModeToggle))];
  const name = () => {
    const label = `Switch to ${modeNow() === 'dark' ? 'light' : 'dark'} mode`;
    for (const toggle of toggles) {
      toggle.setAttribute('aria-label', label);
      toggle.title = label;
    }
  };
  const toggle = () => {
    const next: Mode = modeNow() === 'dark' ? 'light' : 'dark';
    const html = document.documentElement;
    html.classList.remove('light', 'dark');
    html.classList.add(next);
    html.style.colorScheme = next;
    writeStored(storageKeys.theme, next);
    name();
  };
  name();
  for (const element of toggles) element.addEventListener('click', toggle);
  return () => {
    for (const element of toggles) element.removeEventListener('click', toggle);
  };
}
