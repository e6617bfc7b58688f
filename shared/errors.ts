/**
 * Application error codes and the one place they map to HTTP status codes. Browser-safe: the web
 * client reads the same codes from error bodies.
 */
export const errorStatus = {
  INVALID_JSON: 400,
  VALIDATION_FAILED: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  UPGRADE_REQUIRED: 403,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  QUOTA_EXCEEDED: 402,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UPSTREAM_FAILED: 502,
  /** The app's own storage cannot be reached for a moment: the reply says when to try again. */
  SERVICE_UNAVAILABLE: 503,
  UPSTREAM_TIMEOUT: 504,
} as const;

export type ErrorCode = keyof typeof errorStatus;

/** Every error body has a human `message`; the rest is optional detail. */
export interface ErrorBody {
  message: string;
  code: ErrorCode;
  /** Field name -> the validation message shown beside that field. */
  errors?: Record<string, string>;
  /** Where the member can upgrade, for tier and quota refusals. */
  upgradeUrl?: string;
  retryAfterSeconds?: number;
  conversationId?: string;
  /** The portal session a failed message was kept in, so the person can retry there. */
  sessionId?: string;
  requestId?: string;
}

export interface AppErrorDetails {
  /** The conversation a failed chat message was saved in, so the member can retry there. */
  conversationId?: string;
  /** The portal session a failed message was kept in, so the person can retry there. */
  sessionId?: string;
  errors?: Record<string, string>;
  upgradeUrl?: string;
  retryAfterSeconds?: number;
  allow?: string[];
}

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: AppErrorDetails;

  constructor(code: ErrorCode, message: string, details: AppErrorDetails = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = errorStatus[code];
    this.details = details;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
