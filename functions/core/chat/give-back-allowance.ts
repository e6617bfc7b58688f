import { giveBackConversation } from '#functions/core/db/repositories/usage-repository.ts';
import { AppError } from '#shared/errors.ts';

/**
 * How long to keep trying to give back a new conversation's allowance while storage is out of
 * reach: about two minutes, spaced out, in the background (the member's reply does not wait).
 */
export const GIVE_BACK_RETRY_DELAYS_MS = [500, 1000, 2000, 4000, 8000, 15_000, 30_000, 60_000] as const;

/** One JSON log line, as the HTTP stack's logger writes them (core has no logger of its own). */
function logFailure(message: string, error?: unknown): void {
  const errorName = error instanceof Error ? error.name : undefined;
  console.error(JSON.stringify({ level: 'error', message, time: new Date().toISOString(), errorName }));
}

const isStorageOutage = (error: unknown) => error instanceof AppError && error.code === 'SERVICE_UNAVAILABLE';

/**
 * A new conversation whose turn saved nothing never came to be, so the month's allowance it took
 * is given back. When storage is what failed, giving back fails too: it is tried again in the
 * background until storage answers (a warm container carries on where it stopped; a container
 * that is never invoked again loses the retry, and the month keeps one conversation too many).
 * Never throws: the turn's own error is what the member needs to hear.
 */
export async function giveBackAllowance(
  memberId: string,
  month: string,
  retryDelaysMs: readonly number[] = GIVE_BACK_RETRY_DELAYS_MS,
): Promise<void> {
  try {
    await giveBackConversation(memberId, month);
  } catch (error) {
    if (!isStorageOutage(error)) {
      logFailure('allowance not given back', error);
      return;
    }
    retryInBackground(memberId, month, retryDelaysMs);
  }
}

function retryInBackground(memberId: string, month: string, delaysMs: readonly number[]): void {
  const [delay, ...later] = delaysMs;
  if (delay === undefined) {
    logFailure('allowance not given back: storage stayed out of reach');
    return;
  }
  setTimeout(() => {
    giveBackConversation(memberId, month).catch((error: unknown) => {
      if (isStorageOutage(error)) retryInBackground(memberId, month, later);
      else logFailure('allowance not given back', error);
    });
  }, delay);
}
