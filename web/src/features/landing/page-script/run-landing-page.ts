import { runCheckoutButtons } from './checkout-controls';
import { runColorModeToggle } from './color-mode-controls';
import { runFounderStory } from './founder-story-controls';

export interface LandingPageOptions {
  /**
   * No app on the page (the pre-rendered landing, run by its own script): the script also runs the
   * header's light/dark switch, which the app otherwise runs itself.
   */
  withoutApp: boolean;
}

/**
 * Gives the landing page's controls their behaviour: the founder's story, the checkout buttons and,
 * without the app, the light/dark switch. The FAQ needs no script (the browser's own disclosures).
 * The same code runs on the pre-rendered page (from app/start-page-script.ts) and on the landing
 * the app renders itself (from LandingPage). Returns what undoes it.
 */
export function runLandingPage(root: HTMLElement, { withoutApp }: LandingPageOptions): () => void {
  const undo = [runFounderStory(root), runCheckoutButtons(root)];
  if (withoutApp) undo.push(runColorModeToggle(root));
  return () => {
    for (const step of undo) step();
  };
}
