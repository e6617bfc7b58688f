import { appLink } from '#functions/core/config/app-links.ts';
import type { AccountKind } from '#functions/core/db/keys.ts';
import type { TransactionWrite } from '#functions/core/db/named-transaction.ts';
import {
  consumePasswordReset,
  getPasswordReset,
  saveNewestPasswordReset,
} from '#functions/core/db/repositories/password-resets-repository.ts';
import type { OutgoingMail } from '#functions/core/mail/mail-message.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { PASSWORD_RESET_VALID_MINUTES, renderMail } from '#functions/core/mail/templates.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { RESET_LINK_UNUSABLE } from '#shared/api/schemas/password-reset.ts';
import { AppError } from '#shared/errors.ts';
import { hashLinkToken, newLinkToken } from './link-tokens';
import { hashPassword } from './passwords';
import { endAllSessionsOfAccount } from './session-tokens';
import { liftSignInLockout } from './sign-in-guard';

/**
 * Password reset by mail, the same for every kind of account (member, therapist, client): the
 * kind supplies how its accounts are found, how a new password is written and where the link
 * leads. A link is a random 32-byte token; only its SHA-256 is stored, it works once, for 1 hour,
 * and only while it is the account's newest. Asking for a link answers the same, in about the same
 * time, whether or not the email has an account, and is limited per address and per email so it
 * cannot flood anyone's inbox.
 */
export const RESET_LINK_SECONDS = PASSWORD_RESET_VALID_MINUTES * 60;

/**
 * Every answer to a request for a link takes at least this long, so the work done only for a
 * known email (storing the link, sending the mail) cannot be told apart by timing.
 */
export const REQUEST_ANSWER_MS = 1000;

export interface ResettableAccount {
  subjectId: string;
  /** Where the link is mailed. */
  email: string;
  firstName?: string | undefined;
  /** The email its sign-in attempts are counted under, when not `email` (a client: per practice). */
  signInEmail?: string | undefined;
}

/** What one kind of account provides to the reset core. */
export interface PasswordResetAccounts {
  readonly kind: AccountKind;
  /** The account an email belongs to (for clients, within one practice). */
  findByEmail(email: string): Promise<ResettableAccount | undefined>;
  findById(subjectId: string): Promise<ResettableAccount | undefined>;
  /** The write that stores a new password hash; it runs in the transaction that uses the link. */
  passwordChange(subjectId: string, passwordHash: string, changedAt: string): TransactionWrite;
  /** The page the mailed link opens, with the token in it. */
  resetLink(token: string): string;
  /** The account's sessions' subject, when the reset's subject names more (a client: `tenant:client`). */
  sessionSubjectOf?(subjectId: string): string;
}

