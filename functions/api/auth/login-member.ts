import { loginMember } from '#functions/core/accounts/member-accounts.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { sessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { authResponseSchema, loginSchema } from '#shared/api/schemas/auth.ts';

export const handler = defineEndpoint(
  'POST /api/auth/login',
  { body: loginSchema, response: authResponseSchema },
  async ({ body, request }) => {
    const signedIn = await loginMember(body, await callerAddress(request));
    return ok(
      { token: signedIn.token, user: signedIn.user },
      { cookies: [sessionCookie('member', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
