import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BCRYPT_COST,
  hashPassword,
  passwordHashCost,
  spendPasswordCheckTime,
  verifyPassword,
} from './passwords';

const costOf = (hash: string) => Number(hash.split('$')[2]);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('password hashing', () => {
  it('uses cost 12 unless a cheaper cost is asked for outside Lambda', () => {
    expect(passwordHashCost({})).toBe(BCRYPT_COST);
    expect(BCRYPT_COST).toBe(12);
    expect(passwordHashCost({ MIRRORWELL_PASSWORD_HASH_COST: '4' })).toBe(4);
    expect(passwordHashCost({ MIRRORWELL_PASSWORD_HASH_COST: '10' })).toBe(10);
  });

  it('always uses cost 12 in AWS Lambda, whatever the environment asks', () => {
    const lambda = { AWS_LAMBDA_FUNCTION_NAME: 'mirrorwell-login', MIRRORWELL_PASSWORD_HASH_COST: '4' };
    expect(passwordHashCost(lambda)).toBe(12);
  });

  it.each(['', 'cheap', '3', '13', '4.5', '-4'])('ignores the cost %j', (asked) => {
    expect(passwordHashCost({ MIRRORWELL_PASSWORD_HASH_COST: asked })).toBe(12);
  });

  it('stores a cost-12 hash by default, and checks it', async () => {
    vi.stubEnv('MIRRORWELL_PASSWORD_HASH_COST', '');
    const hash = await hashPassword('correct horse');
    expect(costOf(hash)).toBe(12);
    expect(await verifyPassword('correct horse', hash)).toBe(true);
    expect(await verifyPassword('wrong horse', hash)).toBe(false);
  });

  it('checks hashes of any cost, whatever cost new hashes get', async () => {
    vi.stubEnv('MIRRORWELL_PASSWORD_HASH_COST', '4');
    const cheap = await hashPassword('s3cret-enough');
    expect(costOf(cheap)).toBe(4);
    vi.stubEnv('MIRRORWELL_PASSWORD_HASH_COST', '');
    expect(await verifyPassword('s3cret-enough', cheap)).toBe(true);
  });

  it('spends a password check on a decoy when there is no account to check', async () => {
    vi.stubEnv('MIRRORWELL_PASSWORD_HASH_COST', '4');
    await expect(spendPasswordCheckTime('anything')).resolves.toBeUndefined();
  });
});
