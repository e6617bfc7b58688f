import { jwtVerify, SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { generateSessionKeys, sessionSigner, sessionVerifier } from './session-keys';

function configure(env: { SESSION_SIGNING_KEY?: string; SESSION_VERIFY_KEYS?: string }) {
  delete process.env.SESSION_SIGNING_KEY;
  delete process.env.SESSION_VERIFY_KEYS;
  Object.assign(process.env, env);
  resetServerConfig();
}

afterEach(() => configure({}));

async function signedBy(signingKey: string): Promise<string> {
  configure({ SESSION_SIGNING_KEY: signingKey });
  const { kid, key } = await sessionSigner();
  return new SignJWT({ sid: 's' })
    .setProtectedHeader({ alg: 'ES256', kid })
    .setAudience('member')
    .setExpirationTime('1h')
    .sign(key);
}

const publicKeysOf = (...sets: string[]) =>
  JSON.stringify({ keys: sets.flatMap((set) => (JSON.parse(set) as { keys: unknown[] }).keys) });

describe('session keys', () => {
  it('rotate: the verify side accepts tokens of both keys in its set, picked by kid, and no others', async () => {
    const [current, next, retired] = await Promise.all([
      generateSessionKeys(),
      generateSessionKeys(),
      generateSessionKeys(),
    ]);
    const tokens = {
      current: await signedBy(current.signingKey),
      next: await signedBy(next.signingKey),
      retired: await signedBy(retired.signingKey),
    };
    configure({ SESSION_VERIFY_KEYS: publicKeysOf(current.verifyKeys, next.verifyKeys) });
    const verifier = await sessionVerifier();
    await expect(jwtVerify(tokens.current, verifier)).resolves.toMatchObject({
      protectedHeader: { kid: current.kid },
    });
    await expect(jwtVerify(tokens.next, verifier)).resolves.toMatchObject({
      protectedHeader: { kid: next.kid },
    });
    await expect(jwtVerify(tokens.retired, verifier)).rejects.toThrow();

    configure({ SESSION_VERIFY_KEYS: next.verifyKeys });
    const afterRotation = await sessionVerifier();
    await expect(jwtVerify(tokens.current, afterRotation)).rejects.toThrow();
    await expect(jwtVerify(tokens.next, afterRotation)).resolves.toBeDefined();
  });

  it('refuse a verify set that holds a private key, more than two keys, or keys without a kid', async () => {
    const [a, b, c] = await Promise.all([
      generateSessionKeys(),
      generateSessionKeys(),
      generateSessionKeys(),
    ]);
    const withoutKid = JSON.stringify({
      keys: (JSON.parse(a.verifyKeys) as { keys: Record<string, unknown>[] }).keys.map(
        ({ kid: _kid, ...key }) => key,
      ),
    });
    for (const verifyKeys of [
      JSON.stringify({ keys: [JSON.parse(a.signingKey)] }),
      publicKeysOf(a.verifyKeys, b.verifyKeys, c.verifyKeys),
      publicKeysOf(a.verifyKeys, a.verifyKeys),
      withoutKid,
      '{"keys":[]}',
      'not json',
    ]) {
      configure({ SESSION_VERIFY_KEYS: verifyKeys });
      await expect(sessionVerifier()).rejects.toThrow(/not a JWKS of 1 to 2 ES256 public keys/);
    }
  });

  it('refuse a signing key without kid or alg, a public key, and a missing one, without echoing it', async () => {
    const { signingKey, verifyKeys } = await generateSessionKeys();
    const jwk = JSON.parse(signingKey) as Record<string, unknown>;
    const { kid: _kid, ...withoutKid } = jwk;
    const { alg: _alg, ...withoutAlg } = jwk;
    const publicOnly = (JSON.parse(verifyKeys) as { keys: unknown[] }).keys[0];
    for (const bad of [withoutKid, withoutAlg, publicOnly, { ...jwk, alg: 'HS256' }]) {
      configure({ SESSION_SIGNING_KEY: JSON.stringify(bad) });
      const error = await sessionSigner().catch((caught: Error) => caught);
      expect(error).toBeInstanceOf(Error);
      expect((error as Error).message).toMatch(/not an ES256 private JWK/);
      expect((error as Error).message).not.toContain(String(jwk.d));
    }
    configure({ SESSION_VERIFY_KEYS: verifyKeys });
    await expect(sessionSigner()).rejects.toThrow(/holds no session signing key/);
  });
});
