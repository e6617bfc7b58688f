import { registerMember } from '#functions/core/accounts/member-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { logger } from '#functions/http/logger.ts';
import { created } from '#functions/http/reply.ts';
import { authResponseSchema, registerMemberSchema } from '#shared/api/schemas/auth.ts';

export const handler = defineEndpoint(
  'POST /api/auth/register',
  { body: registerMemberSchema, response: authResponseSchema },
  async ({ body, request }) => {
    const signedIn = await registerMember(body, await callerAddress(request));
    if (signedIn.guestConversation?.kept === false) {
      // The reason is one of the contract's own sentences, never the conversation's text.
      logger.info('guest conversation not kept', { reason: signedIn.guestConversation.reason });
    }
    return created(
      {
        token: signedIn.token,
        user: signedIn.user,
        ...(signedIn.guestConversation ? { guestConversation: signedIn.guestConversation } : {}),
      },
      { cookies: [sessionCookie('member', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
