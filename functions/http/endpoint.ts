import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEvent, APIGatewayProxyResult, Context } from 'aws-lambda';
import type * as z from 'zod/mini';
import type { VerifiedSession } from '#functions/core/accounts/session-tokens.ts';
import { findRoute, type Route, type RouteDefinition, type RouteKey } from '#shared/api/routes.ts';
import { AppError } from '#shared/errors.ts';
import { authenticate, authenticateWithReadAhead } from './authenticate';
import { errorResponses } from './error-responses';
import { requireOwnOrigin } from './own-origin';
import { parseJsonBody, parsePathParameters, parseQuery, requireJsonBody } from './parse-input';
import type { HttpReply } from './reply';
import { type RequestInfo, readRequestInfo } from './request-info';
import { toProxyResult } from './to-proxy-result';

/** A handler that runs out of time (the service is overloaded) answers this 503, never a 500. */
export const OUT_OF_TIME_MESSAGE =
  'We are very busy right now and could not finish in time. Please try again in a few seconds.';
export const OUT_OF_TIME_RETRY_AFTER_SECONDS = 5;
/** How long before Lambda's own time-out the 503 is sent, so it gets out. */
const OUT_OF_TIME_MARGIN_MS = 250;

type RouteOf<K extends RouteKey> = K extends `${infer M} ${infer P}`
  ? Extract<Route, { method: M; path: P }>
  : never;
type SessionFor<K extends RouteKey> = RouteOf<K>['access'] extends 'public' ? null : VerifiedSession;
type Parsed<S> = S extends z.ZodMiniType ? z.output<S> : undefined;
/** What a handler may answer: with a declared response schema, only a body that schema accepts. */
type ReplyOf<S extends EndpointSchemas> = S['response'] extends z.ZodMiniType
  ? HttpReply<z.input<S['response']>>
  : HttpReply;

/** The `{name}` segments of a route's path. */
type PathParameterNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParameterNames<Rest>
  : never;
type ParameterNamesOf<K extends RouteKey> = PathParameterNames<RouteOf<K>['path']>;

/**
 * A route with `{name}` segments must declare a schema whose output has exactly those names; a
 * route without them may not declare one. So no handler can read a path parameter unvalidated.
 */
type PathSchemaRule<K extends RouteKey> = [ParameterNamesOf<K>] extends [never]
  ? { params?: never }
  : { params: z.ZodMiniType<Record<ParameterNamesOf<K>, unknown>> };

export interface EndpointSchemas {
  body?: z.ZodMiniType;
  query?: z.ZodMiniType;
  /** The path parameters: an unknown id is a 404 before the handler runs. */
  params?: z.ZodMiniType;
  /**
   * The success body (the JSON one, for a streaming route; 204 replies have none): the OpenAPI
   * document and the browser's client read it, the handler's return type must fit it, and every
   * integration test checks each answer against it (functions/test-support/declared-responses.ts).
   */
  response?: z.ZodMiniType;
  /**
   * For a streaming route: the data of its `start` event. The other events are the same for every
   * stream (`token` { text }, `done` with the response, `error` with an error body and its status).
   */
  streamStart?: z.ZodMiniType;
}

/**
 * What an endpoint accepts and returns, readable without running it: `defineEndpoint` attaches it
 * to the handler, and the OpenAPI document (functions/core/openapi/) is built from these.
 */
export interface EndpointContract extends EndpointSchemas {
  readonly route: RouteDefinition;
}

type Input<S extends EndpointSchemas> = {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
};

export interface EndpointContext<K extends RouteKey, S extends EndpointSchemas> {
  body: Parsed<S['body']>;
  query: Parsed<S['query']>;
  params: Parsed<S['params']>;
  session: SessionFor<K>;
  request: RequestInfo;
  lambdaContext: Context;
  /**
   * The JSON body exactly as sent, for an endpoint without a body schema that checks a signature
   * over its bytes (Stripe's webhook). Empty when the endpoint declares a body schema.
   */
  rawBody: string;
}

export interface EndpointOptions<S extends EndpointSchemas, R> {
  /**
   * Read-only loading that may start as soon as the token's signature names the account, in
   * parallel with confirming the session; its result reaches the handler only once the session is
   * confirmed. Never write here.
   */
  readAhead?: (subjectId: string, input: Input<S>) => Promise<R>;
}

