import { holdEarlyInteractions } from './app/early-interactions';
import { howToStart } from './app/page-start';
import { PORTAL_WAIT_MS, startPortalHome } from './app/portal-home-start';
import { signedInScreenAt, startSignedInScreen } from './app/signed-in-screen-code';
import { registerServiceWorker } from './pwa/register-service-worker';

/**
 * The entry is small on purpose: the page on screen is already complete (pre-rendered HTML, or the
 * shell), so what takes it over starts only once the browser has painted it: the app or, on the
 * landing, the therapist landing and /safety, the page's own small script (see app/page-start.ts).
 * Meanwhile a pre-rendered page can be used: a button pressed is kept and pressed again once it
 * works. On a practice's portal (its own host) the app waits for the portal's code and practice
 * instead, so its first paint is the portal (app/portal-home-start.ts).
 *
 * It is an async module script (index.html), so it runs as soon as it has arrived, while the page's
 * HTML may still be read: a signed-in screen's code and data are asked for at once (on `/` a member
 * would otherwise wait for the visitor's whole pre-rendered landing to be read and laid out first);
 * everything that touches the page waits until the HTML has been read, as a deferred script would.
 */
// A signed-in screen (its page is hidden until the app draws it) asks for its own code, who is signed
// in and its data at once, alongside React rather than after it; a visitor asks nothing more.
const signedInScreen = signedInScreenAt(window.location.pathname);
if (signedInScreen) startSignedInScreen(signedInScreen);
// A practice's portal on its own host asks for its code and its practice at once too.
const portalHome = signedInScreen ? undefined : startPortalHome(window.location.pathname);

/** Runs `task` once the HTML has been read (at once if it has). */
function whenParsed(task: () => void): void {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', task, { once: true });
  else task();
}

let root: HTMLElement | null = null;
let held: ReturnType<typeof holdEarlyInteractions> | undefined;

/** Lets the browser breathe (paint, answer a tap) between two long pieces of start-up work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

let started = false;
async function start(): Promise<void> {
  if (started) return;
  started = true;
  if (root && howToStart(root) === 'enhance') {
    // The landing, the therapist landing and /safety need neither React nor the app: their own
    // script runs their few controls.
    const { startPageScript } = await import('./app/start-page-script');
    if (startPageScript(root, held)) return;
  }
  // The code arrives together (Vite fetches a dynamic import's chunks in parallel) but runs in
  // three steps, so no single task holds the page for long: React, then Chakra's design system and
  // the app's shell (one chunk; building the tokens is the heaviest part), then the app adopts the
  // page.
  await import('react-dom/client');
  await nextTask();
  await import('./app/theme');
  await nextTask();
  // The portal is drawn in one pass, its practice already read: the first paint is the portal.
  if (portalHome)
    await Promise.race([portalHome, new Promise((resolve) => setTimeout(resolve, PORTAL_WAIT_MS))]);
  const { startApp } = await import('./app/start-app');
  startApp(held);
}
whenParsed(() => {
  root = document.getElementById('root');
  held = root?.dataset.prerendered ? holdEarlyInteractions(root) : undefined;
  if (document.visibilityState === 'hidden') void start();
  else {
    // Just after the next frame is painted.
    requestAnimationFrame(() => setTimeout(() => void start(), 0));
    // A tab sent to the background paints no frames: it starts as it goes.
    document.addEventListener('visibilitychange', () => void start(), { once: true });
  }
  registerServiceWorker();
});
