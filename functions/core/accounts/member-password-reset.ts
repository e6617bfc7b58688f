import {
  getMemberByEmail,
  getMemberById,
  memberPasswordChange,
} from '#functions/core/db/repositories/members-repository.ts';
import { appAccountResets, passwordResetSteps } from './password-reset';

/** Members reset their password at `/forgot-password`; the mailed link opens `/reset-password`. */
export const memberPasswordResets = appAccountResets('member', {
  getByEmail: getMemberByEmail,
  getById: getMemberById,
  passwordChange: memberPasswordChange,
  resetPage: '/reset-password',
});

export const { request: requestMemberPasswordReset, reset: resetMemberPassword } =
  passwordResetSteps(memberPasswordResets);
