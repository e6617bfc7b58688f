/**
 * What each route's Lambda may touch, derived from the route table's `uses` declarations alone.
 * IAM is not enforced by the local runtime, so a handler that uses more than it declares fails
 * only in AWS: keep the declarations honest when an endpoint starts using something new.
 */
import type { RouteDefinition } from '#shared/api/routes.ts';

export interface RouteGrants {
  /** Read and write the single table (and its key). Every area that keeps state needs both. */
  readonly table: boolean;
  /** Verify or sign session tokens. */
  readonly jwtSecret: boolean;
  /** Call the model provider. */
  readonly openAiSecret: boolean;
  /** Create checkouts and verify webhooks. */
  readonly stripeSecret: boolean;
  /** Tell a request that came through CloudFront (whose viewer address counts) from one that did not. */
  readonly originVerifySecret: boolean;
}

export function handlerArea(route: RouteDefinition): string {
  const [area] = route.handler.split('/');
  return area ?? route.handler;
}

/** The grants a route's declared `uses` add up to. */
export function grantsFor(route: RouteDefinition): RouteGrants {
  const uses = new Set(route.uses);
  return {
    table: uses.has('table:read') || uses.has('table:write'),
    jwtSecret: uses.has('sessions:verify') || uses.has('sessions:sign'),
    openAiSecret: uses.has('model'),
    stripeSecret: uses.has('payments'),
    originVerifySecret: uses.has('caller-address'),
  };
}
