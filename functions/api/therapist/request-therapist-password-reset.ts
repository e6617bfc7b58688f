import { requestTherapistPasswordReset } from '#functions/core/practices/therapist-password-reset.ts';
import { callerAddress } from '#functions/http/caller-address.ts';
import { defineEndpoint } from '#functions/http/endpoint.ts';
import { logger } from '#functions/http/logger.ts';
import { ok } from '#functions/http/reply.ts';
import {
  forgotPasswordSchema,
  passwordResetReplySchema,
  RESET_LINK_SENT,
} from '#shared/api/schemas/password-reset.ts';

/** Mails a reset link if the email has a therapist account; the answer is the same either way. */
export const handler = defineEndpoint(
  'POST /api/therapist/forgot-password',
  { body: forgotPasswordSchema, response: passwordResetReplySchema },
  async ({ body, request }) => {
    const outcome = await requestTherapistPasswordReset(body.email, await callerAddress(request));
    if (outcome.mailFailed) {
      logger.error('password reset mail not sent', {
        requestId: request.requestId,
        errorName: outcome.errorName,
      });
    }
    return ok({ message: RESET_LINK_SENT });
  },
);
