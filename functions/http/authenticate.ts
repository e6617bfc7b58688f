import {
  confirmSession,
  readSignedClaims,
  type VerifiedSession,
  verifySession,
} from '#functions/core/accounts/session-tokens.ts';
import type { Access } from '#shared/api/routes.ts';
import { AppError } from '#shared/errors.ts';
import { sessionCookieName } from './cookies';
import type { RequestInfo } from './request-info';

const signInMessages: Record<Exclude<Access, 'public'>, string> = {
  member: 'Please log in to continue.',
  therapist: 'Please log in to your therapist account to continue.',
  client: 'Please sign in to continue.',
};

/** The session comes only from a verified token: the cookie for this kind of account, or Bearer. */
export async function authenticate(
  access: Exclude<Access, 'public'>,
  request: RequestInfo,
): Promise<VerifiedSession> {
  const token = request.bearerToken ?? request.cookies[sessionCookieName(access)];
  if (!token) throw new AppError('UNAUTHENTICATED', signInMessages[access]);
  return verifySession(token, access);
}

/**
 * Authenticates while reading ahead: once the token's signature names the account, `readAhead`
 * (read-only by contract) runs in parallel with the check that the session has not been ended.
 * Its result is handed on only after that check passed; a refused session discards it.
 */
export async function authenticateWithReadAhead<T>(
  access: Exclude<Access, 'public'>,
  request: RequestInfo,
  readAhead: (subjectId: string) => Promise<T>,
): Promise<{ session: VerifiedSession; readAhead: T }> {
  const token = request.bearerToken ?? request.cookies[sessionCookieName(access)];
  if (!token) throw new AppError('UNAUTHENTICATED', signInMessages[access]);
  const claims = await readSignedClaims(token, access);
  const ahead = readAhead(claims.subjectId);
  ahead.catch(() => undefined); // If the session is refused first, this result is never used.
  const session = await confirmSession(claims);
  return { session, readAhead: await ahead };
}

/** The token a request carries for a kind of account, without verifying it (used by logout). */
export function presentedToken(access: Exclude<Access, 'public'>, request: RequestInfo): string | undefined {
  return request.bearerToken ?? request.cookies[sessionCookieName(access)];
}
