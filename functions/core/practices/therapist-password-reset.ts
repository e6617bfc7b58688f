import {
  type PasswordResetAccounts,
  passwordResetSteps,
  resettableAccount,
} from '#functions/core/accounts/password-reset.ts';
import { appLink } from '#functions/core/config/app-links.ts';
import {
  getTherapistByEmail,
  getTherapistById,
  therapistPasswordChange,
} from '#functions/core/db/repositories/therapists-repository.ts';

/** Therapists reset their password at `/therapist-forgot-password`; the link opens `/therapist-reset-password`. */
export const therapistPasswordResets: PasswordResetAccounts = {
  kind: 'therapist',
  findByEmail: async (email) => resettableAccount(await getTherapistByEmail(email)),
  findById: async (tenantId) => resettableAccount(await getTherapistById(tenantId, { consistent: true })),
  passwordChange: therapistPasswordChange,
  resetLink: (token) => appLink('/therapist-reset-password', { token }),
};

export const { request: requestTherapistPasswordReset, reset: resetTherapistPassword } =
  passwordResetSteps(therapistPasswordResets);
