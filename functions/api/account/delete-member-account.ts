import { deleteMemberAccount } from '../../core/accounts/member-data';
import { clearedSessionCookie } from '../../http/cookies';
import { defineEndpoint } from '../../http/endpoint';
import { noContent } from '../../http/reply';

/** Deletes everything that belongs to the member, at once, and signs them out everywhere. */
export const handler = defineEndpoint('DELETE /api/me', {}, async ({ session }) => {
  await deleteMemberAccount(session.subjectId);
  return noContent({ cookies: [clearedSessionCookie('member')] });
});
