/**
 * `npx tsx infra/bin/new-session-key.ts`: a new ES256 session key pair for a planned rotation
 * (README, "Session keys"). Prints the private JWK (for mirrorwell/session-signing-key) and the
 * public JWK (to add to the `keys` of mirrorwell/session-verify-keys). Nothing is stored or sent.
 */
import { generateSessionKeyPair } from '#infra/lib/session-keys/key-pair.ts';

const pair = await generateSessionKeyPair();
const [verifyKey] = (JSON.parse(pair.verifyKeysJson) as { keys: unknown[] }).keys;
console.log(JSON.stringify({ signingKey: JSON.parse(pair.signingKeyJson), verifyKey }, null, 2));
