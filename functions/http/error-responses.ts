import type middy from '@middy/core';
import type { APIGatewayProxyEvent, APIGatewayProxyResult } from 'aws-lambda';
import { countServerError } from '#functions/core/operations/operational-metrics.ts';
import type { RouteDefinition } from '#shared/api/routes.ts';
import { AppError, type ErrorBody } from '#shared/errors.ts';
import { logger } from './logger';
import { toProxyResult } from './to-proxy-result';

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
      const body: ErrorBody = {
        message: known?.message ?? 'Something went wrong on our side. Please try again in a moment.',
        code: known?.code ?? 'INTERNAL',
        ...(known?.details.errors ? { errors: known.details.errors } : {}),
        ...(known?.details.upgradeUrl ? { upgradeUrl: known.details.upgradeUrl } : {}),
        ...(known?.details.retryAfterSeconds ? { retryAfterSeconds: known.details.retryAfterSeconds } : {}),
        ...(known?.details.conversationId ? { conversationId: known.details.conversationId } : {}),
        ...(known?.details.sessionId ? { sessionId: known.details.sessionId } : {}),
        requestId,
      };
      const headers: Record<string, string> = {};
      if (known?.details.retryAfterSeconds) headers['Retry-After'] = String(known.details.retryAfterSeconds);
      if (known?.details.allow) headers.Allow = known.details.allow.join(', ');
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
