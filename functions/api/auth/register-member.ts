import { registerMemberSchema } from '../../../shared/api/schemas/auth';
import { registerMember } from '../../core/accounts/member-accounts';
import { callerAddress } from '../../http/caller-address';
import { sessionCookie } from '../../http/cookies';
import { defineEndpoint } from '../../http/endpoint';
import { created } from '../../http/reply';

export const handler = defineEndpoint(
  'POST /api/auth/register',
  { body: registerMemberSchema },
  async ({ body, request }) => {
    const signedIn = await registerMember(body, await callerAddress(request));
    return created(
      { token: signedIn.token, user: signedIn.user },
      { cookies: [sessionCookie('member', signedIn.token, signedIn.maxAgeSeconds)] },
    );
  },
);
