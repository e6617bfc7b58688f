import { recordFailedMail } from '#functions/core/db/repositories/failed-mail-repository.ts';
import type { OutgoingMail } from './mail-message';
import { sendMail } from './send-mail';
import type { MailTemplateName } from './templates';

/**
 * A mail that goes along with something a person did (an invitation, a safety notice): the action
 * has happened and stands whether or not the mail goes out. The transport is tried three times
 * (a moment apart, for a passing refusal or throttling); if it still fails, the mail is recorded as
 * failed for an operator (failed-mail-repository.ts) and logged without its address, and the
 * caller hears 'failed' instead of an error.
 */
export type MailDelivery = 'sent' | 'failed';

export const MAIL_ATTEMPTS = 3;
const BACKOFF_MS = [200, 800] as const;

export interface DeliverOptions {
  send?: (mail: OutgoingMail) => Promise<void>;
  sleep?: (milliseconds: number) => Promise<void>;
  now?: () => Date;
}

/** One JSON log line, as the HTTP stack's logger writes them: metadata only, never the address. */
function logError(message: string, fields: Record<string, string | number>): void {
  console.error(JSON.stringify({ level: 'error', message, time: new Date().toISOString(), ...fields }));
}

const realSleep = (milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds));

export async function deliverMail(
  mail: OutgoingMail,
  purpose: MailTemplateName,
  options: DeliverOptions = {},
): Promise<MailDelivery> {
  const send = options.send ?? sendMail;
  let lastError: unknown;
  for (let attempt = 1; attempt <= MAIL_ATTEMPTS; attempt += 1) {
    try {
      await send(mail);
      return 'sent';
    } catch (error) {
      lastError = error;
      if (attempt < MAIL_ATTEMPTS) await (options.sleep ?? realSleep)(BACKOFF_MS[attempt - 1] ?? 800);
    }
  }
  const errorName = (lastError as Error | undefined)?.name ?? 'Error';
  logError('mail failed', { purpose, attempts: MAIL_ATTEMPTS, errorName });
  try {
    await recordFailedMail({
      purpose,
      to: mail.to,
      failedAt: (options.now?.() ?? new Date()).toISOString(),
      attempts: MAIL_ATTEMPTS,
      errorName,
    });
  } catch (error) {
    // The action still stands; the log line above is the record.
    logError('failed mail not recorded', { purpose, errorName: (error as Error)?.name ?? 'Error' });
  }
  return 'failed';
}
