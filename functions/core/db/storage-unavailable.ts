import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { AppError } from '#shared/errors.ts';

/**
 * DynamoDB out of reach (stopped, restarting, throttling, failing inside) is not a bug in the app:
 * after the SDK's own retries, such an error becomes a 503 whose Retry-After says when to try
 * again, with a message a person can act on, in the JSON reply and in a stream's error event alike.
 * Every other error (a failed condition, a cancelled transaction, a validation error) passes as it
 * was, for the code that expects it.
 */
export const STORAGE_UNAVAILABLE_MESSAGE =
  "We can't reach our storage for a moment. Nothing is lost: please try again in a few seconds.";
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** Errors that say the service is away or overloaded, by the names AWS and Node give them. */
const unavailableNames = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'InternalServerError',
  'ServiceUnavailable',
  'ServiceUnavailableException',
  'TimeoutError',
  'RequestTimeout',
]);
const unavailableNetworkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  'ENOTFOUND',
]);

export function isStorageUnavailable(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, code, $metadata } = error as {
    name?: string;
    code?: string;
    $metadata?: { httpStatusCode?: number };
  };
  if (name && unavailableNames.has(name)) return true;
  if (code && unavailableNetworkCodes.has(code)) return true;
  return ($metadata?.httpStatusCode ?? 0) >= 500;
}

export function storageUnavailableError(): AppError {
  return new AppError('SERVICE_UNAVAILABLE', STORAGE_UNAVAILABLE_MESSAGE, {
    retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS,
  });
}

/** An SDK middleware around every call and its retries: an outage leaves as the 503 above. */
export function answerOutagesAsUnavailable(client: DynamoDBClient): void {
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw isStorageUnavailable(error) ? storageUnavailableError() : error;
      }
    },
    { step: 'initialize', name: 'storageUnavailableAsAppError', priority: 'high' },
  );
}
