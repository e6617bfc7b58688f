import { randomUUID } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import type { AccountKind } from '#functions/core/db/keys.ts';
import { isMemberAccountLive } from '#functions/core/db/repositories/members-repository.ts';
import {
  deleteSession,
  deleteSessionsOfAccount,
  getSession,
  putSession,
  recordSessionsOfAccountEnded,
  type SessionRecord,
  sessionsOfAccountEndedAt,
} from '#functions/core/db/repositories/sessions-repository.ts';
import { isTherapistAccountLive } from '#functions/core/db/repositories/therapists-repository.ts';
import { AppError } from '#shared/errors.ts';
import { SESSION_ALGORITHM, sessionSigner, sessionVerifier } from './session-keys';

/**
 * Sessions are server-side items with a TTL; the token the browser holds (in an httpOnly cookie)
 * or an API client sends (as a Bearer header) only references one. Ending the session on the
 * server ends the token, whatever its expiry says.
 *
 * A token is an ES256 JWT whose header names its key (`kid`) and whose claims must all be there:
 * `iss`, `aud` (the kind of account, so a token of one kind never opens another), `sub` (the
 * account), `sid` (the server-side session) and `exp`. Anything else (no expiry, another audience,
 * another algorithm, an unknown key) is refused.
 */
export const SESSION_DAYS = 30;
const SESSION_SECONDS = SESSION_DAYS * 24 * 60 * 60;
export const SESSION_ISSUER = 'mirrorwell';

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
  // First the key: a function that may not sign stores no session either.
  const { kid, key } = await sessionSigner();
  const nowMs = Date.now();
  const now = Math.floor(nowMs / 1000);
  const session: SessionRecord = {
    sessionId: randomUUID(),
    accountKind,
    subjectId,
    ...(tenantId ? { tenantId } : {}),
    // To the millisecond: a session made just after every session was ended is not one of them.
    createdAt: new Date(nowMs).toISOString(),
    expiresAt: now + SESSION_SECONDS,
  };
  const token = await new SignJWT({ sid: session.sessionId })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, kid, typ: 'JWT' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(accountKind)
    .setSubject(subjectId)
    .setIssuedAt(now)
    .setExpirationTime(session.expiresAt)
    .sign(key);
  await putSession(session);
  return { token, maxAgeSeconds: SESSION_SECONDS };
}

const sessionExpired = () => new AppError('UNAUTHENTICATED', 'Session expired. Please log in again.');

/** The claims of a token signed by one of our keys for this kind of account, or undefined. */
async function readClaims(
  token: string,
  accountKind: AccountKind,
): Promise<{ sid: string; sub: string } | undefined> {
  const keyFor = await sessionVerifier();
  try {
    const { payload } = await jwtVerify(token, keyFor, {
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: accountKind,
      requiredClaims: ['iss', 'aud', 'sub', 'sid', 'exp'],
    });
    if (payload.aud !== accountKind || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') {
      return undefined;
    }
    if (payload.sid === '' || payload.sub === '') return undefined;
    return { sid: payload.sid, sub: payload.sub };
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
  const claims = await readClaims(token, accountKind);
  if (!claims) throw sessionExpired();
  return { sessionId: claims.sid, accountKind, subjectId: claims.sub };
}

/**
 * An account whose deletion has begun is refused at once, even before its sessions are removed.
 * Read in parallel with the session, so it costs no extra round trip.
 */
const liveAccountChecks: Partial<Record<AccountKind, (subjectId: string) => Promise<boolean>>> = {
  member: isMemberAccountLive,
  therapist: isTherapistAccountLive,
};

/**
 * Confirms that the session behind signed claims still exists (not logged out, not expired, not
 * made before every session of its account was ended) and its account is not being deleted. The
 * three reads go out together: one round trip.
 */
export async function confirmSession(claims: SignedClaims): Promise<VerifiedSession> {
  const [session, accountLive, sessionsEndedAt] = await Promise.all([
    getSession(claims.sessionId),
    liveAccountChecks[claims.accountKind]?.(claims.subjectId) ?? true,
    sessionsOfAccountEndedAt(claims.accountKind, claims.subjectId),
  ]);
  const now = Math.floor(Date.now() / 1000);
  if (
    !accountLive ||
    !session ||
    session.accountKind !== claims.accountKind ||
    session.subjectId !== claims.subjectId ||
    session.expiresAt <= now ||
    (sessionsEndedAt !== undefined && session.createdAt <= sessionsEndedAt)
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

/** Ends the session a token of this kind refers to. An invalid or already-ended token is ignored. */
export async function endSession(token: string, accountKind: AccountKind): Promise<void> {
  const claims = await readClaims(token, accountKind);
  if (claims) await deleteSession(claims.sid);
}

/**
 * Ends every session of an account, on every device (a password reset, an account deletion). The
 * record of when comes first and is what refuses them; deleting the sessions the index lists then
 * clears them away.
 */
export async function endAllSessionsOfAccount(
  accountKind: AccountKind,
  subjectId: string,
  nowMs = Date.now(),
): Promise<void> {
  const outlivesEverySession = Math.floor(nowMs / 1000) + SESSION_SECONDS;
  await recordSessionsOfAccountEnded(
    accountKind,
    subjectId,
    new Date(nowMs).toISOString(),
    outlivesEverySession,
  );
  await deleteSessionsOfAccount(accountKind, subjectId);
}
