import { requestMemberPasswordReset } from '#functions/core/accounts/member-password-reset.ts';
import { forgotPasswordEndpoint } from '#functions/http/account-endpoints.ts';

/** Mails a reset link if the email has a member account; the answer is the same either way. */
export const handler = forgotPasswordEndpoint('POST /api/auth/forgot-password', requestMemberPasswordReset);
