import { LANDING_TITLE } from '#web/features/landing/model/landing-controls.ts';
import { runLandingPage } from '#web/features/landing/page-script/run-landing-page.ts';
import { track } from '#web/lib/analytics.ts';
import { documentTitleFor } from '#web/lib/document-title.ts';
import type { HeldInteractions } from './early-interactions';

/**
 * The pre-rendered landing, taken over by its own script instead of the app: React, the design
 * system and the app's code are not loaded at all (they would only re-create what the HTML already
 * shows). The page's controls start working, the page view is counted as the app counts it, and a
 * button pressed before this ran is pressed again now.
 */
export function startPageScript(root: HTMLElement, held?: HeldInteractions): void {
  runLandingPage(root, { withoutApp: true });
  document.title = documentTitleFor(LANDING_TITLE);
  track('page_view', { path: '/' });
  held?.startReplaying(() => true);
}
