import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { countServerError } from '#functions/core/operations/operational-metrics.ts';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { logger } from './logger';
import { toProxyResult } from './to-proxy-result';

const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';
/** The details of a typed error its body passes on, in this order, when they are set. */
const DETAILS_IN_BODY = ['errors', 'upgradeUrl', 'retryAfterSeconds', 'conversationId', 'sessionId'] as const;

function errorBodyOf(known: AppError | undefined, requestId: string): ErrorBody {
  const details = Object.fromEntries(
    DETAILS_IN_BODY.filter((name) => known?.details[name]).map((name) => [name, known?.details[name]]),
  );
  return {
    message: known?.message ?? UNEXPECTED_ERROR_MESSAGE,
    code: known?.code ?? 'INTERNAL',
    ...details,
    requestId,
  };
}

function errorHeadersOf(known: AppError | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (known?.details.retryAfterSeconds) headers['Retry-After'] = String(known.details.retryAfterSeconds);
  if (known?.details.allow) headers.Allow = known.details.allow.join(', ');
  return headers;
}

/**
 * Typed application errors become their status and a body with a human `message`. Anything else
 * is logged (name only, no message text, which may carry user data) and answered with a plain 500.
 */
export function errorResponses(
  route: RouteDefinition,
): middy.MiddlewareObj<APIGatewayProxyEvent, APIGatewayProxyResult> {
  const routeName = `${route.method} ${route.path}`;
  const elapsed = (request: { internal: object }) =>
    Math.round(
      performance.now() -
        Number((request.internal as Record<string, unknown>).startedAt ?? performance.now()),
    );
  return {
    before: (request) => {
      (request.internal as Record<string, unknown>).startedAt = performance.now();
    },
    after: (request) => {
      if ((request.response?.statusCode ?? 0) >= 500) countServerError(routeName);
      logger.info('request', {
        requestId: request.event.requestContext?.requestId,
        route: routeName,
        status: request.response?.statusCode,
        durationMs: elapsed(request),
      });
    },
    onError: (request) => {
      const requestId = request.event.requestContext?.requestId ?? 'unknown';
      const error = request.error;
      const known = error instanceof AppError ? error : undefined;
      const status = known?.status ?? 500;
      const body = errorBodyOf(known, requestId);
      const headers = errorHeadersOf(known);
      if (status >= 500) countServerError(routeName);
      const log = status >= 500 ? logger.error : logger.info;
      log('request failed', {
        requestId,
        route: routeName,
        status,
        errorName: error?.name,
        errorCode: body.code,
        durationMs: elapsed(request),
      });
      request.response = toProxyResult({ status, body, headers }, requestId);
    },
  };
}
