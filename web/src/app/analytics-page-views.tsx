import { useEffect } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { track } from '#web/lib/analytics.ts';

/** Literal routes first, so `/coupon` is itself and not a practice called "coupon". */
const routePatterns = Object.values(paths).sort(
  (a, b) => Number(a.includes(':')) - Number(b.includes(':')) || b.length - a.length,
);

/**
 * The route a location shows, as its pattern (`/client/:subdomain`): which practice a person
 * visits, or whatever they typed into an unknown address, stays in their browser.
 */
export function routePatternOf(pathname: string): string {
  return routePatterns.find((pattern) => matchPath(pattern, pathname)) ?? '/*';
}

/** A page view on the first screen and on every route change (analytics.ts decides if it is sent). */
export function AnalyticsPageViews() {
  const { pathname } = useLocation();
  useEffect(() => {
    track('page_view', { path: routePatternOf(pathname) });
  }, [pathname]);
  return null;
}
