import { endSession } from '../../core/accounts/session-tokens';
import { presentedToken } from '../../http/authenticate';
import { clearedSessionCookie } from '../../http/cookies';
import { defineEndpoint } from '../../http/endpoint';
import { noContent } from '../../http/reply';

/** Ends the server-side session (so the token stops working everywhere) and clears the cookie. */
export const handler = defineEndpoint('POST /api/auth/logout', {}, async ({ request }) => {
  const token = presentedToken('member', request);
  if (token) await endSession(token);
  return noContent({ cookies: [clearedSessionCookie('member')] });
});
