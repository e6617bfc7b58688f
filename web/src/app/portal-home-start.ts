import { startEarlyReads } from '#web/lib/api-request.ts';
import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { paths } from './paths';
import { screenCode } from './signed-in-screen-code';

/** The portal's code, fetched once and kept; the router draws it from the same module (lazy-screen.ts). */
export const portalRouteCode = screenCode(() => import('#web/features/portal/components/portal-route.tsx'));

/** What the portal reads as it is first drawn: its practice's public profile. */
export function practiceProfilePath(subdomain: string): string {
  return `/api/white-label/therapist/${encodeURIComponent(subdomain)}`;
}

/** How long the app waits for the portal's code and practice before it draws its loading state instead. */
export const PORTAL_WAIT_MS = 2000;

/**
 * A practice's portal on its own host (`{subdomain}.{root}/`), as a client opens it: the entry asks
 * for the portal's code and its practice at once, alongside React, instead of after React, the app
 * and the portal's code in turn. Answers a promise that settles once the portal can be drawn in one
 * pass (its code here and its practice read, or either failed: the portal then meets the failure as
 * it is drawn), or undefined on any other page. The app waits for it before its first render, so the
 * first thing painted is the practice's portal rather than a loading state it soon replaces.
 */
export function startPortalHome(pathname: string): Promise<void> | undefined {
  const subdomain = currentPortalSubdomain();
  if (!subdomain || pathname !== paths.home) return undefined;
  startEarlyReads([practiceProfilePath(subdomain)]);
  return Promise.all([
    portalRouteCode.load(),
    import('#web/features/portal/api/use-practice-profile.ts').then((profile) =>
      profile.preloadPracticeProfile(subdomain),
    ),
  ]).then(
    () => {},
    () => {},
  );
}
