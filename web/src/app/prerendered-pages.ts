import type { SessionHintKind } from '#web/lib/session-hint.ts';
import { paths } from './paths.ts';

/**
 * The public pages rendered to HTML at build time, one line each, by their name in `paths`. A name
 * that `paths` does not have (yet) is left out of the build with a note; once it exists, its page
 * must render (with an h1) or the build fails. `signedInView`: the kinds of session for which the
 * address shows something else (the chat instead of the landing): with that sign-in hint the browser
 * renders the page itself instead of hydrating the visitor's HTML. `hydratedFor`: on a page run by
 * its own script, the kinds of session for which the app adopts the page instead, because some of it
 * differs for them once the app has looked the session up (a member's 'Back to chat' on /safety).
 */
const pagesToPrerender: readonly {
  name: string;
  signedInView?: readonly SessionHintKind[];
  adoptedBy?: PageAdoption;
  hydratedFor?: readonly SessionHintKind[];
}[] = [
  // The landing is content with a few controls: a small script of its own runs them, and React,
  // its design system and the app load only on the pages that need them (see start-page-script.ts).
  { name: 'home', signedInView: ['member'], adoptedBy: 'page-script' },
  // Not `productEntry` (/mirrorwell): the guest chat restores the tab's conversation from session
  // storage as it first renders, so HTML made at build time would be the wrong screen to adopt
  // (and text typed into it before the app starts would be lost). It is rendered in the browser.
  // Add it here, with `signedInView: ['member']`, once it reads its storage after the first render.
  // Content and links with a light/dark switch, like the landing: its own small script runs them.
  { name: 'therapistLanding', adoptedBy: 'page-script' },
  { name: 'safety', adoptedBy: 'page-script', hydratedFor: ['member'] },
  { name: 'privacy' },
  { name: 'terms' },
  { name: 'coupon' },
  { name: 'workingTest' },
  { name: 'enterprise' },
  { name: 'emailSetup' },
  { name: 'downloads' },
];

/**
 * What takes over a pre-rendered page in the browser: the app, hydrating it (`react`), or the
 * page's own small script (`page-script`), which makes its controls work without React.
 */
export type PageAdoption = 'react' | 'page-script';

export interface PrerenderedPage {
  name: string;
  /** The address, e.g. `/safety`. */
  path: string;
  /** Its HTML in the build: `index.html` for `/`, `safety/index.html` for `/safety`. */
  file: string;
  signedInView: readonly SessionHintKind[];
  adoptedBy: PageAdoption;
  hydratedFor: readonly SessionHintKind[];
}

/** Every other address of the app gets this: the app with nothing rendered yet. */
export const APP_SHELL_FILE = 'app-shell.html';

const knownPaths: Record<string, string> = paths;

/** The build file of a pre-rendered address. */
export function prerenderedFileOf(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\/+|\/+$/g, '')}/index.html`;
}

export const prerenderedPages: readonly PrerenderedPage[] = pagesToPrerender.flatMap(
  ({ name, signedInView, adoptedBy, hydratedFor }) => {
    const path = knownPaths[name];
    if (!path) return [];
    return [
      {
        name,
        path,
        file: prerenderedFileOf(path),
        signedInView: signedInView ?? [],
        adoptedBy: adoptedBy ?? 'react',
        hydratedFor: hydratedFor ?? [],
      },
    ];
  },
);

/** Names in the list that `paths` does not have yet (reported by the build). */
export const pagesNotYetRouted: readonly string[] = pagesToPrerender
  .map(({ name }) => name)
  .filter((name) => !knownPaths[name]);

/** The pre-rendered page at an address (a trailing slash allowed), if there is one. */
export function prerenderedPageAt(pathname: string): PrerenderedPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return prerenderedPages.find((page) => page.path === path);
}
