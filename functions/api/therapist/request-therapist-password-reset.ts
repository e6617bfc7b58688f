import { requestTherapistPasswordReset } from '#functions/core/practices/therapist-password-reset.ts';
import { forgotPasswordEndpoint } from '#functions/http/account-endpoints.ts';

/** Mails a reset link if the email has a therapist account; the answer is the same either way. */
export const handler = forgotPasswordEndpoint(
  'POST /api/therapist/forgot-password',
  requestTherapistPasswordReset,
);
