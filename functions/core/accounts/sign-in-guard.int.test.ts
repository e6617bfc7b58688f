import { describe, expect, it } from 'vitest';
import { reserveSignInAttempt } from '#functions/core/db/repositories/sign-in-attempts-repository.ts';
import { addressBucket } from '#functions/core/rate-limits/address-bucket.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { AppError } from '#shared/errors.ts';
import { hashPassword } from './passwords';
import {
  checkPasswordWithLockout,
  liftSignInLockout,
  type SignInAttempt,
  signInDelayMs,
  signInPolicy,
} from './sign-in-guard';

const api = startTestApi();
const rightPassword = 'the-right-password';
const hash = await hashPassword(rightPassword);

function recorder() {
  const delays: number[] = [];
  return { delays, options: { sleep: async (ms: number) => void delays.push(ms) } };
}

function attempt(email: string, address: string, password = 'wrong-password'): SignInAttempt {
  return { accountKind: 'member', email, password, passwordHash: hash, address };
}

async function failuresFrom(email: string, address: string, count: number, options = recorder().options) {
  for (let index = 0; index < count; index++) {
    await expect(checkPasswordWithLockout(attempt(email, address), options)).rejects.toMatchObject({
      status: 401,
      message: 'Invalid email or password',
    });
  }
}

async function refusal(promise: Promise<void>): Promise<AppError> {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('failed sign-ins for one account from one address', () => {
  it('are slowed after 5 and refused after 10, with a message that says when and how to get back in', async () => {
    const email = uniqueEmail();
    const { delays, options } = recorder();
    await failuresFrom(email, '203.0.113.10', signInPolicy.lockAfterFailures, options);
    expect(delays).toEqual([1000, 2000, 3000, 3000, 3000]);

    const locked = await refusal(
      checkPasswordWithLockout(attempt(email, '203.0.113.10', rightPassword), options),
    );
    expect(locked.status).toBe(429);
    expect(locked.message).toBe(
      'Too many failed sign-in attempts for this account from your network, so sign-in from here is paused. Please try again in 15 minutes, or reset your password by mail to sign in now.',
    );
    expect(locked.details.retryAfterSeconds).toBeGreaterThan(14 * 60);
    // The refused attempt was not even slowed down: no password was looked at.
    expect(delays).toHaveLength(5);
  }, 60_000);

  it('counts the same way for an email that has no account', async () => {
    const email = uniqueEmail('ghost');
    const address = '198.51.100.50';
    for (let index = 0; index < signInPolicy.lockAfterFailures; index++) {
      await reserveSignInAttempt(
        'member',
        email,
        address,
        signInPolicy.lockAfterFailures,
        signInPolicy.periodSeconds,
      );
    }
    const reply = await api.call<{ message: string }>('POST', '/api/auth/login', {
      body: { email, password: 'whatever-it-is' },
      headers: fromAddress(address),
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(reply.body.message).toMatch(/Please try again in 15 minutes/);
  });

  it('start again from zero after a successful sign-in from that address', async () => {
    const email = uniqueEmail();
    await failuresFrom(email, '203.0.113.11', signInPolicy.lockAfterFailures - 1);
    await checkPasswordWithLockout(attempt(email, '203.0.113.11', rightPassword), recorder().options);
    await failuresFrom(email, '203.0.113.11', signInPolicy.lockAfterFailures);
    const locked = await refusal(
      checkPasswordWithLockout(attempt(email, '203.0.113.11'), recorder().options),
    );
    expect(locked.status).toBe(429);
  }, 60_000);

  it('count an IPv6 caller by its /64, so rotating addresses inside it gains nothing', async () => {
    const email = uniqueEmail();
    for (let index = 1; index <= signInPolicy.lockAfterFailures; index++) {
      await failuresFrom(email, `2001:db8:7:1::${index.toString(16)}`, 1);
    }
    const sameNetwork = await refusal(
      checkPasswordWithLockout(attempt(email, '2001:db8:7:1:ffff::1', rightPassword), recorder().options),
    );
    expect(sameNetwork.status).toBe(429);
    await checkPasswordWithLockout(attempt(email, '2001:db8:7:2::1', rightPassword), recorder().options);
  }, 60_000);
});

describe('failed sign-ins for one account from many addresses', () => {
  it('slow the account down, at most 3 seconds, but never keep the owner out', async () => {
    expect([0, 4, 5, 6, 9, 10, 100].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 3000, 3000, 3000]);
    const email = uniqueEmail();
    for (let index = 1; index <= 3 * signInPolicy.lockAfterFailures; index++) {
      await failuresFrom(email, `192.0.2.${index}`, 1);
    }
    const { delays, options } = recorder();
    await checkPasswordWithLockout(attempt(email, '198.51.100.77', rightPassword), options);
    expect(delays).toEqual([signInPolicy.maxDelayMs]);
  }, 120_000);

  it('are all lifted by a password reset', async () => {
    const email = uniqueEmail();
    const addresses = ['203.0.113.20', '2001:db8:9::1'];
    for (const address of addresses) await failuresFrom(email, address, signInPolicy.lockAfterFailures);
    for (const address of addresses) {
      expect(
        (await refusal(checkPasswordWithLockout(attempt(email, address), recorder().options))).status,
      ).toBe(429);
    }
    await liftSignInLockout('member', email.toUpperCase());
    for (const address of addresses) {
      const { delays, options } = recorder();
      await checkPasswordWithLockout(attempt(email, address, rightPassword), options);
      expect(delays).toEqual([]);
    }
    expect(addressBucket(addresses[1] as string)).toBe('2001:db8:9:0::/64');
  }, 120_000);
});
