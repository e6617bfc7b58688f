import { type ReactNode, StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import type { HeldInteractions } from './early-interactions';
import { howToStart } from './page-start';

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
  if (howToStart(container) === 'hydrate') {
    // As a transition, hydration yields to the browser between small slices of work, so the page
    // answers taps while it wakes up.
    startTransition(() => {
      hydrateRoot(container, app);
    });
    return;
  }
  // The HTML hidden for a signed-in view (see /theme-init.js) shows again as the app replaces it.
  delete container.dataset.signedInView;
  // A transition here too: the first render of a signed-in screen (the member chat, the dashboard)
  // is React's and Chakra's longest piece of work; in slices, a tap or a key is answered meanwhile.
  const root = createRoot(container);
  startTransition(() => {
    root.render(app);
  });
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
