import bcrypt from 'bcryptjs';

/** bcrypt cost 12 for every kind of account. */
export const BCRYPT_COST = 12;

export function hashPassword(password: string): Promise<string> {
  return bcrypt.hash(password, BCRYPT_COST);
}

export function verifyPassword(password: string, passwordHash: string): Promise<boolean> {
  return bcrypt.compare(password, passwordHash);
}

/**
 * A real cost-12 hash of a random string, compared against when an email has no account, so a
 * failed sign-in takes the same time whether or not the account exists.
 */
const timingDecoyHash = '$2b$12$hmTSQ2oAOzgtACQw0BirE.C6Pf4uYBlTl/ljOcatPEQg8.ONCqhGy';

export async function spendPasswordCheckTime(password: string): Promise<void> {
  await bcrypt.compare(password, timingDecoyHash);
}
