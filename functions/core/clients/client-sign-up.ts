import { randomUUID } from 'node:crypto';
import { type ConsentGiven, consentRecordAt } from '#functions/core/accounts/consent.ts';
import { hashLinkToken, newLinkToken } from '#functions/core/accounts/link-tokens.ts';
import { hashPassword } from '#functions/core/accounts/passwords.ts';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { portalLink } from '#functions/core/config/app-links.ts';
import {
  bindClientAccount,
  findClientIdByEmail,
} from '#functions/core/db/repositories/client-accounts-repository.ts';
import {
  addClientWithinLimit,
  type ClientRecord,
  ClientWriteRefusedError,
  getClient,
} from '#functions/core/db/repositories/clients-repository.ts';
import {
  savePendingClientSignUp,
  takePendingClientSignUp,
} from '#functions/core/db/repositories/pending-client-sign-ups-repository.ts';
import type { TherapistRecord } from '#functions/core/db/repositories/therapists-repository.ts';
import type { OutgoingMail } from '#functions/core/mail/mail-message.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { renderMail } from '#functions/core/mail/templates.ts';
import { findPracticeBySubdomain } from '#functions/core/portal/practice-directory.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import { clientAccountMessages, clientSignUpMessages } from '#shared/api/schemas/client-account.ts';
import { practiceNameOf } from '#shared/domain/practice-branding.ts';
import { AppError } from '#shared/errors.ts';
import { type ClientSignedIn, clientAccountErrors, toClientSelf } from './client-accounts';
import { findClientByInvitation } from './practice-clients';

/**
 * A client's sign-up on a portal. That a person is a practice's client is health information, so
 * without a working invitation the answer (status, words and time) is the same for every email, in
 * a full practice and an open one: "check your email". The mail differs, and only the owner of the
 * address reads it: a new email gets a link that makes the account when opened (and only then hears
 * whether the practice has room); an email the practice already knows gets a note that someone
 * tried, with the way to sign in or reset the password. Every path does the same work before it
 * answers (the invitation checked, the password hashed, the email looked up, one write or read, one
 * mail), and the answer waits until SIGN_UP_ANSWER_MS has passed.
 *
 * A working invitation is different: it is a secret mailed to one address and bound to it, so who
 * holds it has that mailbox (or the therapist's word), and may be told what they need (the address
 * the invitation is for, that an account exists). A bogus or used invitation is refused with one
 * message, whatever the email.
 */

export const SIGN_UP_LINK_VALID_HOURS = 24;

/** Every answer without a working invitation takes at least this long (bcrypt is most of it). */
export const SIGN_UP_ANSWER_MS = 1000;

export interface ClientRegistration extends ConsentGiven {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  therapistSubdomain: string;
  invitation?: string | null | undefined;
}

export type ClientSignUpOutcome = { kind: 'signed-in'; signedIn: ClientSignedIn } | { kind: 'mail-sent' };

export interface ClientSignUpOptions {
  hashPassword?: (password: string) => Promise<string>;
  sendMail?: (mail: OutgoingMail) => Promise<void>;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
  /** Told when a mail could not be sent: for the logs only, it never changes the answer. */
  onMailFailure?: (error: unknown) => void;
}

const realSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const invitationUnusable = () =>
  new AppError('BAD_REQUEST', clientAccountMessages.invitation, {
    errors: { invitation: clientAccountMessages.invitation },
  });
const emailTaken = () =>
  new AppError('CONFLICT', clientAccountErrors.emailTaken, {
    errors: { email: clientAccountErrors.emailTaken },
  });
const linkUnusable = () =>
  new AppError('BAD_REQUEST', clientSignUpMessages.linkUnusable, {
    errors: { token: clientSignUpMessages.linkUnusable },
  });

/** `POST /api/client/register`: signed in with a working invitation; otherwise "check your email". */
export async function registerClient(
  input: ClientRegistration,
  sourceAddress: string,
  options: ClientSignUpOptions = {},
): Promise<ClientSignUpOutcome> {
  const now = options.now ?? Date.now;
  const answerAt = now() + SIGN_UP_ANSWER_MS;
  await enforceLimit('signUpPerAddress', sourceAddress, 'Too many sign-up attempts from your network.');
  const practice = await findPracticeBySubdomain(input.therapistSubdomain);
  // Counted for every email, known or not, so the refusal tells nothing; it keeps an inbox from flooding.
  await enforceLimit(
    'signUpPerEmail',
    `${practice.id}:${input.email}`,
    'Several sign-ups were sent for this email within the hour. The newest mail in its inbox says what to do.',
  );
  const [passwordHash, invited, knownClientId] = await Promise.all([
    (options.hashPassword ?? hashPassword)(input.password),
    input.invitation ? findClientByInvitation(practice.id, input.invitation) : undefined,
    findClientIdByEmail(practice.id, input.email),
  ]);
  if (invited?.email && invited.inviteTokenHash) {
    const bindable = { ...invited, email: invited.email, inviteTokenHash: invited.inviteTokenHash };
    const client = await bindInvitedClient(practice.id, bindable, input.email, passwordHash);
    const session = await issueSession('client', client.id, practice.id);
    return {
      kind: 'signed-in',
      signedIn: { ...session, client: toClientSelf(client), subdomain: practice.subdomain },
    };
  }
  const send = options.sendMail ?? sendMail;
  try {
    if (knownClientId) {
      await mailOwnerOfKnownEmail(practice, knownClientId, input.email, send);
    } else if (!input.invitation) {
      await mailSignUpLink(practice, input, passwordHash, now(), send);
    }
  } catch (error) {
    // Answering differently would tell a stranger which path was taken.
    options.onMailFailure?.(error);
  }
  const wait = answerAt - now();
  if (wait > 0) await (options.sleep ?? realSleep)(wait);
  if (input.invitation) throw invitationUnusable();
  return { kind: 'mail-sent' };
}

