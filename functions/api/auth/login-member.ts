import { loginSchema } from '../../../shared/api/schemas/auth';
import { loginMember } from '../../core/accounts/member-accounts';
import { sessionCookie } from '../../http/cookies';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'POST /api/auth/login',
  { body: loginSchema },
  async ({ body, request }) => {
    const signedIn = await loginMember(body, request.sourceAddress);
    return ok(
      { token: signedIn.token, user: signedIn.user },
      { cookies: [sessionCookie('member', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
