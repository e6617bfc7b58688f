/**
 * THE route table: every `/api` endpoint, once. The CDK ApiStack and the local runtime are both
 * generated from it. Adding an endpoint is one entry in the part of `route-table/` for its audience
 * plus one handler file at `functions/api/<handler>.ts` that exports `handler`.
 */
import type { HttpMethod, RouteDefinition } from './route-definition';
import { clientRoutes } from './route-table/client-routes';
import { memberRoutes } from './route-table/member-routes';
import { publicSiteRoutes } from './route-table/public-site-routes';
import { therapistRoutes } from './route-table/therapist-routes';

export type { Access, Capability, HttpMethod, RouteDefinition } from './route-definition';

export const routes = [
  ...memberRoutes,
  ...publicSiteRoutes,
  ...therapistRoutes,
  ...clientRoutes,
] as const satisfies readonly RouteDefinition[];

export type Route = (typeof routes)[number];
/** `'GET /api/therapist/clients'`: the method and path of one route of the table (no other pairing). */
export type RouteKey = KeyOf<Route>;
type KeyOf<R> = R extends RouteDefinition ? `${R['method']} ${R['path']}` : never;

export function routeKey(route: RouteDefinition): string {
  return `${route.method} ${route.path}`;
}

export function findRoute(key: RouteKey): Route {
  const route = routes.find((candidate) => routeKey(candidate) === key);
  if (!route) throw new Error(`No route ${key} in shared/api/routes.ts`);
  return route;
}

export type RouteMatch =
  | { kind: 'found'; route: RouteDefinition; pathParameters: Record<string, string> }
  | { kind: 'not-found' }
  | { kind: 'method-not-allowed'; allowed: HttpMethod[] };

function matchPath(pattern: string, path: string): Record<string, string> | null {
  const patternParts = pattern.split('/');
  const pathParts = path.replace(/\/+$/, '').split('/');
  if (patternParts.length !== pathParts.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < patternParts.length; index++) {
    const expected = patternParts[index] as string;
    const actual = pathParts[index] as string;
    if (expected.startsWith('{') && expected.endsWith('}')) {
      if (actual === '') return null;
      try {
        params[expected.slice(1, -1)] = decodeURIComponent(actual);
      } catch {
        return null;
      }
    } else if (expected !== actual) {
      return null;
    }
  }
  return params;
}

/** Resolves a request the way API Gateway does: literal segments win over `{params}`. */
export function matchRoute(
  method: string,
  path: string,
  table: readonly RouteDefinition[] = routes,
): RouteMatch {
  const candidates = table
    .map((route) => ({ route, params: matchPath(route.path, path) }))
    .filter((candidate): candidate is { route: RouteDefinition; params: Record<string, string> } =>
      Boolean(candidate.params),
    )
    .sort((a, b) => paramCount(a.route.path) - paramCount(b.route.path));
  if (candidates.length === 0) return { kind: 'not-found' };
  const bestPath = candidates[0]?.route.path;
  const samePath = candidates.filter((candidate) => candidate.route.path === bestPath);
  const hit = samePath.find((candidate) => candidate.route.method === method.toUpperCase());
  if (hit) return { kind: 'found', route: hit.route, pathParameters: hit.params };
  return { kind: 'method-not-allowed', allowed: samePath.map((candidate) => candidate.route.method) };
}

function paramCount(path: string): number {
  return (path.match(/\{/g) ?? []).length;
}
