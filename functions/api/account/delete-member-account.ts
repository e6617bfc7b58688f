import { deleteMemberAccount } from '#functions/core/accounts/member-data.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { deleteAccountSchema } from '#shared/api/schemas/account.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';

/** With the password given again, deletes everything that belongs to the member and signs them out everywhere. */
export const handler = defineEndpoint(
  'DELETE /api/me',
  { body: deleteAccountSchema, response: noContentSchema },
  async ({ body, session }) => {
    await deleteMemberAccount({ memberId: session.subjectId, sessionId: session.sessionId }, body.password);
    return noContent({ cookies: [clearedSessionCookie('member')] });
  },
);
