import { loginMember } from '#functions/core/accounts/member-accounts.ts';
import { signInEndpoint } from '#functions/http/account-endpoints.ts';
import { authResponseSchema, loginSchema } from '#shared/api/schemas/auth.ts';

export const handler = signInEndpoint('POST /api/auth/login', {
  kind: 'member',
  schemas: { body: loginSchema, response: authResponseSchema },
  signIn: loginMember,
  answer: (signedIn) => ({ token: signedIn.token, user: signedIn.user }),
});
