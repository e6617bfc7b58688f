import { loginSchema } from '../../../shared/api/schemas/auth';
import { loginMember } from '../../core/accounts/member-accounts';
import { callerAddress } from '../../http/caller-address';
import { sessionCookie } from '../../http/cookies';
import { defineEndpoint } from '../../http/endpoint';
import { ok } from '../../http/reply';

export const handler = defineEndpoint(
  'POST /api/auth/login',
  { body: loginSchema },
  async ({ body, request }) => {
    const signedIn = await loginMember(body, await callerAddress(request));
    return ok(
      { token: signedIn.token, user: signedIn.user },
      { cookies: [sessionCookie('member', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
