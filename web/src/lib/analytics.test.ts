import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import {
  type AnalyticsEnvironment,
  type AnalyticsEvent,
  type AnalyticsProps,
  allowedProps,
  analyticsCatalogue,
  createAnalytics,
} from './analytics';

function fakeBrowser(privacy: Pick<AnalyticsEnvironment, 'navigator' | 'window'> = {}) {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(null));
  const sent = () =>
    fetch.mock.calls.map(([url, init]) => ({ url, init, body: JSON.parse(String(init.body)) as unknown }));
  return { environment: { navigator: {}, ...privacy, fetch }, fetch, sent };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('analytics', () => {
  it('is off unless the build names an endpoint: nothing is sent', async () => {
    const browser = fakeBrowser();
    for (const endpoint of [undefined, '', '   ']) {
      const analytics = createAnalytics(endpoint, browser.environment);
      expect(analytics.enabled).toBe(false);
      expect(analytics.track('login', {})).toBe(false);
      expect(analytics.track('page_view', { path: '/coupon' })).toBe(false);
    }
    expect(browser.fetch).not.toHaveBeenCalled();

    // The app's own instance, built without VITE_ANALYTICS_ENDPOINT.
    vi.stubEnv('VITE_ANALYTICS_ENDPOINT', '');
    const fetch = vi.fn(async () => new Response(null));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', {});
    const { track } = await import('./analytics');
    track('sign_up', { withCoupon: true });
    track('page_view', { path: '/' });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('when on, sends one small JSON POST without cookies or referrer', () => {
    const browser = fakeBrowser();
    const analytics = createAnalytics('/collect', browser.environment);
    expect(analytics.track('onboarding_tip_next', { tip: 2 })).toBe(true);
    const [request] = browser.sent();
    expect(request?.url).toBe('/collect');
    expect(request?.init).toMatchObject({
      method: 'POST',
      credentials: 'omit',
      referrerPolicy: 'no-referrer',
      keepalive: true,
    });
    expect(request?.body).toEqual({
      event: 'onboarding_tip_next',
      props: { tip: 2 },
      at: expect.any(String),
    });
  });

  it('drops properties an event may not carry, and values outside their closed set', () => {
    const browser = fakeBrowser();
    const analytics = createAnalytics('https://collect.example/e', browser.environment);
    const smuggle = analytics.track as (event: string, props: Record<string, unknown>) => boolean;
    smuggle('page_view', { path: '/reset-password?token=abc#x', email: 'ana@example.com', text: 'I feel…' });
    smuggle('subscription_viewed', { tier: 'gold', conversationId: '01J0000000000000000000000' });
    smuggle('onboarding_tip_previous', { tip: 0, name: 'Ana' });
    smuggle('coupon_checked', { valid: 'yes', code: 'friends100' });
    smuggle('page_view', { path: '/ana@example.com' });
    expect(browser.sent().map((request) => request.body)).toEqual([
      { event: 'page_view', props: { path: '/reset-password' }, at: expect.any(String) },
      { event: 'subscription_viewed', props: {}, at: expect.any(String) },
      { event: 'onboarding_tip_previous', props: {}, at: expect.any(String) },
      { event: 'coupon_checked', props: {}, at: expect.any(String) },
      { event: 'page_view', props: {}, at: expect.any(String) },
    ]);
    expect(smuggle('message_sent', { text: 'hello' })).toBe(false);
    expect(allowedProps('toString', {})).toBeNull();
    expect(browser.sent()).toHaveLength(5);
  });

  it('sends nothing while the browser asks not to be tracked (Do Not Track, Global Privacy Control)', () => {
    for (const privacy of [
      { navigator: { doNotTrack: '1' } },
      { navigator: {}, window: { doNotTrack: '1' } },
      { navigator: { globalPrivacyControl: true } },
    ]) {
      const browser = fakeBrowser(privacy);
      expect(createAnalytics('/collect', browser.environment).track('login', {})).toBe(false);
      expect(browser.fetch).not.toHaveBeenCalled();
    }
    const allowed = fakeBrowser({ navigator: { doNotTrack: '0', globalPrivacyControl: false } });
    expect(createAnalytics('/collect', allowed.environment).track('login', {})).toBe(true);
  });

  it('never stands in the way when the collector is down', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const analytics = createAnalytics('/collect', { navigator: {}, fetch });
    expect(analytics.track('login', {})).toBe(true);
    await Promise.resolve();
    expect(fetch).toHaveBeenCalledOnce();
  });

  it('has no property that could carry content, in its types (checked by tsc)', () => {
    type Catalogue = typeof analyticsCatalogue;
    type PropNames = { [E in AnalyticsEvent]: keyof Catalogue[E] }[AnalyticsEvent];
    expectTypeOf<PropNames>().toEqualTypeOf<'path' | 'valid' | 'when' | 'tier' | 'tip' | 'withCoupon'>();
    expectTypeOf<AnalyticsProps<'subscription_viewed'>['tier']>().toEqualTypeOf<
      'freemium' | 'standard' | 'pro' | 'lifetime' | 'none'
    >();
    expectTypeOf<AnalyticsProps<'onboarding_tip_next'>['tip']>().toEqualTypeOf<number>();
    expectTypeOf<AnalyticsProps<'login'>>().toEqualTypeOf<Record<string, never>>();
    expectTypeOf<AnalyticsProps<'page_view'>>().toEqualTypeOf<{ readonly path: string }>();
    const analytics = createAnalytics(undefined, {});
    // @ts-expect-error: an event without properties takes none
    analytics.track('login', { email: 'ana@example.com' });
    // @ts-expect-error: no event carries text
    analytics.track('coupon_checked', { valid: true, text: 'hello' });
    // @ts-expect-error: only events from the catalogue
    analytics.track('message_sent', {});
    expect(Object.keys(analyticsCatalogue).sort()).toEqual([
      'coupon_applied',
      'coupon_checked',
      'coupon_page_viewed',
      'login',
      'onboarding_complete',
      'onboarding_tip_next',
      'onboarding_tip_previous',
      'page_view',
      'sign_up',
      'subscription_viewed',
    ]);
  });
});
