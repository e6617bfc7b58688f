import { createHash } from 'node:crypto';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';

/** Whether contexts opened now start with the founder's story already seen (see `founderStorySeen`). */
let markFounderStorySeen = true;

/**
 * The country CloudFront names for a visitor (`CloudFront-Viewer-Country`), which decides the
 * crisis lines they are shown. Every context is a visitor in the US, as most of the product's
 * words assume, unless a test says otherwise (`test.use({ viewerCountry: 'GB' })`, or its own
 * context's extraHTTPHeaders); the local runtime passes the header through as CloudFront would.
 */
export const DEFAULT_VIEWER_COUNTRY = 'US';
const VIEWER_COUNTRY_HEADER = 'CloudFront-Viewer-Country';

/** The headers of the test now running (outside a test: only the country), for contexts a test opens itself. */
const headersOutsideTests = { [VIEWER_COUNTRY_HEADER]: DEFAULT_VIEWER_COUNTRY };
let headersOfThisTest: Record<string, string> = headersOutsideTests;

/**
 * Each test is a different visitor on a different network. Sign-up, sign-in, reset links and the
 * subdomain check are limited per address, and a whole run signs up more people than one network
 * may in an hour; so every request a test makes carries its own `CloudFront-Viewer-Address` (an
 * IPv6 documentation address, one per test), which the local runtime believes as it would from
 * CloudFront. The limits themselves are proven by the integration tests.
 */
export const test = base.extend<
  { founderStorySeen: boolean; viewerCountry: string; _founderStoryForThisTest: undefined },
  { _founderStorySeenInEveryContext: undefined }
>({
  viewerCountry: [DEFAULT_VIEWER_COUNTRY, { option: true }],
  extraHTTPHeaders: async ({ extraHTTPHeaders, viewerCountry }, use, testInfo) => {
    headersOfThisTest = {
      ...extraHTTPHeaders,
      'CloudFront-Viewer-Address': viewerAddressOf(testInfo.testId),
      [VIEWER_COUNTRY_HEADER]: viewerCountry,
    };
    await use(headersOfThisTest);
    headersOfThisTest = headersOutsideTests;
  },
  /**
   * The founder's story opens by itself on a first visit to the landing page. Tests about other
   * things arrive as returning visitors; a test about the story sets `founderStorySeen: false`.
   */
  founderStorySeen: [true, { option: true }],
  _founderStoryForThisTest: [
    async ({ founderStorySeen }, use) => {
      markFounderStorySeen = founderStorySeen;
      await use(undefined);
      markFounderStorySeen = true;
    },
    { auto: true },
  ],
  // Every context, also those a test opens itself with browser.newContext() or newPage().
  _founderStorySeenInEveryContext: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) => {
        const context = await newContext(options);
        // A context a test opens itself is the same visitor (in the US unless a test names a
        // country); headers it was given win. Passing them to newContext would replace, not add to,
        // the ones Playwright gives its own contexts, so they are set here.
        await context.setExtraHTTPHeaders({ ...headersOfThisTest, ...options?.extraHTTPHeaders });
        if (markFounderStorySeen) {
          await context.addInitScript(() => {
            try {
              window.localStorage.setItem('hasSeenFounderStory', 'true');
            } catch {
              // No storage: the story would not remember being seen either.
            }
          });
        }
        return context;
      };
      await use(undefined);
      browser.newContext = newContext;
    },
    { scope: 'worker', auto: true },
  ],
});

function viewerAddressOf(testId: string): string {
  const digest = createHash('sha256').update(testId).digest('hex');
  // Limits count an IPv6 address by its /64: the test's own network is 2001:db8:xxxx:xxxx::/64.
  return `[2001:db8:${digest.slice(0, 4)}:${digest.slice(4, 8)}::1]:443`;
}
