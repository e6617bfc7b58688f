import { randomUUID } from 'node:crypto';
import { type ConsentGiven, consentRecordAt } from '#functions/core/accounts/consent.ts';
import { hashPassword } from '#functions/core/accounts/passwords.ts';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { checkPasswordWithLockout, type SignInGuardOptions } from '#functions/core/accounts/sign-in-guard.ts';
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
  findPracticeBySubdomain,
  findPracticeOfClientSession,
  profileForViewer,
  publicProfileOf,
} from '#functions/core/portal/practice-directory.ts';
import { enforceLimit } from '#functions/core/rate-limits/limits.ts';
import type { ClientSelf, CurrentClient } from '#shared/api/schemas/client-account.ts';
import { clientAccountMessages } from '#shared/api/schemas/client-account.ts';
import { AppError } from '#shared/errors.ts';
import { findClientByInvitation } from './practice-clients';

/**
 * Accounts of a practice's clients. An account exists only inside one practice: the credential is
 * on the client record (`keys.client(tenantId, clientId)`), its email is unique within the practice
 * (the client email claim), and its session carries the practice (`issueSession('client',
 * clientId, tenantId)`). Sign-up, sign-in and reset find the practice by the portal's subdomain;
 * everything else by the verified session.
 */

export interface ClientSignedIn {
  token: string;
  maxAgeSeconds: number;
  client: ClientSelf;
  subdomain: string;
}

export const clientAccountErrors = {
  emailTaken:
    'An account or an invitation already exists for this email at this practice. Please sign in, or use the invitation link your therapist sent you.',
  invitationEmail:
    'Please use the email address your invitation was sent to. You can change it with your therapist later.',
  practiceFull: "This practice isn't accepting new clients online right now. Please contact your therapist.",
  paused: "Your access to this practice's portal is paused. Please contact your therapist.",
  sessionExpired: 'Session expired. Please log in again.',
} as const;

/** Sign-in attempts of a client are counted per practice: the same email may sign in at two. */
export function clientSignInEmail(tenantId: string, email: string): string {
  return `${tenantId}:${email}`;
}

export function toClientSelf(client: ClientRecord): ClientSelf {
  return { id: client.id, firstName: client.firstName, lastName: client.lastName, email: client.email ?? '' };
}

/** The client of a practice with an account, by email; undefined when none. */
export async function findClientAccountByEmail(
  tenantId: string,
  email: string,
): Promise<ClientRecord | undefined> {
  const clientId = await findClientIdByEmail(tenantId, email);
  const client = clientId ? await getClient(tenantId, clientId) : undefined;
  return client?.accountId && client.passwordHash ? client : undefined;
}

/**
 * The client record of a verified client session: 401 when the account was deleted or the
 * therapist paused the client. Every client endpoint goes through this.
 */
export async function getClientOfSession(tenantId: string, clientId: string): Promise<ClientRecord> {
  const client = await getClient(tenantId, clientId);
  if (!client?.accountId || client.accountId !== clientId || !client.isActive) {
    throw new AppError('UNAUTHENTICATED', clientAccountErrors.sessionExpired);
  }
  return client;
}

/** `GET /api/client/me`: the client and the portal of their practice. */
export async function getCurrentClient(
  tenantId: string | undefined,
  clientId: string,
  viewerCountry?: string,
): Promise<CurrentClient> {
  if (!tenantId) throw new AppError('UNAUTHENTICATED', clientAccountErrors.sessionExpired);
  const [practice, client] = await Promise.all([
    findPracticeOfClientSession(tenantId),
    getClientOfSession(tenantId, clientId),
  ]);
  return {
    client: toClientSelf(client),
    practice: profileForViewer(publicProfileOf(practice), viewerCountry),
  };
}

export interface ClientRegistration extends ConsentGiven {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  therapistSubdomain: string;
  invitation?: string | null | undefined;
}

const invitationUnusable = () =>
  new AppError('BAD_REQUEST', clientAccountMessages.invitation, {
    errors: { invitation: clientAccountMessages.invitation },
  });