/** The account is bound to the record the therapist invited, for the address the link was sent to. */
async function bindInvitedClient(
  tenantId: string,
  invited: ClientRecord & { email: string; inviteTokenHash: string },
  email: string,
  passwordHash: string,
): Promise<ClientRecord> {
  if (invited.email !== email) {
    throw new AppError('VALIDATION_FAILED', clientAccountErrors.invitationEmail, {
      errors: { email: clientAccountErrors.invitationEmail },
    });
  }
  const createdAt = new Date().toISOString();
  const consent = consentRecordAt(createdAt);
  const outcome = await bindClientAccount(
    { tenantId, id: invited.id, email: invited.email, inviteTokenHash: invited.inviteTokenHash },
    { passwordHash, createdAt, consent },
  );
  if (outcome === 'email-taken') throw emailTaken();
  if (outcome === 'invitation-used') throw invitationUnusable();
  // The record stays the therapist's: names as they entered them.
  return { ...invited, accountId: invited.id, passwordHash, accountCreatedAt: createdAt, consent };
}

async function mailOwnerOfKnownEmail(
  practice: TherapistRecord,
  clientId: string,
  email: string,
  send: (mail: OutgoingMail) => Promise<void>,
): Promise<void> {
  const client = await getClient(practice.id, clientId);
  const mail = renderMail('clientSignUpAttempt', {
    firstName: client?.firstName ?? '',
    practiceName: practiceNameOf(practice),
    hasAccount: Boolean(client?.accountId && client.passwordHash),
    signInUrl: portalLink(practice.subdomain, '/client/login'),
    forgotPasswordUrl: portalLink(practice.subdomain, '/client/forgot-password'),
  });
  await send({ to: email, ...mail });
}

async function mailSignUpLink(
  practice: TherapistRecord,
  input: ClientRegistration,
  passwordHash: string,
  nowMs: number,
  send: (mail: OutgoingMail) => Promise<void>,
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await savePendingClientSignUp({
    tenantId: practice.id,
    tokenHash,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    passwordHash,
    requestedAt: new Date(nowMs).toISOString(),
    expiresAt: Math.floor(nowMs / 1000) + SIGN_UP_LINK_VALID_HOURS * 60 * 60,
  });
  const mail = renderMail('clientSignUpLink', {
    firstName: input.firstName,
    practiceName: practiceNameOf(practice),
    confirmUrl: portalLink(practice.subdomain, '/client/register', { confirm: token }),
    validHours: SIGN_UP_LINK_VALID_HOURS,
  });
  await send({ to: input.email, ...mail });
}

/**
 * `POST /api/client/register/confirm`: the mailed link makes the account, once. Who opens it has
 * the mailbox, so they are told plainly when the email was taken meanwhile or the practice is full.
 */
export async function confirmClientSignUp(
  input: { therapistSubdomain: string; token: string },
  nowMs = Date.now(),
): Promise<ClientSignedIn> {
  const practice = await findPracticeBySubdomain(input.therapistSubdomain);
  const pending = await takePendingClientSignUp(
    practice.id,
    hashLinkToken(input.token),
    Math.floor(nowMs / 1000),
  );
  if (!pending) throw linkUnusable();
  const now = new Date(nowMs).toISOString();
  const id = randomUUID();
  const client: ClientRecord = {
    id,
    tenantId: practice.id,
    firstName: pending.firstName,
    lastName: pending.lastName,
    email: pending.email,
    isActive: true,
    totalSessions: 0,
    accountId: id,
    passwordHash: pending.passwordHash,
    accountCreatedAt: now,
    signedUpInPortal: true,
    consent: consentRecordAt(pending.requestedAt),
    createdAt: now,
    updatedAt: now,
  };
  try {
    await addClientWithinLimit(client);
  } catch (error) {
    if (!(error instanceof ClientWriteRefusedError)) throw error;
    if (error.refusal === 'limit') throw new AppError('FORBIDDEN', clientAccountErrors.practiceFull);
    throw emailTaken();
  }
  const session = await issueSession('client', client.id, practice.id);
  return { ...session, client: toClientSelf(client), subdomain: practice.subdomain };
}