export interface RequestResetOptions {
  sendMail?: (mail: OutgoingMail) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** A member's or a therapist's record as the reset core reads it (its id names it). */
/** An account as the member and therapist repositories read it. */
interface AppAccount {
  id: string;
  email: string;
  firstName?: string | undefined;
}

/**
 * The resets of a kind of account that is found by its own email and id and resets its password on
 * the app (a member, a therapist): the mailed link opens `resetPage` with the token in it.
 */
export function appAccountResets(
  kind: AccountKind,
  accounts: {
    getByEmail(email: string): Promise<AppAccount | undefined>;
    getById(id: string): Promise<AppAccount | undefined>;
    passwordChange: PasswordResetAccounts['passwordChange'];
    resetPage: `/${string}`;
  },
): PasswordResetAccounts {
  const resettable = (account: AppAccount | undefined): ResettableAccount | undefined =>
    account ? { subjectId: account.id, email: account.email, firstName: account.firstName } : undefined;
  return {
    kind,
    findByEmail: async (email) => resettable(await accounts.getByEmail(email)),
    findById: async (id) => resettable(await accounts.getById(id)),
    passwordChange: accounts.passwordChange,
    resetLink: (token) => appLink(accounts.resetPage, { token }),
  };
}

/** What happened, for the caller's logs only: it must never change the answer. */
export type ResetRequestOutcome = { mailFailed: false } | { mailFailed: true; errorName: string };

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Asks for a reset link for `email`, mailed only if the email has an account of this kind. */
export async function requestPasswordReset(
  accounts: PasswordResetAccounts,
  email: string,
  sourceAddress: string,
  options: RequestResetOptions = {},
): Promise<ResetRequestOutcome> {
  const now = options.now ?? Date.now;
  const answerAt = now() + REQUEST_ANSWER_MS;
  await enforceLimit(
    'passwordResetPerAddress',
    sourceAddress,
    'Too many password reset requests from your network.',
  );
  // Counted for every email, with or without an account, so the refusal reveals nothing.
  await enforceLimit(
    'passwordResetPerEmail',
    email,
    'Several reset links were asked for this email within the hour. If it has an account, the newest link in its inbox works.',
  );
  let outcome: ResetRequestOutcome = { mailFailed: false };
  const account = await accounts.findByEmail(email);
  if (account) outcome = await mailResetLink(accounts, account, now(), options.sendMail ?? sendMail);
  const wait = answerAt - now();
  if (wait > 0) await (options.sleep ?? realSleep)(wait);
  return outcome;
}

async function mailResetLink(
  accounts: PasswordResetAccounts,
  account: ResettableAccount,
  nowMs: number,
  send: (mail: OutgoingMail) => Promise<void>,
): Promise<ResetRequestOutcome> {
  const { token, tokenHash } = newLinkToken();
  await saveNewestPasswordReset({
    tokenHash,
    accountKind: accounts.kind,
    subjectId: account.subjectId,
    createdAt: new Date(nowMs).toISOString(),
    expiresAt: Math.floor(nowMs / 1000) + RESET_LINK_SECONDS,
  });
  const mail = renderMail('passwordReset', {
    firstName: account.firstName,
    resetUrl: accounts.resetLink(token),
  });
  try {
    await send({ to: account.email, ...mail });
    return { mailFailed: false };
  } catch (error) {
    // Answering differently would tell a stranger that this email has an account.
    return { mailFailed: true, errorName: (error as Error)?.name ?? 'Error' };
  }
}

const linkUnusable = () =>
  new AppError('VALIDATION_FAILED', RESET_LINK_UNUSABLE, { errors: { token: RESET_LINK_UNUSABLE } });

/**
 * Sets a new password with a mailed link. The link is used up in the same transaction that writes
 * the password; then every session of the account ends and any sign-in lockout is lifted.
 */
export async function resetPassword(
  accounts: PasswordResetAccounts,
  token: string,
  newPassword: string,
  nowMs = Date.now(),
): Promise<void> {
  const tokenHash = hashLinkToken(token);
  const nowSeconds = Math.floor(nowMs / 1000);
  const reset = await getPasswordReset(accounts.kind, tokenHash);
  if (!reset || reset.expiresAt <= nowSeconds) throw linkUnusable();

  const passwordHash = await hashPassword(newPassword);
  const change = accounts.passwordChange(reset.subjectId, passwordHash, new Date(nowMs).toISOString());
  if (!(await consumePasswordReset(reset, nowSeconds, change))) throw linkUnusable();

  const sessionSubject = accounts.sessionSubjectOf?.(reset.subjectId) ?? reset.subjectId;
  await endAllSessionsOfAccount(accounts.kind, sessionSubject);
  const account = await accounts.findById(reset.subjectId);
  if (account) await liftSignInLockout(accounts.kind, account.signInEmail ?? account.email);
}

/** One kind's two steps, bound to its accounts: ask for a link by email, set a new password with it. */
export function passwordResetSteps(accounts: PasswordResetAccounts) {
  return {
    request: (
      email: string,
      sourceAddress: string,
      options?: RequestResetOptions,
    ): Promise<ResetRequestOutcome> => requestPasswordReset(accounts, email, sourceAddress, options),
    reset: (token: string, newPassword: string): Promise<void> => resetPassword(accounts, token, newPassword),
  };
}
