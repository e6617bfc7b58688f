/**
 * Session key pairs: ES256 (ECDSA on P-256). The private key signs session tokens and is readable
 * only by the endpoints that create sessions; the public keys verify them everywhere else. Both are
 * stored as JSON Web Keys, named by their RFC 7638 thumbprint (`kid`), so a token says which key
 * signed it and the verify set can hold an old and a new key at once during a rotation.
 */
import { generateKeyPairSync } from 'node:crypto';
import { calculateJwkThumbprint, type JWK } from 'jose';

export const sessionKeyAlgorithm = 'ES256';

export interface SessionKeyPair {
  readonly kid: string;
  /** The value of the signing-key secret: the private JWK as JSON. */
  readonly signingKeyJson: string;
  /** The value of the verify-keys secret for a first key: a JWKS `{"keys":[public JWK]}` as JSON. */
  readonly verifyKeysJson: string;
}

export async function generateSessionKeyPair(): Promise<SessionKeyPair> {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicJwk = publicKey.export({ format: 'jwk' }) as JWK;
  const kid = await calculateJwkThumbprint(publicJwk, 'sha256');
  const labels = { kid, alg: sessionKeyAlgorithm, use: 'sig' };
  const privateJwk = { ...(privateKey.export({ format: 'jwk' }) as JWK), ...labels };
  return {
    kid,
    signingKeyJson: JSON.stringify(privateJwk),
    verifyKeysJson: JSON.stringify({ keys: [{ ...publicJwk, ...labels }] }),
  };
}

/** Whether a secret value already is an ES256 signing key (which must then never be replaced). */
export function isSessionSigningKey(value: string | undefined): boolean {
  if (!value) return false;
  try {
    const jwk = JSON.parse(value) as Record<string, unknown>;
    return (
      jwk.kty === 'EC' &&
      jwk.crv === 'P-256' &&
      jwk.alg === sessionKeyAlgorithm &&
      typeof jwk.d === 'string' &&
      typeof jwk.kid === 'string'
    );
  } catch {
    return false;
  }
}