/**
 * THE HTTP stack, one per endpoint: header normalising -> security headers -> typed errors ->
 * own origin (CSRF, see own-origin.ts) -> JSON body -> zod validation of body, query and path ->
 * authentication (the route table says who may call) -> handler. Input that fails validation is
 * answered only after authentication, so a caller without a session gets 401, never the details.
 * (Validating first lets `readAhead` start its reads in parallel with the session check.)
 * Handlers stay thin: they get validated input and a verified session, and return a reply.
 */
export function defineEndpoint<K extends RouteKey, S extends EndpointSchemas, R = never>(
  key: K,
  schemas: S & PathSchemaRule<K>,
  handle: (context: EndpointContext<K, S> & { readAhead: NoInfer<R> }) => Promise<ReplyOf<S>>,
  options: EndpointOptions<S, R> = {},
) {
  const route: RouteDefinition = findRoute(key);
  assertPathSchema(route, schemas);
  // Streaming routes use Lambda response streaming (API Gateway's STREAM transfer mode): middy
  // pipes the body to the response stream after sending the status and headers.
  const contract: EndpointContract = { route, ...schemas };
  const handler = middy<APIGatewayProxyEvent, APIGatewayProxyResult>({
    streamifyResponse: Boolean(route.stream),
    // Out of time (overload): a 503 that says when to try again, sent before Lambda stops us.
    timeoutEarlyInMillis: OUT_OF_TIME_MARGIN_MS,
    timeoutEarlyResponse: () => {
      throw new AppError('SERVICE_UNAVAILABLE', OUT_OF_TIME_MESSAGE, {
        retryAfterSeconds: OUT_OF_TIME_RETRY_AFTER_SECONDS,
      });
    },
  })
    .use(httpHeaderNormalizer())
    .use(
      httpSecurityHeaders({
        contentSecurityPolicy: { 'default-src': "'none'", 'frame-ancestors': "'none'" },
        strictTransportSecurity: { maxAge: 63072000, includeSubDomains: true, preload: true },
        // No reporting endpoint is configured; without this an empty header is sent.
        ...({ reportingEndpoints: false } as object),
      }),
    )
    .use(errorResponses(route))
    .handler(async (event, lambdaContext) => {
      const request = readRequestInfo(event);
      requireOwnOrigin(route, request);
      // A body the endpoint does not read must still be JSON (a cross-site form posts anything).
      let rawBody = '';
      let input: Input<S>;
      try {
        rawBody = schemas.body ? '' : requireJsonBody(event);
        const body = schemas.body ? parseJsonBody(event, schemas.body) : undefined;
        const query = schemas.query ? parseQuery(event, schemas.query) : undefined;
        const params = schemas.params ? parsePathParameters(event, schemas.params) : undefined;
        input = { body, query, params } as Input<S>;
      } catch (invalidInput) {
        // Who may call comes first: a caller without a valid session learns nothing about what the
        // endpoint expects (its fields, its limits), only that it must sign in.
        if (route.access !== 'public') await authenticate(route.access, request);
        throw invalidInput;
      }
      let session: VerifiedSession | null = null;
      let readAhead: R | undefined;
      if (route.access !== 'public') {
        if (options.readAhead) {
          const load = options.readAhead;
          ({ session, readAhead } = await authenticateWithReadAhead(route.access, request, (subjectId) =>
            load(subjectId, input),
          ));
        } else {
          session = await authenticate(route.access, request);
        }
      }
      const reply = await handle({
        ...input,
        session: session as SessionFor<K>,
        request,
        lambdaContext,
        rawBody,
        readAhead: readAhead as R,
      } as EndpointContext<K, S> & { readAhead: R });
      return toProxyResult(reply, request.requestId);
    });
  return Object.assign(handler, { contract });
}

/** The types hold this already; the check keeps a JavaScript caller or a cast from slipping past. */
function assertPathSchema(route: RouteDefinition, schemas: EndpointSchemas): void {
  const hasParameters = route.path.includes('{');
  if (hasParameters !== Boolean(schemas.params)) {
    throw new Error(
      `${route.method} ${route.path}: ${hasParameters ? 'declare' : 'remove'} a params schema in defineEndpoint`,
    );
  }
}
