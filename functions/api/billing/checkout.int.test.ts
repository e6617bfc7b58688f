import { describe, expect, it } from 'vitest';
import {
  configurePayments,
  deliverStripeEvent,
  noSuchResource,
  paidSession,
  STRIPE_TEST_KEYS,
  sessionIdFromUrl,
  startFakeStripe,
} from '#functions/test-support/fake-stripe.ts';
import { currentMember, signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { BillingConfig, BillingRedirect } from '#shared/api/schemas/billing.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const stripe = startFakeStripe();
const NOT_CONFIGURED = 'Payments are not configured on this deployment.';
const SESSIONS = '/v1/checkout/sessions';
const PORTAL = '/v1/billing_portal/sessions';

const post = <T>(path: string, token: string, body?: unknown) =>
  api.call<T & ErrorBody>('POST', path, { token, ...(body === undefined ? {} : { body }) });

/**
 * What a subscription checkout sends Stripe: the price, and the account and product the webhook
 * reads, on the session and again on the subscription it starts.
 */
const subscriptionCheckout = (account: string, product: string, price: string) => ({
  mode: 'subscription',
  'line_items[0][price]': price,
  'metadata[account]': account,
  'metadata[product]': product,
  'subscription_data[metadata][account]': account,
  'subscription_data[metadata][product]': product,
});

/** What Stripe's webhook says once the member's checkout is paid. */
async function paid(member: TestMember, product: 'pro' | 'lifetime', extra: Record<string, string> = {}) {
  const checkout = await post<BillingRedirect>('/api/billing/checkout', member.token, { product });
  expect(checkout.status).toBe(200);
  const sessionId = sessionIdFromUrl(checkout.body.url);
  const outcome = await deliverStripeEvent(
    api,
    'checkout.session.completed',
    paidSession(
      sessionId,
      { account: `member:${member.id}`, product, ...extra },
      {
        customer: `cus_${member.id.slice(0, 8)}`,
        subscription: product === 'pro' ? `sub_${member.id.slice(0, 8)}` : null,
      },
    ),
  );
  expect(outcome).toBe('applied');
  return sessionId;
}

describe('checkout without Stripe keys', () => {
  it('says payments are not configured on every checkout and portal, and never calls Stripe', async () => {
    const member = await signUpMember(api);
    const therapist = await signUpTherapist(api);
    const before = stripe.requests.length;
    const baseUrl = process.env.STRIPE_API_BASE_URL;
    configurePayments(undefined, { keys: false });
    try {
      const config = await api.call<BillingConfig>('GET', '/api/billing/config');
      expect(config.status).toBe(200);
      expect(config.body).toEqual({
        paymentsConfigured: false,
        products: { pro: false, lifetime: false, practice: false },
      });
      const replies = [
        await post('/api/billing/checkout', member.token, { product: 'pro' }),
        await post('/api/billing/checkout', member.token, { product: 'lifetime' }),
        await api.call<ErrorBody>('POST', '/api/billing/guest-checkout', { body: { product: 'pro' } }),
        await post('/api/billing/portal', member.token),
        await post('/api/therapist/billing/checkout', therapist.token),
        await post('/api/therapist/billing/portal', therapist.token),
      ];
      for (const reply of replies) {
        expect(reply.status).toBe(409);
        expect(reply.body.message).toBe(NOT_CONFIGURED);
      }
    } finally {
      configurePayments(baseUrl);
    }
    expect(stripe.requests.length).toBe(before);
  });

  it('sells only the products whose price is configured', async () => {
    const member = await signUpMember(api);
    const baseUrl = process.env.STRIPE_API_BASE_URL;
    configurePayments(baseUrl, { prices: ['pro'] });
    try {
      const config = await api.call<BillingConfig>('GET', '/api/billing/config');
      expect(config.body).toEqual({
        paymentsConfigured: false,
        products: { pro: true, lifetime: false, practice: false },
      });
      expect(config.headers.get('cache-control')).toBe('public, max-age=60');
      const lifetime = await post('/api/billing/checkout', member.token, { product: 'lifetime' });
      expect(lifetime.status).toBe(409);
      expect(lifetime.body.message).toBe(NOT_CONFIGURED);
    } finally {
      configurePayments(baseUrl);
    }
    const config = await api.call<BillingConfig>('GET', '/api/billing/config');
    expect(config.body.paymentsConfigured).toBe(true);
  });
});

describe('member checkout', () => {
  it('starts a Pro subscription with the account and product the webhook reads', async () => {
    const member = await signUpMember(api);
    const reply = await post<BillingRedirect>('/api/billing/checkout', member.token, { product: 'pro' });
    expect(reply.status).toBe(200);
    const sent = stripe.last(SESSIONS);
    expect(sent?.authorization).toBe(`Bearer ${STRIPE_TEST_KEYS.secretKey}`);
    expect(reply.body.url).toBe(`https://checkout.stripe.test/c/pay/${sessionIdFromUrl(reply.body.url)}`);
    const form = Object.fromEntries(sent?.form ?? []);
    expect(form).toMatchObject({
      ...subscriptionCheckout(`member:${member.id}`, 'pro', STRIPE_TEST_KEYS.prices.pro),
      'line_items[0][quantity]': '1',
      client_reference_id: member.id,
      customer_email: member.email,
      success_url: `${api.origin}/subscribe?checkout=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${api.origin}/subscribe?checkout=cancelled`,
    });
    expect(form).not.toHaveProperty('customer');
    expect(form).not.toHaveProperty('payment_intent_data[metadata][product]');
  });

  it('sells Lifetime once, on the customer the member has, and stops the Pro subscription it replaces', async () => {
    const member = await signUpMember(api);
    await paid(member, 'pro');
    expect(await currentMember(api, member.token)).toMatchObject({
      subscriptionTier: 'pro',
      canManageBilling: true,
    });

    const again = await post('/api/billing/checkout', member.token, { product: 'pro' });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already have Pro.');

    const customer = `cus_${member.id.slice(0, 8)}`;
    const subscription = `sub_${member.id.slice(0, 8)}`;
    const lifetime = await post<BillingRedirect>('/api/billing/checkout', member.token, {
      product: 'lifetime',
    });
    expect(lifetime.status).toBe(200);
    const form = Object.fromEntries(stripe.last(SESSIONS)?.form ?? []);
    expect(form).toMatchObject({
      mode: 'payment',
      'line_items[0][price]': STRIPE_TEST_KEYS.prices.lifetime,
      customer,
      'metadata[account]': `member:${member.id}`,
      'metadata[product]': 'lifetime',
      'metadata[replaces_subscription]': subscription,
      'payment_intent_data[metadata][product]': 'lifetime',
    });
    expect(form).not.toHaveProperty('customer_email');
    expect(form).not.toHaveProperty('customer_creation');
    expect(form).not.toHaveProperty('subscription_data[metadata][product]');

    await deliverStripeEvent(
      api,
      'checkout.session.completed',
      paidSession(
        sessionIdFromUrl(lifetime.body.url),
        { account: `member:${member.id}`, product: 'lifetime', replaces_subscription: subscription },
        { customer },
      ),
    );
    expect((await currentMember(api, member.token)).subscriptionTier).toBe('lifetime');
    expect(stripe.last(`/v1/subscriptions/${subscription}`)?.method).toBe('DELETE');

    for (const product of ['pro', 'lifetime']) {
      const refused = await post('/api/billing/checkout', member.token, { product });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe('You already have Lifetime access.');
    }
  });

  it('cancels a Pro subscription before deleting the account, and keeps the account when Stripe cannot', async () => {
    const member = await signUpMember(api);
    await paid(member, 'pro');
    const subscription = `/v1/subscriptions/sub_${member.id.slice(0, 8)}`;
    // Stripe down for the call and the SDK's one retry.
    stripe.answerNext(
      subscription,
      { status: 500, body: { error: { message: 'down', type: 'api_error' } } },
      2,
    );
    const refused = await api.call<ErrorBody>('DELETE', '/api/me', {
      token: member.token,
      body: { password: 'quiet-river-42' },
    });
    expect(refused.status).toBe(502);
    expect(refused.body.message).toBe(
      'We could not cancel your Pro subscription with Stripe just now, so your account has not been deleted. Please try again in a moment.',
    );
    expect((await currentMember(api, member.token)).subscriptionTier).toBe('pro');

    const deleted = await api.call('DELETE', '/api/me', {
      token: member.token,
      body: { password: 'quiet-river-42' },
    });
    expect(deleted.status).toBeLessThan(300);
    expect(stripe.last(subscription)?.method).toBe('DELETE');
  });

  it('asks Stripe to keep a customer for a first one-time payment, so its receipts stay reachable', async () => {
    const member = await signUpMember(api);
    const reply = await post<BillingRedirect>('/api/billing/checkout', member.token, { product: 'lifetime' });
    expect(reply.status).toBe(200);
    expect(Object.fromEntries(stripe.last(SESSIONS)?.form ?? [])).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      customer_email: member.email,
    });
  });

  it('refuses an unknown product, and answers a Stripe failure with a clear 502', async () => {
    const member = await signUpMember(api);
    const unknown = await post('/api/billing/checkout', member.token, { product: 'practice' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Please choose Pro or Lifetime');

    stripe.answerNext(SESSIONS, noSuchResource('line_items[0][price]', 'No such price'));
    const failed = await post('/api/billing/checkout', member.token, { product: 'pro' });
    expect(failed.status).toBe(502);
    expect(failed.body.message).toBe('Stripe could not be reached just now. Please try again in a moment.');
  });

  it('starts afresh when Stripe no longer knows the stored customer (test keys swapped for live ones)', async () => {
    const member = await signUpMember(api);
    await paid(member, 'pro');
    await deliverStripeEvent(api, 'customer.subscription.deleted', {
      id: `sub_${member.id.slice(0, 8)}`,
      object: 'subscription',
      status: 'canceled',
      metadata: { account: `member:${member.id}`, product: 'pro' },
    });
    stripe.answerNext(SESSIONS, noSuchResource('customer', 'No such customer'));
    const before = stripe.requests.length;
    const reply = await post<BillingRedirect>('/api/billing/checkout', member.token, { product: 'pro' });
    expect(reply.status).toBe(200);
    const [refused, retried] = stripe.requests
      .slice(before)
      .map((request) => Object.fromEntries(request.form));
    expect(refused).toMatchObject({ customer: `cus_${member.id.slice(0, 8)}` });
    expect(retried).toMatchObject({
      customer_email: member.email,
      'metadata[account]': `member:${member.id}`,
    });
    expect(retried).not.toHaveProperty('customer');
  });
});

describe('the customer portal', () => {
  it('opens only for a member who has paid, and returns to the plans page', async () => {
    const member = await signUpMember(api);
    expect((await currentMember(api, member.token)).canManageBilling).toBe(false);
    const never = await post('/api/billing/portal', member.token);
    expect(never.status).toBe(409);
    expect(never.body.message).toBe(
      'There is no billing to manage yet: this account has not paid through Stripe.',
    );

    await paid(member, 'pro');
    const portal = await post<BillingRedirect>('/api/billing/portal', member.token);
    expect(portal.status).toBe(200);
    const customer = `cus_${member.id.slice(0, 8)}`;
    expect(portal.body.url).toBe(`https://billing.stripe.test/p/session/${customer}`);
    expect(Object.fromEntries(stripe.last(PORTAL)?.form ?? [])).toEqual({
      customer,
      return_url: `${api.origin}/subscribe`,
    });
  });
});

describe('practice checkout', () => {
  it('subscribes a practice to the paid plan (50 clients) and opens its portal', async () => {
    const therapist = await signUpTherapist(api);
    const portalBefore = await post('/api/therapist/billing/portal', therapist.token);
    expect(portalBefore.status).toBe(409);

    const checkout = await post<BillingRedirect>('/api/therapist/billing/checkout', therapist.token);
    expect(checkout.status).toBe(200);
    const form = Object.fromEntries(stripe.last(SESSIONS)?.form ?? []);
    expect(form).toMatchObject({
      ...subscriptionCheckout(`therapist:${therapist.id}`, 'practice', STRIPE_TEST_KEYS.prices.practice),
      client_reference_id: therapist.id,
      customer_email: therapist.email,
      success_url: `${api.origin}/therapist-dashboard?checkout=success`,
      cancel_url: `${api.origin}/therapist-dashboard?checkout=cancelled`,
    });

    await deliverStripeEvent(
      api,
      'checkout.session.completed',
      paidSession(
        sessionIdFromUrl(checkout.body.url),
        { account: `therapist:${therapist.id}`, product: 'practice' },
        { customer: 'cus_practice_1', subscription: 'sub_practice_1' },
      ),
    );
    const self = await api.call<TherapistSelf>('GET', '/api/therapist/me', { token: therapist.token });
    expect(self.body.plan).toMatchObject({ id: 'professional', status: 'active', clientLimit: 50 });

    const again = await post('/api/therapist/billing/checkout', therapist.token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(
      'Your practice is already on the Professional plan. Use Manage billing to change it.',
    );
    const portal = await post<BillingRedirect>('/api/therapist/billing/portal', therapist.token);
    expect(portal.status).toBe(200);
    expect(Object.fromEntries(stripe.last(PORTAL)?.form ?? [])).toEqual({
      customer: 'cus_practice_1',
      return_url: `${api.origin}/therapist-dashboard`,
    });
  });
});
