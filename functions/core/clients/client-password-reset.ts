import {
  type PasswordResetAccounts,
  type RequestResetOptions,
  type ResetRequestOutcome,
  type ResettableAccount,
  requestPasswordReset,
  resetPassword,
} from '#functions/core/accounts/password-reset.ts';
import { portalLink } from '#functions/core/config/app-links.ts';
import { clientPasswordChange } from '#functions/core/db/repositories/client-accounts-repository.ts';
import { type ClientRecord, getClient } from '#functions/core/db/repositories/clients-repository.ts';
import { findPracticeBySubdomain } from '#functions/core/portal/practice-directory.ts';
import { clientSignInEmail, findClientAccountByEmail } from './client-accounts';

/**
 * Clients reset their password on their practice's portal: the link opens
 * `{subdomain}.{domain}/client/reset-password`. A reset names the client as `<tenantId>:<clientId>`
 * (a client record is found by both), while the client's sessions name only the client id.
 */
export function clientResetSubject(tenantId: string, clientId: string): string {
  return `${tenantId}:${clientId}`;
}

function splitSubject(subjectId: string): { tenantId: string; clientId: string } {
  const [tenantId = '', clientId = ''] = subjectId.split(':');
  return { tenantId, clientId };
}

const toResettable = (client: ClientRecord | undefined): ResettableAccount | undefined =>
  client?.accountId && client.email
    ? {
        subjectId: clientResetSubject(client.tenantId, client.id),
        email: client.email,
        firstName: client.firstName,
        signInEmail: clientSignInEmail(client.tenantId, client.email),
      }
    : undefined;

/** The accounts of one practice (asking for a link); any practice's link resets its own client. */
export function clientPasswordResets(practice?: { id: string; subdomain: string }): PasswordResetAccounts {
  return {
    kind: 'client',
    findByEmail: async (email) =>
      practice ? toResettable(await findClientAccountByEmail(practice.id, email)) : undefined,
    findById: async (subjectId) => {
      const { tenantId, clientId } = splitSubject(subjectId);
      return tenantId && clientId ? toResettable(await getClient(tenantId, clientId)) : undefined;
    },
    passwordChange: (subjectId, passwordHash, changedAt) => {
      const { tenantId, clientId } = splitSubject(subjectId);
      return clientPasswordChange(tenantId, clientId, passwordHash, changedAt);
    },
    resetLink: (token) => {
      if (!practice) throw new Error('A client reset link needs the practice it is for');
      return portalLink(practice.subdomain, '/client/reset-password', { token });
    },
    sessionSubjectOf: (subjectId) => splitSubject(subjectId).clientId,
  };
}

/** Mails a link if the email has a client account at the portal's practice; answers alike either way. */
export async function requestClientPasswordReset(
  input: { email: string; therapistSubdomain: string },
  sourceAddress: string,
  options?: RequestResetOptions,
): Promise<ResetRequestOutcome> {
  const practice = await findPracticeBySubdomain(input.therapistSubdomain);
  return requestPasswordReset(clientPasswordResets(practice), input.email, sourceAddress, options);
}

/** Sets a client's new password with a mailed link; every session of the client ends. */
export function resetClientPassword(token: string, newPassword: string): Promise<void> {
  return resetPassword(clientPasswordResets(), token, newPassword);
}
