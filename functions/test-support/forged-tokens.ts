import { decodeJwt, importJWK, type JWK, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { generateSessionKeys } from '#functions/core/accounts/session-keys.ts';

/**
 * Tokens an attacker might present, built from a real session token: the same session and account,
 * with one thing changed each. Those signed "with the server's key" use the key this test file's
 * server signs with (SESSION_SIGNING_KEY), so a refusal shows the claim check, not the signature.
 */
export async function forgedTokens(realToken: string): Promise<{
  /** Every claim present and right: must be accepted, or the forgeries prove nothing. */
  wellFormed: string;
  forged: Record<string, string>;
}> {
  const serverJwk = JSON.parse(process.env.SESSION_SIGNING_KEY as string) as JWK & { kid: string };
  const serverKey = await importJWK(serverJwk, 'ES256');
  const real = decodeJwt(realToken) as JWTPayload & { sid: string; sub: string };
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    sid: real.sid,
    sub: real.sub,
    aud: 'member',
    iss: 'mirrorwell',
    iat: now,
    exp: now + 3600,
  } as Record<string, unknown>;
  const without = (name: string) =>
    Object.fromEntries(Object.entries(claims).filter(([key]) => key !== name));
  const signWithServerKey = (payload: Record<string, unknown>, kid: string | null = serverJwk.kid) =>
    new SignJWT(payload as JWTPayload)
      .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...(kid === null ? {} : { kid }) })
      .sign(serverKey);

  const stranger = await generateSessionKeys();
  const strangerJwk = JSON.parse(stranger.signingKey) as JWK;
  const strangerKey = await importJWK(strangerJwk, 'ES256');
  const signWithStrangerKey = (kid: string) =>
    new SignJWT(claims as JWTPayload).setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid }).sign(strangerKey);
  // The public key set is no secret: HS256 "signed" with it is the classic algorithm confusion.
  const publicKeySet = new TextEncoder().encode(process.env.SESSION_VERIFY_KEYS as string);
  const hmac = (payload: Record<string, unknown>, secret: Uint8Array) =>
    new SignJWT(payload as JWTPayload)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT', kid: serverJwk.kid })
      .sign(secret);

  return {
    wellFormed: await signWithServerKey(claims),
    forged: {
      'no exp': await signWithServerKey(without('exp')),
      'expired an hour ago': await signWithServerKey({ ...claims, iat: now - 7200, exp: now - 3600 }),
      'audience therapist (another kind of account)': await signWithServerKey({
        ...claims,
        aud: 'therapist',
      }),
      'audience client (another kind of account)': await signWithServerKey({ ...claims, aud: 'client' }),
      'audience of both kinds': await signWithServerKey({ ...claims, aud: ['member', 'therapist'] }),
      'no aud': await signWithServerKey(without('aud')),
      'no sid': await signWithServerKey(without('sid')),
      'no sub': await signWithServerKey(without('sub')),
      'no iss': await signWithServerKey(without('iss')),
      'another issuer': await signWithServerKey({ ...claims, iss: 'someone-else' }),
      'an unknown kid': await signWithServerKey(claims, 'a-key-nobody-published'),
      'no kid': await signWithServerKey(claims, null),
      'HS256 with the public key set as secret': await hmac(claims, publicKeySet),
      'HS256 with the old kind claim': await hmac(
        { sid: real.sid, sub: real.sub, kind: 'member', iss: 'mirrorwell', exp: now + 3600 },
        new TextEncoder().encode('a-guessable-shared-secret-of-32-chars!'),
      ),
      'alg none': new UnsecuredJWT(claims as JWTPayload).encode(),
      'alg none with a kid': unsecuredWithHeader({ alg: 'none', typ: 'JWT', kid: serverJwk.kid }, claims),
      'a fresh key under the real kid': await signWithStrangerKey(serverJwk.kid),
      'a fresh key under its own kid': await signWithStrangerKey(stranger.kid),
      'the real token with its signature cut off': `${realToken.split('.').slice(0, 2).join('.')}.`,
    },
  };
}

function unsecuredWithHeader(header: Record<string, unknown>, payload: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode(header)}.${encode(payload)}.`;
}
