import { resetTherapistPassword } from '#functions/core/practices/therapist-password-reset.ts';
import { resetPasswordEndpoint } from '#functions/http/account-endpoints.ts';

/** Sets a new password with a mailed link; every session of the therapist ends. */
export const handler = resetPasswordEndpoint(
  'POST /api/therapist/reset-password',
  'therapist',
  resetTherapistPassword,
);
