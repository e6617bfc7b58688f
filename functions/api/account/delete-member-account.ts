import { deleteMemberAccount } from '#functions/core/accounts/member-data.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';

/** Deletes everything that belongs to the member, at once, and signs them out everywhere. */
export const handler = defineEndpoint('DELETE /api/me', {}, async ({ session }) => {
  await deleteMemberAccount(session.subjectId);
  return noContent({ cookies: [clearedSessionCookie('member')] });
});
