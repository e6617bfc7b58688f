import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { ORIGIN_VERIFY_HEADER } from '#functions/http/request-info.ts';
import { memberSignUpBody } from '#functions/test-support/members.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * As deployed: CloudFront adds the origin-verify value to every /api request. A caller who goes
 * straight to the API Gateway URL can write any CloudFront-Viewer-Address it likes; it must still
 * be counted by the address it really calls from.
 */
const originVerify = 'origin-verify-value-known-only-to-cloudfront-0123';
const api = startTestApi();

beforeAll(() => {
  process.env.ORIGIN_VERIFY_SECRET = originVerify;
  resetServerConfig();
});
afterAll(() => {
  delete process.env.ORIGIN_VERIFY_SECRET;
  resetServerConfig();
});

function signUp(headers: Record<string, string>) {
  return api.call<ErrorBody>('POST', '/api/auth/register', {
    body: memberSignUpBody({ pendingCoupon: 'nope' }),
    headers,
  });
}

function throughCloudFront(address: string): Record<string, string> {
  return { ...fromAddress(address), [ORIGIN_VERIFY_HEADER]: originVerify };
}

describe('per-address limits count the address a caller really uses', () => {
  it('a caller forging a new viewer address each time is still stopped after 30 sign-up attempts', async () => {
    // All 31 come from this test's own socket address, each claiming a different viewer address.
    for (let attempt = 1; attempt <= 30; attempt += 1) {
      const reply = await signUp(fromAddress(`203.0.113.${attempt}`));
      expect(reply.status).toBe(400);
    }
    const refused = await signUp(fromAddress('203.0.113.99'));
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many sign-up attempts from your network\./);

    // A wrong origin-verify value counts for nothing either.
    const wrongValue = await signUp({ ...fromAddress('203.0.113.100'), [ORIGIN_VERIFY_HEADER]: 'guess' });
    expect(wrongValue.status).toBe(429);
  });

  it('through CloudFront each viewer is counted on its own, whatever the edge address', async () => {
    const viaEdge = await signUp(throughCloudFront('198.51.100.20'));
    expect(viaEdge.status).toBe(400);
    expect(viaEdge.body.errors?.pendingCoupon).toBe('This coupon code is not valid');
  });
});
