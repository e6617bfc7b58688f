import { paths } from '#web/app/paths.ts';
import { GuideInterruptedError } from '#web/features/chat/api/chat-stream-api.ts';
import { isApiError, isSessionLost } from '#web/lib/api-client.ts';

/**
 * A lost session, by the error code alone (UNAUTHENTICATED), whether the send was refused over
 * HTTP or the stream ended with an error event (the account was deleted while a reply streamed).
 */
export function isSessionExpiredError(error: unknown): boolean {
  if (error instanceof GuideInterruptedError) return error.code === 'UNAUTHENTICATED';
  return isSessionLost(error);
}

/** A refusal that an upgrade solves (a locked guide or the monthly limit): its message and link. */
export interface UpgradeRefusal {
  message: string;
  upgradeUrl: string;
}

export function upgradeRefusal(error: unknown): UpgradeRefusal | null {
  if (!isApiError(error) || !error.body) return null;
  const { code, message, upgradeUrl } = error.body;
  if (code !== 'UPGRADE_REQUIRED' && code !== 'QUOTA_EXCEEDED') return null;
  return { message, upgradeUrl: upgradeUrl || paths.subscribe };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
