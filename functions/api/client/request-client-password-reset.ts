import { requestClientPasswordReset } from '#functions/core/clients/client-password-reset.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { logger } from '#functions/http/logger.ts';
import { ok } from '#functions/http/reply.ts';
import { clientForgotPasswordSchema } from '#shared/api/schemas/client-account.ts';
import { passwordResetReplySchema, RESET_LINK_SENT } from '#shared/api/schemas/password-reset.ts';

/** Mails a reset link if the email has an account at the portal's practice; the answer is the same either way. */
export const handler = defineEndpoint(
  'POST /api/client/forgot-password',
  { body: clientForgotPasswordSchema, response: passwordResetReplySchema },
  async ({ body, request }) => {
    const outcome = await requestClientPasswordReset(body, await callerAddress(request));
    if (outcome.mailFailed) {
      logger.error('password reset mail not sent', {
        requestId: request.requestId,
        errorName: outcome.errorName,
      });
    }
    return ok({ message: RESET_LINK_SENT });
  },
);
