/**
 * What each route's Lambda may touch, derived from the route table alone: the handler's area (the
 * folder below `functions/api/`) and whether it streams. Least privilege without a second list of
 * endpoints. IAM is not enforced by the local runtime, so a handler that needs more than its area
 * grants fails only in AWS: keep this table honest when an area starts using something new.
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

/** Areas whose handlers touch nothing but their own code (liveness checks). */
const statelessAreas = new Set(['health']);
/** Areas whose handlers call the model provider. Streaming routes always do. */
const modelAreas = new Set(['chat']);
/** Areas whose handlers talk to Stripe. */
const paymentAreas = new Set(['billing', 'webhooks']);
/** Areas whose handlers limit attempts per caller address (sign-up, sign-in). */
const addressLimitedAreas = new Set(['auth']);

export function handlerArea(route: RouteDefinition): string {
  const [area] = route.handler.split('/');
  return area ?? route.handler;
}

export function grantsFor(route: RouteDefinition): RouteGrants {
  const area = handlerArea(route);
  if (statelessAreas.has(area)) {
    return {
      table: false,
      jwtSecret: false,
      openAiSecret: false,
      stripeSecret: false,
      originVerifySecret: false,
    };
  }
  return {
    table: true,
    jwtSecret: true,
    openAiSecret: route.stream === true || modelAreas.has(area),
    stripeSecret: paymentAreas.has(area),
    originVerifySecret: addressLimitedAreas.has(area),
  };
}
