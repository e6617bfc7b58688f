import bcrypt from 'bcryptjs';

/** bcrypt cost 12 for every kind of account (decisions.md). */
export const BCRYPT_COST = 12;

/** bcrypt's own floor. */
const CHEAPEST_COST = 4;

/**
 * The cost new hashes get. In AWS Lambda it is always {@link BCRYPT_COST}. Test runs and the local
 * browser-test runtime may ask for a cheaper one with `MIRRORWELL_PASSWORD_HASH_COST` (a cost-12
 * hash takes ~0.3 s of pure JavaScript here, and the suites sign in thousands of times); a value
 * that is not a whole cost from 4 to 12 is ignored. Checking a password reads the cost from its
 * hash, so hashes of either cost keep working.
 */
export function passwordHashCost(env: NodeJS.ProcessEnv = process.env): number {
  if (env.AWS_LAMBDA_FUNCTION_NAME) return BCRYPT_COST;
  const asked = Number(env.MIRRORWELL_PASSWORD_HASH_COST);
  return Number.isInteger(asked) && asked >= CHEAPEST_COST && asked <= BCRYPT_COST ? asked : BCRYPT_COST;
}

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, passwordHashCost());
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}

/**
 * A real cost-12 hash of a random string, compared against when an email has no account, so a
 * failed sign-in takes the same time whether or not the account exists.
 */
const timingDecoyHash = '$2b$12$hmTSQ2oAOzgtACQw0BirE.C6Pf4uYBlTl/ljOcatPEQg8.ONCqhGy';

/** Decoys for a cheaper cost, made once each: the decoy must cost what a real check costs. */
const cheaperDecoys = new Map<number, Promise<string>>();

function timingDecoyFor(cost: number): Promise<string> {
  if (cost === BCRYPT_COST) return Promise.resolve(timingDecoyHash);
  let decoy = cheaperDecoys.get(cost);
  if (!decoy) {
    decoy = bcrypt.hash(crypto.randomUUID(), cost);
    cheaperDecoys.set(cost, decoy);
  }
  return decoy;
}

export async function spendPasswordCheckTime(password: string): Promise<void> {
  await bcrypt.compare(password, await timingDecoyFor(passwordHashCost()));
}
