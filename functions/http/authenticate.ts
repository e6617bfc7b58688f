import type { Access } from '../../shared/api/routes';
import { AppError } from '../../shared/errors';
import { type VerifiedSession, verifySession } from '../core/accounts/session-tokens';
import { sessionCookieNames } from './cookies';
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
  const token = request.bearerToken ?? request.cookies[sessionCookieNames[access]];
  if (!token) throw new AppError('UNAUTHENTICATED', signInMessages[access]);
  return verifySession(token, access);
}

/** The token a request carries for a kind of account, without verifying it (used by logout). */
export function presentedToken(access: Exclude<Access, 'public'>, request: RequestInfo): string | undefined {
  return request.bearerToken ?? request.cookies[sessionCookieNames[access]];
}
