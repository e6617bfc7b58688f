import { createHash } from 'node:crypto';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { SESSION_ALGORITHM, sessionSigner, sessionVerifier } from '#functions/core/accounts/session-keys.ts';
import { SESSION_ISSUER } from '#functions/core/accounts/session-tokens.ts';
import type { GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import { fittedFormsOf } from '#shared/domain/guest-start.ts';

/**
 * A guest conversation lives in the visitor's browser, which sends it back with each message. The
 * visitor's own words are theirs to send, but Mirror's replies must be Mirror's: words put in its
 * mouth would reach the model as its own (a way to talk a model out of its rules), count as an AI
 * disclosure or a check-in it never gave, and be kept as its replies at sign-up.
 *
 * So each reply goes out with a proof: an ES256 token, signed with the session key (a proof names
 * its own audience and no session, so it can never open one), holding the SHA-256 of the reply in
 * every form the browser's fitting can give it (`fittedFormsOf`). A reply sent back without a proof
 * that covers its words (changed, made up, cut short by the visitor's Stop, or older than a week)
 * is read as `UNPROVEN_GUEST_REPLY`: the model, the screen and the kept conversation never see it.
 */
export const GUEST_REPLY_AUDIENCE = 'mirrorwell:guest-reply';
const PROOF_LIFETIME = '7d';

/** What an earlier reply without a valid proof is read as. */
export const UNPROVEN_GUEST_REPLY = '(An earlier reply that could not be checked is not shown.)';

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/** The proof that goes out with one of Mirror's replies to a visitor. */
export async function proveGuestReply(content: string): Promise<string> {
  const { kid, key } = await sessionSigner();
  return new SignJWT({ h: fittedFormsOf(content.trim()).map(digest) })
    .setProtectedHeader({ alg: SESSION_ALGORITHM, kid, typ: 'guest-reply+jwt' })
    .setIssuer(SESSION_ISSUER)
    .setAudience(GUEST_REPLY_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(PROOF_LIFETIME)
    .sign(key);
}

/** Whether `proof` is ours, unexpired, and covers exactly these words. */
export async function isProvenGuestReply(content: string, proof: string | undefined): Promise<boolean> {
  if (!proof) return false;
  try {
    const { payload } = await jwtVerify(proof, await sessionVerifier(), {
      algorithms: [SESSION_ALGORITHM],
      issuer: SESSION_ISSUER,
      audience: GUEST_REPLY_AUDIENCE,
      typ: 'guest-reply+jwt',
      requiredClaims: ['exp', 'h'],
    });
    const digests = payload.h;
    return Array.isArray(digests) && digests.includes(digest(content.trim()));
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return false;
    throw error;
  }
}

/**
 * The transcript as the server may read it: the visitor's messages as sent, Mirror's replies only
 * where their proof holds (otherwise `UNPROVEN_GUEST_REPLY`); proofs themselves are dropped.
 */
export async function provenGuestTurns(
  turns: readonly GuestTranscriptTurn[],
): Promise<GuestTranscriptTurn[]> {
  return Promise.all(
    turns.map(async ({ proof, ...turn }) => {
      if (turn.role === 'user' || (await isProvenGuestReply(turn.content, proof))) return turn;
      return { ...turn, content: UNPROVEN_GUEST_REPLY };
    }),
  );
}
