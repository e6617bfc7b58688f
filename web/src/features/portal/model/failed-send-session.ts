import { PortalReplyError } from '#web/features/portal/api/portal-api.ts';
import { isApiError } from '#web/lib/api-client.ts';

/**
 * The session a failed portal message was kept in, when the server says so: in the stream's
 * `error` event or in the JSON error body. Sending the same words again there continues that
 * session (the server reuses the kept message); null when nothing was kept.
 */
export function sessionKeptByFailure(error: unknown): string | null {
  if (error instanceof PortalReplyError) return error.sessionId;
  if (isApiError(error) && typeof error.body?.sessionId === 'string') return error.body.sessionId;
  return null;
}
