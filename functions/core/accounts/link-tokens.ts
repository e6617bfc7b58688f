import { createHash, randomBytes } from 'node:crypto';

/**
 * The secret in a mailed link (a password reset, a sign-up confirmation, a client invitation): 32
 * random bytes as base64url. Only its SHA-256 is stored, so the table never holds a working link.
 */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** A new link secret and the hash that is stored for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashLinkToken(token) };
}
