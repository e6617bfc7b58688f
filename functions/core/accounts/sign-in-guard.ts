import {
  clearLoginFailures,
  getLoginFailures,
  recordLoginFailure,
} from '#functions/core/db/repositories/rate-limits-repository.ts';
import type { AccountKind } from '#functions/core/db/repositories/sessions-repository.ts';
import { describeMinutes } from '#functions/core/rate-limits/limits.ts';
import { AppError } from '#shared/errors.ts';
import { spendPasswordCheckTime, verifyPassword } from './passwords';

/**
 * Failed sign-ins for one email are slowed after a few tries and then refused for a while. The
 * same happens whether or not the email has an account, and a wrong email and a wrong password
 * get the same answer, so neither reveals who has an account.
 */
export const signInPolicy = {
  periodSeconds: 15 * 60,
  slowAfterFailures: 5,
  lockAfterFailures: 10,
  maxDelayMs: 5000,
} as const;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignInGuardOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function lockedOut(retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts for this account, so sign-in is paused. Please wait ${describeMinutes(retryAfterSeconds)} and try again with the right password.`,
    { retryAfterSeconds },
  );
}

export async function checkPasswordWithLockout(
  accountKind: AccountKind,
  email: string,
  password: string,
  passwordHash: string | undefined,
  options: SignInGuardOptions = {},
): Promise<void> {
  const sleep = options.sleep ?? realSleep;
  const nowMs = options.now?.() ?? Date.now();
  const previous = await getLoginFailures(accountKind, email, nowMs);
  if (previous.count >= signInPolicy.lockAfterFailures) {
    throw lockedOut(previous.resetsAt - Math.floor(nowMs / 1000));
  }
  if (previous.count >= signInPolicy.slowAfterFailures) {
    const extra = previous.count - signInPolicy.slowAfterFailures + 1;
    await sleep(Math.min(extra * 1000, signInPolicy.maxDelayMs));
  }

  let matched = false;
  if (passwordHash) matched = await verifyPassword(password, passwordHash);
  else await spendPasswordCheckTime(password);
  if (matched) {
    if (previous.count > 0) await clearLoginFailures(accountKind, email);
    return;
  }
  await recordLoginFailure(accountKind, email, signInPolicy.periodSeconds, nowMs);
  throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
}

// merge: superseded by the accounts branch
/** Forgets the failed sign-ins of one account, so a password reset by mail always gets its owner back in. */
export async function liftSignInLockout(accountKind: AccountKind, email: string): Promise<void> {
  await clearLoginFailures(accountKind, email);
}
