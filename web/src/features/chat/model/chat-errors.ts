import { isApiError } from '#web/lib/api-client.ts';

const SESSION_HINTS = ['Unauthorized', 'Please log in', 'Session expired'];

/** The spec's test for a lost session: a '401: ' message or one of its wordings. */
export function isSessionExpiredError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (isApiError(error) && error.status === 401) return true;
  const message = error.message;
  return message.startsWith('401: ') || SESSION_HINTS.some((hint) => message.includes(hint));
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
  return { message, upgradeUrl: upgradeUrl || '/subscribe' };
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
