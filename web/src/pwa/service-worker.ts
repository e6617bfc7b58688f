/**
 * The service worker (built into /sw.js by web/build/service-worker-build.ts, which fills in the
 * precache list and the cache's version). It installs the app shell (app-shell.html, the entry
 * chunk and what it imports, the manifest and icons) into a cache named for this build; loads pages
 * from the network and, offline, answers with the shell, which then shows any screen whose code it
 * holds; keeps the app's hashed files as they are used. What it must never touch is decided by
 * cache-rules.ts: API replies, conversations and anything personal pass straight through.
 */
import { isCacheableResponse, strategyFor } from './cache-rules';

declare const __PRECACHE_URLS__: readonly string[];
declare const __CACHE_VERSION__: string;

interface ExtendableEventLike extends Event {
  waitUntil(work: Promise<unknown>): void;
}
interface FetchEventLike extends ExtendableEventLike {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface ServiceWorkerScopeLike {
  readonly location: Location;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEventLike) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEventLike) => void): void;
}

const worker = globalThis as unknown as ServiceWorkerScopeLike;
const CACHE_PREFIX = 'mirrorwell-shell-';
const cacheName = `${CACHE_PREFIX}${__CACHE_VERSION__}`;
const SHELL_URL = '/app-shell.html';
const precached = new Set(__PRECACHE_URLS__);

worker.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      // Revalidated with the server, never an older copy from the browser's HTTP cache.
      .then((cache) => cache.addAll(__PRECACHE_URLS__.map((url) => new Request(url, { cache: 'no-cache' }))))
      .then(() => worker.skipWaiting()),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith(CACHE_PREFIX) && name !== cacheName)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => worker.clients.claim()),
  );
});

async function fromCacheOrNetwork(request: Request): Promise<Response> {
  const cache = await caches.open(cacheName);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  const facts = {
    status: response.status,
    type: response.type,
    cacheControl: response.headers.get('Cache-Control'),
    vary: response.headers.get('Vary'),
  };
  if (isCacheableResponse(facts)) await cache.put(request, response.clone());
  return response;
}

async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (offline) {
    const shell = await caches.match(SHELL_URL, { cacheName });
    if (shell) return shell;
    throw offline;
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(
    {
      method: request.method,
      url: request.url,
      mode: request.mode,
      hasAuthorization: request.headers.has('Authorization'),
    },
    worker.location.origin,
    precached,
  );
  if (strategy === 'navigation') event.respondWith(pageOrShell(request));
  else if (strategy === 'cache-first') event.respondWith(fromCacheOrNetwork(request));
  // network-only: not answered here, so the browser fetches it as if there were no service worker.
});
