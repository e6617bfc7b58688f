import { resetClientPassword } from '#functions/core/clients/client-password-reset.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import { clientResetPasswordSchema } from '#shared/api/schemas/client-account.ts';
import { PASSWORD_CHANGED, passwordResetReplySchema } from '#shared/api/schemas/password-reset.ts';

/** Sets a new password with a mailed link; every session of the client ends. */
export const handler = defineEndpoint(
  'POST /api/client/reset-password',
  { body: clientResetPasswordSchema, response: passwordResetReplySchema },
  async ({ body }) => {
    await resetClientPassword(body.token, body.password);
    return ok({ message: PASSWORD_CHANGED }, { cookies: [clearedSessionCookie('client')] });
  },
);
