import { describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { signedWebhookHeaders, stripeCustomerEvents } from '#functions/test-support/stripe-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { referredTherapist } from '#functions/test-support/therapists.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';
import type { ErrorBody } from '#shared/errors.ts';

// Keys for this file's runtime only: signatures are made and checked by Stripe's own library.
const SIGNING_SECRET = 'whsec_test_mirrorwell_webhook_secret';
process.env.STRIPE_SECRET_KEY = 'sk_test_mirrorwell_unused_offline';
process.env.STRIPE_WEBHOOK_SECRET = SIGNING_SECRET;

const api = startTestApi();
const { event, paidCheckout, subscription } = stripeCustomerEvents('test');

function deliver(payload: object, options: { secret?: string; timestamp?: number; tamper?: boolean } = {}) {
  const body = JSON.stringify(payload);
  return api.call<{ received: boolean; outcome: string } & ErrorBody>('POST', '/api/billing/webhook', {
    rawBody: options.tamper ? body.replace('"paid"', '"unpaid"') : body,
    headers: signedWebhookHeaders(body, options.secret ?? SIGNING_SECRET, options.timestamp),
  });
}

const tierOf = async (member: TestMember) =>
  (await api.call<{ subscriptionTier: string }>('GET', '/api/auth/user', { token: member.token })).body
    .subscriptionTier;

describe('the Stripe webhook', () => {
  it('refuses a missing, tampered, foreign or stale signature and changes nothing', async () => {
    const member = await signUpMember(api);
    const paid = event('checkout.session.completed', paidCheckout(`member:${member.id}`, 'pro'));
    const unsigned = await api.call<ErrorBody>('POST', '/api/billing/webhook', { body: paid });
    expect(unsigned.status).toBe(400);
    expect(unsigned.body.message).toBe('The Stripe signature of this request is not valid.');
    for (const options of [
      { tamper: true },
      { secret: 'whsec_someone_else' },
      { timestamp: Math.floor(Date.now() / 1000) - 600 },
    ]) {
      const reply = await deliver(paid, options);
      expect(reply.status, JSON.stringify(options)).toBe(400);
    }
    expect(await tierOf(member)).toBe('freemium');
  });

  it('fulfils a paid Pro checkout once, however many times Stripe delivers it', async () => {
    const member = await signUpMember(api);
    const paid = event('checkout.session.completed', paidCheckout(`member:${member.id}`, 'pro'));
    const outcomes: string[] = [];
    for (let delivery = 0; delivery < 10; delivery++) {
      const reply = await deliver(paid);
      expect(reply.status).toBe(200);
      outcomes.push(reply.body.outcome);
    }
    expect(outcomes).toEqual(['applied', ...Array(9).fill('duplicate')]);
    expect(await tierOf(member)).toBe('pro');
  });

  it('ignores an unpaid checkout and one whose account and product do not belong together', async () => {
    const member = await signUpMember(api);
    const unpaid = await deliver(
      event(
        'checkout.session.completed',
        paidCheckout(`member:${member.id}`, 'pro', { payment_status: 'unpaid' }),
      ),
    );
    expect(unpaid.body.outcome).toBe('ignored');
    const mismatched = await deliver(
      event('checkout.session.completed', paidCheckout(`member:${member.id}`, 'practice')),
    );
    expect(mismatched.body.outcome).toBe('ignored');
    expect(await tierOf(member)).toBe('freemium');
  });

  it('keeps the newest state when events arrive out of order, and never takes lifetime away', async () => {
    const member = await signUpMember(api);
    const account = `member:${member.id}`;
    const now = Math.floor(Date.now() / 1000);
    await deliver(event('checkout.session.completed', paidCheckout(account, 'pro'), now - 100));
    const canceled = event(
      'customer.subscription.deleted',
      subscription(account, 'pro', 'canceled'),
      now - 10,
    );
    const stillActive = event(
      'customer.subscription.updated',
      subscription(account, 'pro', 'active'),
      now - 50,
    );
    expect((await deliver(canceled)).body.outcome).toBe('applied');
    expect((await deliver(stillActive)).body.outcome).toBe('stale');
    expect(await tierOf(member)).toBe('freemium');

    await deliver(event('checkout.session.completed', paidCheckout(account, 'lifetime'), now));
    expect(await tierOf(member)).toBe('lifetime');
    const lateCancel = event(
      'customer.subscription.deleted',
      subscription(account, 'pro', 'canceled'),
      now + 5,
    );
    expect((await deliver(lateCancel)).body.outcome).toBe('stale');
    expect(await tierOf(member)).toBe('lifetime');
  });

  it('moves a practice to the paid plan (50 clients) and completes its referral once on the first payment', async () => {
    const { referred, stats } = await referredTherapist(api);
    const account = `therapist:${referred.id}`;
    await deliver(event('checkout.session.completed', paidCheckout(account, 'practice')));
    const me = await api.call<TherapistSelf>('GET', '/api/therapist/me', { token: referred.token });
    expect(me.body.plan).toMatchObject({ clientLimit: 50 });

    const firstInvoice = event('invoice.paid', {
      id: 'in_test_1',
      object: 'invoice',
      billing_reason: 'subscription_create',
      parent: { subscription_details: { metadata: { account, product: 'practice' } } },
    });
    for (let delivery = 0; delivery < 10; delivery++) await deliver(firstInvoice);
    const again = event('invoice.paid', { ...firstInvoice.data.object, id: 'in_test_1b' });
    await deliver(again);
    expect(await stats()).toMatchObject({ successfulReferrals: 1, creditsEarned: 1 });

    const failed = event('invoice.payment_failed', {
      id: 'in_test_2',
      object: 'invoice',
      billing_reason: 'subscription_cycle',
      parent: { subscription_details: { metadata: { account, product: 'practice' } } },
    });
    expect((await deliver(failed)).body.outcome).toBe('applied');
  });
});
