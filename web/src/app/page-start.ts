import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { hasSessionHint } from '#web/lib/session-hint.ts';
import { prerenderedPageAt } from './prerendered-pages';

/**
 * How the browser takes over the page it was sent:
 * - `enhance`: a pre-rendered page that runs on its own small script (the landing, the therapist
 *   landing, /safety), no React;
 * - `hydrate`: a pre-rendered page the app adopts as it is (also a page-script page whose
 *   `hydratedFor` sign-in hint is there: part of it differs for that session);
 * - `render`: the app renders the page itself, because the HTML is not this page's (a practice's
 *   portal on its own subdomain, the app shell of any other address) or because the sign-in hint
 *   means this address shows a signed-in view rather than the visitor's (the chat at `/`).
 * Plain code without React, so the entry can decide before loading the app.
 */
export type PageStart = 'enhance' | 'hydrate' | 'render';

export function howToStart(container: HTMLElement, pathname = window.location.pathname): PageStart {
  const page = prerenderedPageAt(pathname);
  if (!page || container.dataset.prerendered !== page.path) return 'render';
  if (currentPortalSubdomain()) return 'render';
  if (page.signedInView.some((kind) => hasSessionHint(kind))) return 'render';
  if (page.adoptedBy === 'react' || page.hydratedFor.some((kind) => hasSessionHint(kind))) return 'hydrate';
  return 'enhance';
}
