import { endSession } from '#functions/core/accounts/session-tokens.ts';
import { presentedToken } from '#functions/http/authenticate.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';

/** Ends the server-side session (so the token stops working everywhere) and clears the cookie. */
export const handler = defineEndpoint(
  'POST /api/auth/logout',
  { response: noContentSchema },
  async ({ request }) => {
    const token = presentedToken('member', request);
    if (token) await endSession(token, 'member');
    return noContent({ cookies: [clearedSessionCookie('member')] });
  },
);
