import {
  type PasswordResetAccounts,
  type RequestResetOptions,
  type ResetRequestOutcome,
  type ResettableAccount,
  requestPasswordReset,
  resetPassword,
} from '#functions/core/accounts/password-reset.ts';
import { appLink } from '#functions/core/config/app-links.ts';
import {
  getTherapistByEmail,
  getTherapistById,
  type TherapistRecord,
  therapistPasswordChange,
} from '#functions/core/db/repositories/therapists-repository.ts';

/** Therapists reset their password at `/therapist-forgot-password`; the link opens `/therapist-reset-password`. */
const toResettable = (therapist: TherapistRecord | undefined): ResettableAccount | undefined =>
  therapist ? { subjectId: therapist.id, email: therapist.email, firstName: therapist.firstName } : undefined;

export const therapistPasswordResets: PasswordResetAccounts = {
  kind: 'therapist',
  findByEmail: async (email) => toResettable(await getTherapistByEmail(email)),
  findById: async (tenantId) => toResettable(await getTherapistById(tenantId, { consistent: true })),
  passwordChange: therapistPasswordChange,
  resetLink: (token) => appLink('/therapist-reset-password', { token }),
};

export function requestTherapistPasswordReset(
  email: string,
  sourceAddress: string,
  options?: RequestResetOptions,
): Promise<ResetRequestOutcome> {
  return requestPasswordReset(therapistPasswordResets, email, sourceAddress, options);
}

export function resetTherapistPassword(token: string, newPassword: string): Promise<void> {
  return resetPassword(therapistPasswordResets, token, newPassword);
}
