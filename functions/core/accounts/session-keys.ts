import {
  calculateJwkThumbprint,
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type JWTVerifyGetKey,
  errors as joseErrors,
} from 'jose';
import * as z from 'zod/mini';
import { sessionSigningKeyJson, sessionVerifyKeysJson } from '#functions/core/config/secrets.ts';

/**
 * Session tokens are signed with ES256: a private key that only the endpoints creating sessions can
 * read, and public keys that every other endpoint verifies with, so no other endpoint can mint a
 * session. Rotation: the verify side accepts a set of at most two public keys, picked by the
 * token's `kid`; the signing key has one kid. Keys are imported once per container (again only
 * when the configured value changes).
 */
export const SESSION_ALGORITHM = 'ES256';
const MAX_VERIFY_KEYS = 2;

export class SessionKeyConfigurationError extends Error {
  override readonly name = 'SessionKeyConfigurationError';
}

const coordinate = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/));
const publicJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: coordinate,
  y: coordinate,
  kid: z.string().check(z.minLength(1), z.maxLength(200)),
  alg: z.optional(z.literal(SESSION_ALGORITHM)),
  use: z.optional(z.literal('sig')),
  d: z.optional(z.never()),
});
const privateJwkSchema = z.object({
  kty: z.literal('EC'),
  crv: z.literal('P-256'),
  x: coordinate,
  y: coordinate,
  d: coordinate,
  kid: z.string().check(z.minLength(1), z.maxLength(200)),
  alg: z.literal(SESSION_ALGORITHM),
});
const keySetSchema = z.object({
  keys: z.array(publicJwkSchema).check(
    z.minLength(1),
    z.maxLength(MAX_VERIFY_KEYS),
    z.refine((keys) => new Set(keys.map((key) => key.kid)).size === keys.length),
  ),
});

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

export interface SessionSigner {
  kid: string;
  key: CryptoKey;
}

/**
 * `importKey` as a function that imports each configured value once and hands every later call
 * the same import, until the value changes; an import that fails is forgotten, so the next call
 * tries again.
 */
function importedOncePerValue<Key>(importKey: (raw: string) => Promise<Key>): (raw: string) => Promise<Key> {
  let imported: { raw: string; loaded: Promise<Key> } | undefined;
  return (raw) => {
    if (imported?.raw !== raw) {
      const loaded = importKey(raw);
      imported = { raw, loaded };
      loaded.catch(() => {
        if (imported?.loaded === loaded) imported = undefined;
      });
    }
    return imported.loaded;
  };
}

const importSigner = importedOncePerValue(async (raw): Promise<SessionSigner> => {
  const parsed = privateJwkSchema.safeParse(parseJson(raw));
  if (!parsed.success) {
    // Never echo the value: it is a private key.
    throw new SessionKeyConfigurationError(
      'The session signing key is not an ES256 private JWK (kty EC, crv P-256, with kid and alg)',
    );
  }
  const key = (await importJWK(parsed.data as JWK, SESSION_ALGORITHM)) as CryptoKey;
  return { kid: parsed.data.kid, key };
});

/** The signing key, or an error where this function may not create sessions. */
export async function sessionSigner(): Promise<SessionSigner> {
  const raw = await sessionSigningKeyJson();
  if (!raw) {
    throw new SessionKeyConfigurationError(
      'This function holds no session signing key: only the endpoints that create sessions can sign them',
    );
  }
  return importSigner(raw);
}

const importVerifier = importedOncePerValue(async (raw): Promise<JWTVerifyGetKey> => {
  const parsed = keySetSchema.safeParse(parseJson(raw));
  if (!parsed.success) {
    throw new SessionKeyConfigurationError(
      `The session verify keys are not a JWKS of 1 to ${MAX_VERIFY_KEYS} ES256 public keys with distinct kids`,
    );
  }
  // Import each key now, so a bad one fails at start rather than on the first token that names it.
  await Promise.all(parsed.data.keys.map((jwk) => importJWK(jwk as JWK, SESSION_ALGORITHM)));
  const keySet = createLocalJWKSet({
    keys: parsed.data.keys.map((jwk) => ({ ...jwk, alg: SESSION_ALGORITHM })),
  });
  return (header, token) => {
    // A token must name its key: one without a kid never falls back to "the only key".
    if (typeof header.kid !== 'string' || header.kid === '') throw new joseErrors.JWKSNoMatchingKey();
    return keySet(header, token);
  };
});

/** Picks the public key a token names by its kid; an unknown kid is refused. */
export async function sessionVerifier(): Promise<JWTVerifyGetKey> {
  const raw = await sessionVerifyKeysJson();
  if (!raw) throw new SessionKeyConfigurationError('No session verify keys are configured');
  return importVerifier(raw);
}

export interface GeneratedSessionKeys {
  kid: string;
  /** The private JWK as JSON (SESSION_SIGNING_KEY). */
  signingKey: string;
  /** The public key set as JSON (SESSION_VERIFY_KEYS). */
  verifyKeys: string;
}

/** A fresh ES256 key pair in the shapes the configuration takes; its kid is the key's thumbprint. */
export async function generateSessionKeys(): Promise<GeneratedSessionKeys> {
  const { privateKey, publicKey } = await generateKeyPair(SESSION_ALGORITHM, { extractable: true });
  const publicJwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(publicJwk);
  const privateJwk = await exportJWK(privateKey);
  return {
    kid,
    signingKey: JSON.stringify({ ...privateJwk, kid, alg: SESSION_ALGORITHM }),
    verifyKeys: JSON.stringify({ keys: [{ ...publicJwk, kid, alg: SESSION_ALGORITHM, use: 'sig' }] }),
  };
}
