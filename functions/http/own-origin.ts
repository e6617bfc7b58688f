import { appOrigin } from '#functions/core/config/app-links.ts';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { AppError } from '#shared/errors.ts';
import { hasSessionCookie } from './cookies';
import type { RequestInfo } from './request-info';

/**
 * Cross-site request forgery: a browser attaches the session cookie to a request that another site
 * starts, so a request that signs in, or changes anything with a session cookie, must come from
 * the app's own origin. The browser says where a request comes from in `Sec-Fetch-Site` and
 * `Origin`, which a page cannot forge: a request is refused when `Sec-Fetch-Site` is cross-site,
 * or when an `Origin` is present and is not the app's. Therapist portals ({subdomain}.ROOT_DOMAIN)
 * are other origins of the same site: they pass only on routes marked `portals` in the route table.
 * API clients that send a Bearer token, no cookie and no Origin are not browsers and pass.
 */
const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** Whether `origin` is a therapist portal: the app's scheme and port on one subdomain of its host. */
export function isPortalOrigin(origin: string, app: URL = appOrigin()): boolean {
  if (!URL.canParse(origin)) return false;
  const url = new URL(origin);
  if (url.origin !== origin || url.protocol !== app.protocol || url.port !== app.port) return false;
  const suffix = `.${app.hostname}`;
  if (!url.hostname.endsWith(suffix)) return false;
  return SUBDOMAIN_LABEL.test(url.hostname.slice(0, -suffix.length));
}

/** Throws 403 when a request that must come from the app's own origin comes from elsewhere. */
export function requireOwnOrigin(route: RouteDefinition, request: RequestInfo): void {
  const createsSessions = route.uses.includes('sessions:sign');
  const changesWithCookie = CHANGES.has(route.method) && hasSessionCookie(request.cookies);
  if (!createsSessions && !changesWithCookie) return;

  const app = appOrigin();
  const site = request.headers['sec-fetch-site'];
  const origin = request.headers.origin;
  const fromAllowedPortal = route.portals === true && origin !== undefined && isPortalOrigin(origin, app);
  const foreignSite = site === 'cross-site' || (site === 'same-site' && !fromAllowedPortal);
  const foreignOrigin = origin !== undefined && origin !== app.origin && !fromAllowedPortal;
  if (foreignSite || foreignOrigin) {
    throw new AppError(
      'FORBIDDEN',
      `This request came from another site, so it was refused: signing in and changes to an account are accepted only from Mirrorwell itself (${app.origin}).`,
    );
  }
}
