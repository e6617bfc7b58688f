import { resetMemberPassword } from '#functions/core/accounts/member-password-reset.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import {
  PASSWORD_CHANGED,
  passwordResetReplySchema,
  resetPasswordSchema,
} from '#shared/api/schemas/password-reset.ts';

/** Sets a new password with a mailed link; every session of the account ends. */
export const handler = defineEndpoint(
  'POST /api/auth/reset-password',
  { body: resetPasswordSchema, response: passwordResetReplySchema },
  async ({ body }) => {
    await resetMemberPassword(body.token, body.password);
    return ok({ message: PASSWORD_CHANGED }, { cookies: [clearedSessionCookie('member')] });
  },
);
