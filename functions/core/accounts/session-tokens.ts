import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { jwtSigningKey } from '#functions/core/config/secrets.ts';
import { isMemberAccountLive } from '#functions/core/db/repositories/members-repository.ts';
import {
  type AccountKind,
  deleteSession,
  getSession,
  putSession,
  type SessionRecord,
} from '#functions/core/db/repositories/sessions-repository.ts';
import { AppError } from '#shared/errors.ts';

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

/** A token whose signature checked out: who it names, before the server-side session is confirmed. */
export interface SignedClaims {
  sessionId: string;
  accountKind: AccountKind;
  subjectId: string;
}

/** Checks the token's signature and kind only (no storage). Throws 401 when it is not ours. */
export async function readSignedClaims(token: string, accountKind: AccountKind): Promise<SignedClaims> {
  const claims = await readClaims(token);
  if (!claims || claims.kind !== accountKind) throw sessionExpired();
  return { sessionId: claims.sid, accountKind, subjectId: claims.sub };
}

/**
 * An account whose deletion has begun is refused at once, even before its sessions are removed.
 * Read in parallel with the session, so it costs no extra round trip.
 */
const liveAccountChecks: Partial<Record<AccountKind, (subjectId: string) => Promise<boolean>>> = {
  member: isMemberAccountLive,
};

/** Confirms that the session behind signed claims still exists (not logged out, not expired) and its account is not being deleted. */
export async function confirmSession(claims: SignedClaims): Promise<VerifiedSession> {
  const [session, accountLive] = await Promise.all([
    getSession(claims.sessionId),
    liveAccountChecks[claims.accountKind]?.(claims.subjectId) ?? true,
  ]);
  const now = Math.floor(Date.now() / 1000);
  if (
    !accountLive ||
    !session ||
    session.accountKind !== claims.accountKind ||
    session.subjectId !== claims.subjectId ||
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

/** Verifies the token and that its server-side session still exists for that kind of account. */
export async function verifySession(token: string, accountKind: AccountKind): Promise<VerifiedSession> {
  return confirmSession(await readSignedClaims(token, accountKind));
}

/** Ends the session a token refers to. An invalid or already-ended token is simply ignored. */
export async function endSession(token: string): Promise<void> {
  const claims = await readClaims(token);
  if (claims) await deleteSession(claims.sid);
}
