import { resetMemberPassword } from '#functions/core/accounts/member-password-reset.ts';
import { resetPasswordEndpoint } from '#functions/http/account-endpoints.ts';

/** Sets a new password with a mailed link; every session of the account ends. */
export const handler = resetPasswordEndpoint('POST /api/auth/reset-password', 'member', resetMemberPassword);
