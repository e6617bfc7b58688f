import { appLink } from '#functions/core/config/app-links.ts';
import {
  getMemberByEmail,
  getMemberById,
  memberPasswordChange,
} from '#functions/core/db/repositories/members-repository.ts';
import { type PasswordResetAccounts, passwordResetSteps, resettableAccount } from './password-reset';

/** Members reset their password at `/forgot-password`; the mailed link opens `/reset-password`. */
export const memberPasswordResets: PasswordResetAccounts = {
  kind: 'member',
  findByEmail: async (email) => resettableAccount(await getMemberByEmail(email)),
  findById: async (memberId) => resettableAccount(await getMemberById(memberId)),
  passwordChange: memberPasswordChange,
  resetLink: (token) => appLink('/reset-password', { token }),
};

export const { request: requestMemberPasswordReset, reset: resetMemberPassword } =
  passwordResetSteps(memberPasswordResets);
