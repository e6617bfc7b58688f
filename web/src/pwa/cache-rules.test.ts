import { describe, expect, it } from 'vitest';
import { isCacheableResponse, type RequestFacts, strategyFor } from './cache-rules';

const origin = 'https://mirrorwell.app';
const precached = new Set(['/app-shell.html', '/manifest.webmanifest', '/theme-init.js']);

function get(path: string, facts: Partial<RequestFacts> = {}): RequestFacts {
  return { method: 'GET', url: `${origin}${path}`, mode: 'cors', hasAuthorization: false, ...facts };
}

describe('what the service worker handles', () => {
  it('never touches the API, whatever the request', () => {
    for (const path of ['/api/auth/user', '/api/conversations/c1/messages', '/api/health', '/api']) {
      expect(strategyFor(get(path), origin, precached)).toBe('network-only');
      expect(strategyFor(get(path, { mode: 'navigate' }), origin, precached)).toBe('network-only');
    }
    expect(strategyFor(get('/api/chat', { method: 'POST' }), origin, precached)).toBe('network-only');
  });

  it('leaves requests with their own credentials, other origins, changes and query strings alone', () => {
    expect(strategyFor(get('/assets/index-abc.js', { hasAuthorization: true }), origin, precached)).toBe(
      'network-only',
    );
    expect(
      strategyFor(get('/assets/index-abc.js', { url: 'https://cdn.example/assets/a.js' }), origin, precached),
    ).toBe('network-only');
    expect(strategyFor(get('/assets/index-abc.js', { method: 'HEAD' }), origin, precached)).toBe(
      'network-only',
    );
    expect(strategyFor(get('/assets/report.pdf?signature=abc'), origin, precached)).toBe('network-only');
    expect(strategyFor(get('/dev/mailbox'), origin, precached)).toBe('network-only');
    expect(strategyFor(get('/local-downloads/guide.pdf'), origin, precached)).toBe('network-only');
  });

  it('loads pages from the network (the shell offline) and keeps only the app’s own files', () => {
    expect(strategyFor(get('/', { mode: 'navigate' }), origin, precached)).toBe('navigation');
    expect(strategyFor(get('/chat', { mode: 'navigate' }), origin, precached)).toBe('navigation');
    expect(strategyFor(get('/assets/chat-screen-abc.js'), origin, precached)).toBe('cache-first');
    expect(strategyFor(get('/manifest.webmanifest'), origin, precached)).toBe('cache-first');
    // Not part of the shell and not hashed: could change under the same name.
    expect(strategyFor(get('/favicon-old.svg'), origin, precached)).toBe('network-only');
  });
});

describe('which replies may be stored', () => {
  const ok = { status: 200, type: 'basic', cacheControl: 'public, max-age=31536000, immutable', vary: null };

  it('stores complete same-origin replies', () => {
    expect(isCacheableResponse(ok)).toBe(true);
    expect(isCacheableResponse({ ...ok, cacheControl: null, vary: 'Accept-Encoding' })).toBe(true);
  });

  it('never stores errors, partial or foreign replies, or what the server marks private', () => {
    expect(isCacheableResponse({ ...ok, status: 404 })).toBe(false);
    expect(isCacheableResponse({ ...ok, status: 206 })).toBe(false);
    expect(isCacheableResponse({ ...ok, type: 'opaque' })).toBe(false);
    expect(isCacheableResponse({ ...ok, cacheControl: 'no-store' })).toBe(false);
    expect(isCacheableResponse({ ...ok, cacheControl: 'private, max-age=60' })).toBe(false);
    expect(isCacheableResponse({ ...ok, cacheControl: 'max-age=0, No-Store' })).toBe(false);
    expect(isCacheableResponse({ ...ok, vary: '*' })).toBe(false);
  });
});
