import { SAFETY_PAGE_LINK_TEXT } from '#web/components/safety-page-link-text.ts';
import { LANDING_TITLE } from '#web/features/landing/model/landing-controls.ts';
import { runColorModeToggle } from '#web/features/landing/page-script/color-mode-controls.ts';
import { runLandingPage } from '#web/features/landing/page-script/run-landing-page.ts';
import { THERAPIST_LANDING_TITLE } from '#web/features/therapist-landing/model/therapist-landing-title.ts';
import { track } from '#web/lib/analytics.ts';
import { documentTitleFor } from '#web/lib/document-title.ts';
import type { HeldInteractions } from './early-interactions';
import { paths } from './paths';

interface PageScript {
  /** The tab title the page's screen sets in the app. */
  title: string;
  /** Gives the page's controls their behaviour; its links are plain links and need nothing. */
  run: (root: HTMLElement) => void;
}

/** The pages run by their own script (prerendered-pages.ts: `adoptedBy: 'page-script'`), by address. */
const pageScripts: Record<string, PageScript> = {
  [paths.home]: { title: LANDING_TITLE, run: (root) => runLandingPage(root, { withoutApp: true }) },
  // The header's light/dark switch is their only control.
  [paths.therapistLanding]: { title: THERAPIST_LANDING_TITLE, run: runColorModeToggle },
  [paths.safety]: { title: SAFETY_PAGE_LINK_TEXT, run: runColorModeToggle },
};

/**
 * A pre-rendered page taken over by its own script instead of the app: React, the design system
 * and the app's code are not loaded at all (they would only re-create what the HTML already
 * shows). The page's controls start working, the page view is counted as the app counts it (by
 * its route), and a button pressed before this ran is pressed again now. Answers false for a page
 * that has no script here (the app then starts instead).
 */
export function startPageScript(root: HTMLElement, held?: HeldInteractions): boolean {
  const path = root.dataset.prerendered ?? '';
  const page = pageScripts[path];
  if (!page) return false;
  page.run(root);
  document.title = documentTitleFor(page.title);
  track('page_view', { path });
  held?.startReplaying(() => true);
  return true;
}
