import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { type SignInGuardOptions, signInWithPassword } from '#functions/core/accounts/sign-in-guard.ts';
import { findClientIdByEmail } from '#functions/core/db/repositories/client-accounts-repository.ts';
import { type ClientRecord, getClient } from '#functions/core/db/repositories/clients-repository.ts';
import {
  findPracticeBySubdomain,
  findPracticeOfClientSession,
  profileForViewer,
  publicProfileOf,
} from '#functions/core/portal/practice-directory.ts';
import type { ClientSelf, CurrentClient } from '#shared/api/schemas/client-account.ts';
import { AppError } from '#shared/errors.ts';

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
  const { client, practice } = await signInWithPassword(
    'client',
    { password: input.password, address: sourceAddress },
    async () => {
      const practice = await findPracticeBySubdomain(input.therapistSubdomain);
      const client = await findClientAccountByEmail(practice.id, input.email);
      return {
        account: client && { client, practice, passwordHash: client.passwordHash },
        email: clientSignInEmail(practice.id, input.email),
      };
    },
    options,
  );
  if (!client.isActive) throw new AppError('FORBIDDEN', clientAccountErrors.paused);
  const session = await issueSession('client', client.id, practice.id);
  return { ...session, client: toClientSelf(client), subdomain: practice.subdomain };
}
