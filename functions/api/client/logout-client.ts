import { endSession } from '#functions/core/accounts/session-tokens.ts';
import { presentedToken } from '#functions/http/authenticate.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { noContent } from '#functions/http/reply.ts';
import { noContentSchema } from '#shared/api/schemas/reply-parts.ts';

/** Ends the client's server-side session and clears its cookie. */
export const handler = defineEndpoint(
  'POST /api/client/logout',
  { response: noContentSchema },
  async ({ request }) => {
    const token = presentedToken('client', request);
    if (token) await endSession(token, 'client');
    return noContent({ cookies: [clearedSessionCookie('client')] });
  },
);
