import { describe, expect, it } from 'vitest';
import { matchRoute, type RouteDefinition, routes } from './routes';

const table: RouteDefinition[] = [
  { method: 'GET', path: '/api/conversations', handler: 'a', access: 'member', uses: [] },
  { method: 'GET', path: '/api/conversations/search', handler: 'b', access: 'member', uses: [] },
  { method: 'GET', path: '/api/conversations/{id}', handler: 'c', access: 'member', uses: [] },
  { method: 'PATCH', path: '/api/conversations/{id}', handler: 'd', access: 'member', uses: [] },
  { method: 'GET', path: '/api/conversations/{id}/messages', handler: 'e', access: 'member', uses: [] },
];

describe('the route table', () => {
  it('lists every endpoint once with a handler file name', () => {
    const keys = routes.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const route of routes) expect(route.handler).toMatch(/^[a-z-]+\/[a-z-]+$/);
  });

  it('resolves path parameters, preferring literal segments like API Gateway', () => {
    expect(matchRoute('GET', '/api/conversations/search', table)).toMatchObject({
      kind: 'found',
      route: { handler: 'b' },
    });
    expect(matchRoute('GET', '/api/conversations/c%2F1', table)).toMatchObject({
      kind: 'found',
      route: { handler: 'c' },
      pathParameters: { id: 'c/1' },
    });
    expect(matchRoute('GET', '/api/conversations/42/messages', table)).toMatchObject({
      pathParameters: { id: '42' },
    });
  });

  it('tells an unknown path from a known path with the wrong method', () => {
    expect(matchRoute('GET', '/api/conversations/1/2/3', table)).toEqual({ kind: 'not-found' });
    expect(matchRoute('DELETE', '/api/conversations/9', table)).toEqual({
      kind: 'method-not-allowed',
      allowed: ['GET', 'PATCH'],
    });
    expect(matchRoute('GET', '/api/conversations/%E0%A4%A', table)).toEqual({ kind: 'not-found' });
  });
});
