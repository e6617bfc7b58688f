import type { AccountKind } from '#functions/core/db/keys.ts';
import {
  countSignInAttemptOfAccount,
  forgetAllSignInAttemptsOfAccount,
  forgetSignInAttemptsFromAddress,
  releaseSignInAttemptOfAccount,
  reserveSignInAttempt,
} from '#functions/core/db/repositories/sign-in-attempts-repository.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { describeMinutes, enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { AppError } from '#shared/errors.ts';
import { spendPasswordCheckTime, verifyPassword } from './passwords';

/**
 * Failed sign-ins are limited per account AND per address (an IPv6 address by its /64):
 * - every attempt is counted before its password is checked, atomically, so parallel attempts
 *   gain nothing: after 10 attempts for one account from one address within 15 minutes, that
 *   address is refused for that account until 15 minutes after the last one, and no further
 *   password is checked, however many attempts arrive at once;
 * - attempts from all addresses together slow the account down (a growing pause before the
 *   password is checked, at most 3 seconds) but never lock it: a stranger failing from many
 *   addresses cannot keep the owner, on their own address with the right password, out;
 * - a password reset by mail lifts every lockout of the account (`liftSignInLockout`).
 * The same happens whether or not the email has an account, and a wrong email and a wrong password
 * get the same answer, so neither reveals who has an account.
 */
export const signInPolicy = {
  periodSeconds: 15 * 60,
  /** Attempts for one account from one address before that address is refused for it. */
  lockAfterFailures: 10,
  /** Attempts for one account (from anywhere) before each further attempt is slowed. */
  slowAfterFailures: 5,
  delayStepMs: 1000,
  maxDelayMs: 3000,
} as const;

export const INVALID_CREDENTIALS = 'Invalid email or password';

export interface SignInAttempt {
  accountKind: AccountKind;
  email: string;
  password: string;
  /** The stored hash, or undefined when the email has no account of this kind. */
  passwordHash: string | undefined;
  /** The caller's address (see functions/http/caller-address.ts). */
  address: string;
}

export interface SignInGuardOptions {
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function lockedOut(retryAfterSeconds: number): AppError {
  return new AppError(
    'RATE_LIMITED',
    `Too many failed sign-in attempts for this account from your network, so sign-in from here is paused. Please try again in ${describeMinutes(retryAfterSeconds)}, or reset your password by mail to sign in now.`,
    { retryAfterSeconds },
  );
}

/** The pause before the password is checked, given the attempts counted for the account before. */
export function signInDelayMs(earlierAttempts: number): number {
  const beyond = earlierAttempts - signInPolicy.slowAfterFailures + 1;
  return beyond > 0 ? Math.min(beyond * signInPolicy.delayStepMs, signInPolicy.maxDelayMs) : 0;
}

const normalized = (email: string) => email.trim().toLowerCase();

/** Resolves when the password matches an existing account; otherwise throws (401, or 429 when refused). */
export async function checkPasswordWithLockout(
  attempt: SignInAttempt,
  options: SignInGuardOptions = {},
): Promise<void> {
  const sleep = options.sleep ?? realSleep;
  const nowMs = options.now?.() ?? Date.now();
  const { accountKind } = attempt;
  const email = normalized(attempt.email);
  const address = addressBucket(attempt.address);

  const reservation = await reserveSignInAttempt(
    accountKind,
    email,
    address,
    signInPolicy.lockAfterFailures,
    signInPolicy.periodSeconds,
    nowMs,
  );
  if (!reservation.reserved) throw lockedOut(reservation.retryAfterSeconds);

  const earlier = await countSignInAttemptOfAccount(accountKind, email, signInPolicy.periodSeconds, nowMs);
  const delay = signInDelayMs(earlier);
  if (delay > 0) await sleep(delay);

  let matched = false;
  if (attempt.passwordHash) matched = await verifyPassword(attempt.password, attempt.passwordHash);
  else await spendPasswordCheckTime(attempt.password);
  if (!matched) throw new AppError('UNAUTHENTICATED', INVALID_CREDENTIALS);
  await Promise.all([
    forgetSignInAttemptsFromAddress(accountKind, email, address),
    releaseSignInAttemptOfAccount(accountKind, email),
  ]);
}

/**
 * A sign-in of any kind of account: the caller's network is limited first, then `lookUp` finds the
 * account and says which email its attempts are counted under, and the password is checked under
 * the lockout. Answers the account once its password matched; otherwise throws, alike for a wrong
 * email and a wrong password.
 */
export async function signInWithPassword<Account extends { passwordHash?: string | undefined }>(
  accountKind: AccountKind,
  credentials: { password: string; address: string },
  lookUp: () => Promise<{ account: Account | undefined; email: string }>,
  options: SignInGuardOptions = {},
): Promise<Account> {
  await enforceLimit('signInPerAddress', credentials.address, 'Too many sign-in attempts from your network.');
  const { account, email } = await lookUp();
  await checkPasswordWithLockout(
    { accountKind, email, ...credentials, passwordHash: account?.passwordHash },
    options,
  );
  // checkPasswordWithLockout throws unless the password matched an existing account.
  return account as Account;
}

/** A sign-in of a kind of account found by its own email (a member, a therapist), as `signInWithPassword`. */
export function signInByEmail<Account extends { passwordHash?: string | undefined }>(
  accountKind: AccountKind,
  input: { email: string; password: string },
  address: string,
  findByEmail: (email: string) => Promise<Account | undefined>,
  options: SignInGuardOptions = {},
): Promise<Account> {
  return signInWithPassword(
    accountKind,
    { password: input.password, address },
    async () => ({ account: await findByEmail(input.email), email: input.email }),
    options,
  );
}

/** A password reset by mail: every address refused for this account may try again at once. */
export async function liftSignInLockout(accountKind: AccountKind, email: string): Promise<void> {
  await forgetAllSignInAttemptsOfAccount(accountKind, normalized(email));
}
