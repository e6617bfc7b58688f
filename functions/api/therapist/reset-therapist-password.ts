import { resetTherapistPassword } from '#functions/core/practices/therapist-password-reset.ts';
import { clearedSessionCookie } from '#functions/http/cookies.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { ok } from '#functions/http/reply.ts';
import {
  PASSWORD_CHANGED,
  passwordResetReplySchema,
  resetPasswordSchema,
} from '#shared/api/schemas/password-reset.ts';

/** Sets a new password with a mailed link; every session of the therapist ends. */
export const handler = defineEndpoint(
  'POST /api/therapist/reset-password',
  { body: resetPasswordSchema, response: passwordResetReplySchema },
  async ({ body }) => {
    await resetTherapistPassword(body.token, body.password);
    return ok({ message: PASSWORD_CHANGED }, { cookies: [clearedSessionCookie('therapist')] });
  },
);