const emailTaken = () =>
  new AppError('CONFLICT', clientAccountErrors.emailTaken, {
    errors: { email: clientAccountErrors.emailTaken },
  });

/**
 * Signs a client up in the practice of the portal's subdomain: with an invitation, the account is
 * bound to the record the therapist invited (for the email it was sent to); without, a new client
 * record is created within the practice's client limit.
 */
export async function registerClient(
  input: ClientRegistration,
  sourceAddress: string,
): Promise<ClientSignedIn> {
  await enforceLimit('signUpPerAddress', sourceAddress, 'Too many sign-up attempts from your network.');
  const practice = await findPracticeBySubdomain(input.therapistSubdomain);
  const tenantId = practice.id;
  const client = input.invitation
    ? await bindInvitedClient(tenantId, input.invitation, input)
    : await createClientWithAccount(tenantId, input);
  const session = await issueSession('client', client.id, tenantId);
  return { ...session, client: toClientSelf(client), subdomain: practice.subdomain };
}

async function bindInvitedClient(
  tenantId: string,
  invitation: string,
  input: ClientRegistration,
): Promise<ClientRecord> {
  const invited = await findClientByInvitation(tenantId, invitation);
  if (!invited?.email || !invited.inviteTokenHash) {
    // Used already (the account exists) or expired: say what helps.
    if (await findClientIdByEmail(tenantId, input.email)) throw emailTaken();
    throw invitationUnusable();
  }
  if (invited.email !== input.email) {
    throw new AppError('VALIDATION_FAILED', clientAccountErrors.invitationEmail, {
      errors: { email: clientAccountErrors.invitationEmail },
    });
  }
  const createdAt = new Date().toISOString();
  const passwordHash = await hashPassword(input.password);
  const outcome = await bindClientAccount(
    { tenantId, id: invited.id, email: invited.email, inviteTokenHash: invited.inviteTokenHash },
    { passwordHash, createdAt, consent: consentRecordAt(createdAt) },
  );
  if (outcome === 'email-taken') throw emailTaken();
  if (outcome === 'invitation-used') throw invitationUnusable();
  // The record stays the therapist's: names as they entered them.
  return {
    ...invited,
    accountId: invited.id,
    passwordHash,
    accountCreatedAt: createdAt,
    consent: consentRecordAt(createdAt),
  };
}

async function createClientWithAccount(tenantId: string, input: ClientRegistration): Promise<ClientRecord> {
  if (await findClientIdByEmail(tenantId, input.email)) throw emailTaken();
  const now = new Date().toISOString();
  const id = randomUUID();
  const client: ClientRecord = {
    id,
    tenantId,
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    isActive: true,
    totalSessions: 0,
    accountId: id,
    passwordHash: await hashPassword(input.password),
    accountCreatedAt: now,
    signedUpInPortal: true,
    consent: consentRecordAt(now),
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
  return client;
}

/**
 * Signs a client in at the practice of the portal's subdomain. A wrong email and a wrong password
 * answer alike (lockout per account and per address); a paused client hears so only after the
 * password matched.
 */
export async function loginClient(
  input: { email: string; password: string; therapistSubdomain: string },
  sourceAddress: string,
  options: SignInGuardOptions = {},
): Promise<ClientSignedIn> {
  await enforceLimit('signInPerAddress', sourceAddress, 'Too many sign-in attempts from your network.');
  const practice = await findPracticeBySubdomain(input.therapistSubdomain);
  const client = await findClientAccountByEmail(practice.id, input.email);
  await checkPasswordWithLockout(
    {
      accountKind: 'client',
      email: clientSignInEmail(practice.id, input.email),
      password: input.password,
      passwordHash: client?.passwordHash,
      address: sourceAddress,
    },
    options,
  );
  // checkPasswordWithLockout throws unless the password matched an existing account.
  const signedIn = client as ClientRecord;
  if (!signedIn.isActive) throw new AppError('FORBIDDEN', clientAccountErrors.paused);
  const session = await issueSession('client', signedIn.id, practice.id);
  return { ...session, client: toClientSelf(signedIn), subdomain: practice.subdomain };
}
