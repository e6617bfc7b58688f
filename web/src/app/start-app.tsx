import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { hasSessionHint } from '#web/lib/session-hint.ts';
import { App } from './app';
import type { HeldInteractions } from './early-interactions';
import { prerenderedPageAt } from './prerendered-pages';

/**
 * A page pre-rendered at build time (`data-prerendered` names its address) is hydrated: React adopts
 * the HTML the visitor already sees. It is rendered afresh instead when the HTML is not this page's
 * (a practice's portal on its own subdomain) or when the sign-in hint means this address shows a
 * signed-in view rather than the visitor's (the chat at `/`).
 */
function canHydrate(container: HTMLElement): boolean {
  const page = prerenderedPageAt(window.location.pathname);
  if (!page || container.dataset.prerendered !== page.path) return false;
  if (currentPortalSubdomain()) return false;
  return !page.signedInView.some((kind) => hasSessionHint(kind));
}

/** `held`: what the visitor did on the pre-rendered page before this ran (see early-interactions.ts). */
export function startApp(held?: HeldInteractions): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  const app = (
    <StrictMode>
      <WhenCommitted run={() => held?.startReplaying()}>
        <App />
      </WhenCommitted>
    </StrictMode>
  );
  if (canHydrate(container)) {
    // As a transition, hydration yields to the browser between small slices of work, so the page
    // answers taps while it wakes up.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The HTML hidden for a signed-in view (see /theme-init.js) shows again as the app replaces it.
  delete container.dataset.signedInView;
  createRoot(container).render(app);
}

/**
 * Its effect runs once the whole app inside has committed and run its own effects (React runs a
 * parent's effects after its children's), so the app is ready for what the visitor did. It wraps
 * the app rather than sitting beside it: a sibling would change the ids React derives from the
 * tree's shape (useId), and the pre-rendered page's ids would no longer match.
 */
function WhenCommitted({ run, children }: { run: () => void; children: ReactNode }) {
  useEffect(() => {
    run();
  }, [run]);
  return children;
}
