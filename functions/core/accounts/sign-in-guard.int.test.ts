import { describe, expect, it } from 'vitest';
import { recordLoginFailure } from '#functions/core/db/repositories/rate-limits-repository.ts';
import { startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { AppError } from '#shared/errors.ts';
import { hashPassword } from './passwords';
import { checkPasswordWithLockout, signInPolicy } from './sign-in-guard';

const api = startTestApi();

describe('failed sign-ins for one email', () => {
  it('are slowed after 5 failures and refused after 10, with a message that says how to get back in', async () => {
    const email = uniqueEmail();
    const hash = await hashPassword('the-right-password');
    const delays: number[] = [];
    const options = { sleep: async (ms: number) => void delays.push(ms) };

    for (let attempt = 1; attempt <= signInPolicy.lockAfterFailures; attempt++) {
      await expect(
        checkPasswordWithLockout('member', email, 'wrong-password', hash, options),
      ).rejects.toMatchObject({
        status: 401,
        message: 'Invalid email or password',
      });
    }
    expect(delays).toEqual([1000, 2000, 3000, 4000, 5000]);

    const locked = await checkPasswordWithLockout('member', email, 'the-right-password', hash, options).catch(
      (error: AppError) => error,
    );
    expect(locked).toBeInstanceOf(AppError);
    expect((locked as AppError).status).toBe(429);
    expect((locked as AppError).message).toBe(
      'Too many failed sign-in attempts for this account, so sign-in is paused. Please wait 15 minutes and try again with the right password.',
    );
    expect((locked as AppError).details.retryAfterSeconds).toBeGreaterThan(14 * 60);
  }, 60_000);

  it('counts failures the same way for an email that has no account', async () => {
    const email = uniqueEmail('ghost');
    for (let attempt = 0; attempt < signInPolicy.lockAfterFailures; attempt++) {
      await recordLoginFailure('member', email, signInPolicy.periodSeconds);
    }
    const reply = await api.call<{ message: string }>('POST', '/api/auth/login', {
      body: { email, password: 'whatever-it-is' },
    });
    expect(reply.status).toBe(429);
    expect(reply.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(reply.body.message).toMatch(/Please wait 15 minutes/);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = uniqueEmail();
    const hash = await hashPassword('the-right-password');
    const delays: number[] = [];
    const options = { sleep: async (ms: number) => void delays.push(ms) };
    for (let attempt = 0; attempt < signInPolicy.slowAfterFailures; attempt++) {
      await recordLoginFailure('member', email, signInPolicy.periodSeconds);
    }
    await checkPasswordWithLockout('member', email, 'the-right-password', hash, options);
    await expect(checkPasswordWithLockout('member', email, 'wrong', hash, options)).rejects.toThrow();
    expect(delays).toEqual([1000]);
  }, 30_000);
});
