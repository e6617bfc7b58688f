import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { AppError } from '../../../shared/errors';
import { jwtSigningKey } from '../config/secrets';
import {
  type AccountKind,
  deleteSession,
  getSession,
  putSession,
  type SessionRecord,
} from '../db/repositories/sessions-repository';

/**
 * Sessions are server-side items with a TTL; the token the browser holds (in an httpOnly cookie)
 * or an API client sends (as a Bearer header) only references one. Ending the session on the
 * server ends the token, whatever its expiry says.
 */
export const SESSION_DAYS = 30;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
const ISSUER = 'mirrorwell';

export interface VerifiedSession {
  sessionId: string;
  accountKind: AccountKind;
  subjectId: string;
  tenantId?: string;
}

export async function issueSession(
  accountKind: AccountKind,
  subjectId: string,
  tenantId?: string,
): Promise<{ token: string; maxAgeSeconds: number }> {
  const now = Math.floor(Date.now() / 1000);
  const session: SessionRecord = {
    sessionId: randomUUID(),
    accountKind,
    subjectId,
    ...(tenantId ? { tenantId } : {}),
    createdAt: new Date(now * 1000).toISOString(),
    expiresAt: now + SESSION_SECONDS,
  };
  await putSession(session);
  const token = await new SignJWT({ sid: session.sessionId, kind: accountKind })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(subjectId)
    .setIssuedAt(now)
    .setExpirationTime(session.expiresAt)
    .sign(await jwtSigningKey());
  return { token, maxAgeSeconds: SESSION_SECONDS };
}

const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');

async function readClaims(token: string): Promise<{ sid: string; kind: string; sub: string } | undefined> {
  try {
    const { payload } = await jwtVerify(token, await jwtSigningKey(), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (
      typeof payload.sid !== 'string' ||
      typeof payload.kind !== 'string' ||
      typeof payload.sub !== 'string'
    ) {
      return undefined;
    }
    return { sid: payload.sid, kind: payload.kind, sub: payload.sub };
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return undefined;
    throw error;
  }
}

/** Verifies the token and that its server-side session still exists for that kind of account. */
export async function verifySession(token: string, accountKind: AccountKind): Promise<VerifiedSession> {
  const claims = await readClaims(token);
  if (!claims || claims.kind !== accountKind) throw sessionExpired();
  const session = await getSession(claims.sid);
  const now = Math.floor(Date.now() / 1000);
  if (
    !session ||
    session.accountKind !== accountKind ||
    session.subjectId !== claims.sub ||
    session.expiresAt <= now
  ) {
    throw sessionExpired();
  }
  return {
    sessionId: session.sessionId,
    accountKind: session.accountKind,
    subjectId: session.subjectId,
    ...(session.tenantId ? { tenantId: session.tenantId } : {}),
  };
}

/** Ends the session a token refers to. An invalid or already-ended token is simply ignored. */
export async function endSession(token: string): Promise<void> {
  const claims = await readClaims(token);
  if (claims) await deleteSession(claims.sid);
}
