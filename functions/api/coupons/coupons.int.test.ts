import { describe, expect, it } from 'vitest';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

const redeem = (token: string | undefined, code: unknown) =>
  api.call<{ subscriptionTier: string } & ErrorBody>('POST', '/api/coupons/redeem', {
    ...(token ? { token } : {}),
    body: { code },
  });

describe('redeeming a coupon when signed in', () => {
  it('grants lifetime access for friends100 in any case, once per account', async () => {
    const member = await signUpMember(api);
    const redeemed = await redeem(member.token, '  FRIENDS100 ');
    expect(redeemed.status).toBe(200);
    expect(redeemed.body.subscriptionTier).toBe('lifetime');
    const user = await api.call<{ subscriptionTier: string }>('GET', '/api/auth/user', {
      token: member.token,
    });
    expect(user.body.subscriptionTier).toBe('lifetime');
    const again = await redeem(member.token, 'friends100');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This account has already redeemed a coupon.');
  });

  it('refuses an unknown, empty or over-long code with the spec’s words and changes nothing', async () => {
    const member = await signUpMember(api);
    for (const [code, message] of [
      ['friends10', 'This coupon code is not valid'],
      ['   ', 'Please enter a valid coupon code'],
      ['x'.repeat(65), 'This coupon code is not valid'],
      [42, 'Please enter a valid coupon code'],
    ] as const) {
      const reply = await redeem(member.token, code);
      expect(reply.status, String(code)).toBe(400);
      expect(reply.body.message).toBe(message);
    }
    const user = await api.call<{ subscriptionTier: string }>('GET', '/api/auth/user', {
      token: member.token,
    });
    expect(user.body.subscriptionTier).toBe('freemium');
  });

  it('is for signed-in members only', async () => {
    expect((await redeem(undefined, 'friends100')).status).toBe(401);
  });
});
