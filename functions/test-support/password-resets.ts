import { randomBytes } from 'node:crypto';
import { hashLinkToken } from '#functions/core/accounts/link-tokens.ts';
import { RESET_LINK_SECONDS } from '#functions/core/accounts/password-reset.ts';
import type { AccountKind } from '#functions/core/db/keys.ts';
import { saveNewestPasswordReset } from '#functions/core/db/repositories/password-resets-repository.ts';

/**
 * A reset link for the account that expired a second ago (written through the repository, as if
 * mailed more than an hour back); returns its token, as the link would carry it.
 */
export async function savedExpiredResetLink(accountKind: AccountKind, subjectId: string): Promise<string> {
  const expiredToken = randomBytes(32).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  await saveNewestPasswordReset({
    tokenHash: hashLinkToken(expiredToken),
    accountKind,
    subjectId,
    createdAt: new Date((now - RESET_LINK_SECONDS - 1) * 1000).toISOString(),
    expiresAt: now - 1,
  });
  return expiredToken;
}
