import type { APIGatewayProxyEvent } from 'aws-lambda';
import type * as z from 'zod/mini';
import { fieldErrors } from '#shared/api/schemas/validation.ts';
import { AppError } from '#shared/errors.ts';

/** Bodies above this are refused before parsing; the largest real payload is a 4000-char message. */
const MAX_BODY_BYTES = 64 * 1024;

function validate<S extends z.ZodMiniType>(
  schema: S,
  value: unknown,
  code: 'VALIDATION_FAILED' | 'NOT_FOUND' = 'VALIDATION_FAILED',
): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors = fieldErrors(result.error);
  const first = Object.values(errors)[0] ?? 'The request is not valid';
  throw new AppError(code, first, code === 'VALIDATION_FAILED' ? { errors } : {});
}

function rawBody(event: APIGatewayProxyEvent): string {
  if (!event.body) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/**
 * `application/json`, optionally with `charset=utf-8`, and nothing else: a media type that merely
 * mentions JSON (`text/plain; application/json`) is what a cross-site form or a "simple" request
 * can send without the browser asking the API first, so it is refused.
 */
export function isJsonMediaType(contentType: string): boolean {
  const [mediaType = '', ...parameters] = contentType.split(';').map((part) => part.trim().toLowerCase());
  if (mediaType !== 'application/json') return false;
  return parameters.every((parameter) => /^charset=(?:"?)utf-?8(?:"?)$/.test(parameter));
}

/** Any request with a body must send it as JSON; throws 415 otherwise. */
export function requireJsonBody(event: APIGatewayProxyEvent): string {
  const raw = rawBody(event);
  if (Buffer.byteLength(raw, 'utf8') > MAX_BODY_BYTES) {
    throw new AppError('PAYLOAD_TOO_LARGE', 'The request body is too large');
  }
  const contentType = event.headers?.['content-type'] ?? event.headers?.['Content-Type'] ?? '';
  if (raw.trim() !== '' && !isJsonMediaType(contentType)) {
    throw new AppError(
      'UNSUPPORTED_MEDIA_TYPE',
      'Send the request body as JSON, with the header Content-Type: application/json (optionally with charset=utf-8)',
    );
  }
  return raw;
}

export function parseJsonBody<S extends z.ZodMiniType>(event: APIGatewayProxyEvent, schema: S): z.output<S> {
  const raw = requireJsonBody(event);
  let value: unknown = {};
  if (raw.trim() !== '') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw new AppError('INVALID_JSON', 'Invalid JSON body');
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new AppError('VALIDATION_FAILED', 'The request body must be a JSON object');
  }
  return validate(schema, value);
}

export function parseQuery<S extends z.ZodMiniType>(event: APIGatewayProxyEvent, schema: S): z.output<S> {
  return validate(schema, event.queryStringParameters ?? {});
}

/**
 * Path parameters name what a request is about; one that does not match its schema names nothing
 * that exists, so it is a 404 with the schema's message, and never reaches a key.
 */
export function parsePathParameters<S extends z.ZodMiniType>(
  event: APIGatewayProxyEvent,
  schema: S,
): z.output<S> {
  return validate(schema, event.pathParameters ?? {}, 'NOT_FOUND');
}
