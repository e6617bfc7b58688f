import type { ReactNode } from 'react';
import { BrowserRouter, StaticRouter } from 'react-router-dom';

/**
 * The router the app runs in: the browser's address, or, when a page is rendered to HTML at build
 * time (see server-entry.tsx), the fixed `location` of that page. Both render the same tree, so the
 * browser can hydrate the HTML.
 */
export function RouterShell({ location, children }: { location?: string | undefined; children: ReactNode }) {
  if (location === undefined) return <BrowserRouter>{children}</BrowserRouter>;
  return <StaticRouter location={location}>{children}</StaticRouter>;
}
