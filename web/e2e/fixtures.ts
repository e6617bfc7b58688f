import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Each test is a different visitor on a different network. Sign-up, sign-in, reset links and the
 * subdomain check are limited per address, and a whole run signs up more people than one network
 * may in an hour; so every request a test makes carries its own `CloudFront-Viewer-Address` (an
 * IPv6 documentation address, one per test), which the local runtime believes as it would from
 * CloudFront. The limits themselves are proven by the integration tests.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'CloudFront-Viewer-Address': viewerAddressOf(testInfo.testId) });
  },
});

function viewerAddressOf(testId: string): string {
  const digest = createHash('sha256').update(testId).digest('hex');
  // Limits count an IPv6 address by its /64: the test's own network is 2001:db8:xxxx:xxxx::/64.
  return `[2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::1]:443`;
}
