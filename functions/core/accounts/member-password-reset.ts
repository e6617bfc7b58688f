import { appLink } from '#functions/core/config/app-links.ts';
import {
  getMemberByEmail,
  getMemberById,
  type MemberRecord,
  memberPasswordChange,
} from '#functions/core/db/repositories/members-repository.ts';
import {
  type PasswordResetAccounts,
  type RequestResetOptions,
  type ResetRequestOutcome,
  type ResettableAccount,
  requestPasswordReset,
  resetPassword,
} from './password-reset';

/** Members reset their password at `/forgot-password`; the mailed link opens `/reset-password`. */
const toResettable = (member: MemberRecord | undefined): ResettableAccount | undefined =>
  member ? { subjectId: member.id, email: member.email, firstName: member.firstName } : undefined;

export const memberPasswordResets: PasswordResetAccounts = {
  kind: 'member',
  findByEmail: async (email) => toResettable(await getMemberByEmail(email)),
  findById: async (memberId) => toResettable(await getMemberById(memberId)),
  passwordChange: memberPasswordChange,
  resetLink: (token) => appLink('/reset-password', { token }),
};

export function requestMemberPasswordReset(
  email: string,
  sourceAddress: string,
  options?: RequestResetOptions,
): Promise<ResetRequestOutcome> {
  return requestPasswordReset(memberPasswordResets, email, sourceAddress, options);
}

export function resetMemberPassword(token: string, newPassword: string): Promise<void> {
  return resetPassword(memberPasswordResets, token, newPassword);
}
