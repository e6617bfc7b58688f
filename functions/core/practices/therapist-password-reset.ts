import { appAccountResets, passwordResetSteps } from '#functions/core/accounts/password-reset.ts';
import {
  getTherapistByEmail,
  getTherapistById,
  therapistPasswordChange,
} from '#functions/core/db/repositories/therapists-repository.ts';

/** Therapists reset their password at `/therapist-forgot-password`; the link opens `/therapist-reset-password`. */
export const therapistPasswordResets = appAccountResets('therapist', {
  getByEmail: getTherapistByEmail,
  getById: (tenantId) => getTherapistById(tenantId, { consistent: true }),
  passwordChange: therapistPasswordChange,
  resetPage: '/therapist-reset-password',
});

export const { request: requestTherapistPasswordReset, reset: resetTherapistPassword } =
  passwordResetSteps(therapistPasswordResets);
