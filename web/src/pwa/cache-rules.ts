/**
 * What the service worker may keep, as pure rules (unit-tested; sw.js is built from
 * service-worker.ts with these). Only the app's own code and shell are ever cached: never an API
 * reply (conversations, accounts, anything a person wrote), never a request that carries its own
 * credentials, never a reply its server marks private or not to be stored.
 */

/** What the service worker does with a request. */
export type FetchStrategy =
  /** Left alone: the browser fetches it as if there were no service worker. */
  | 'network-only'
  /** A page load: from the network; offline, the cached app shell. Its HTML is never stored. */
  | 'navigation'
  /** The app's own files (hashed, so never changing): from the cache, else fetched and kept. */
  | 'cache-first';

export interface RequestFacts {
  method: string;
  /** Absolute URL. */
  url: string;
  /** `navigate` for a page load. */
  mode: string;
  /** The request carries credentials of its own (an Authorization header). */
  hasAuthorization: boolean;
}

/** Paths whose replies are personal or live: the API, and the local runtime's mailbox and downloads. */
const neverCachedPrefixes = ['/api/', '/dev/', '/local-downloads/'];

export function isNeverCachedPath(pathname: string): boolean {
  return pathname === '/api' || neverCachedPrefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * `origin`: the service worker's own; `precached`: the paths installed with it (the app shell).
 */
export function strategyFor(
  request: RequestFacts,
  origin: string,
  precached: ReadonlySet<string>,
): FetchStrategy {
  if (request.method !== 'GET' || request.hasAuthorization) return 'network-only';
  const url = new URL(request.url);
  if (url.origin !== origin || isNeverCachedPath(url.pathname)) return 'network-only';
  if (request.mode === 'navigate') return 'navigation';
  // A query string makes a URL one of a kind (a signed link, a cache-buster): not the app's code.
  if (url.search) return 'network-only';
  if (url.pathname.startsWith('/assets/') || precached.has(url.pathname)) return 'cache-first';
  return 'network-only';
}

export interface ResponseFacts {
  status: number;
  /** `basic` for a same-origin reply; `opaque`, `cors`, `error` otherwise. */
  type: string;
  cacheControl: string | null;
  vary: string | null;
}

/** Whether a reply to a cache-first request may be stored: a complete, same-origin, storable 200. */
export function isCacheableResponse(response: ResponseFacts): boolean {
  if (response.status !== 200 || response.type !== 'basic') return false;
  const cacheControl = (response.cacheControl ?? '').toLowerCase();
  if (/(^|[\s,])(no-store|private)([\s,=]|$)/.test(cacheControl)) return false;
  return (response.vary ?? '').trim() !== '*';
}
