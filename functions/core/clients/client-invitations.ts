import { findPracticeBySubdomain } from '#functions/core/portal/practice-directory.ts';
import { clientAccountMessages, type InvitedClient } from '#shared/api/schemas/client-account.ts';
import { AppError } from '#shared/errors.ts';
import { findClientByInvitation } from './practice-clients';

/**
 * The email and name an invitation was sent to, for the portal's sign-up form to prefill. Only the
 * link's secret opens it (the newest link, unexpired, for a client without an account yet), so it
 * tells nobody without the link anything about who is a client of the practice.
 */
export async function readInvitation(therapistSubdomain: string, invitation: string): Promise<InvitedClient> {
  const practice = await findPracticeBySubdomain(therapistSubdomain);
  const invited = await findClientByInvitation(practice.id, invitation);
  if (!invited?.email) {
    throw new AppError('NOT_FOUND', clientAccountMessages.invitation, {
      errors: { invitation: clientAccountMessages.invitation },
    });
  }
  return { email: invited.email, firstName: invited.firstName, lastName: invited.lastName };
}
