import { describe, expect, it } from 'vitest';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { signedWebhookHeaders, stripeCustomerEvents } from '#functions/test-support/stripe-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { referredTherapist } from '#functions/test-support/therapists.ts';
import type { TherapistSelf } from '#shared/api/schemas/therapist.ts';

/**
 * Stripe delivers at least once, in no promised order, and may deliver the same event on two
 * connections at once (a retry racing a slow first delivery). Whatever arrives together, each event
 * has exactly one effect and the newest state stands. Signed and checked by Stripe's own library.
 */
const SIGNING_SECRET = 'whsec_test_mirrorwell_webhook_races';
process.env.STRIPE_SECRET_KEY = 'sk_test_mirrorwell_unused_offline';
process.env.STRIPE_WEBHOOK_SECRET = SIGNING_SECRET;

const api = startTestApi();
const { event, paidCheckout, subscription } = stripeCustomerEvents('race');
const now = () => Math.floor(Date.now() / 1000);

async function deliver(payload: object): Promise<string> {
  const body = JSON.stringify(payload);
  const reply = await api.call<{ outcome: string }>('POST', '/api/billing/webhook', {
    rawBody: body,
    headers: signedWebhookHeaders(body, SIGNING_SECRET),
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body.outcome;
}

/** Every delivery at once, on connections of their own. */
const atOnce = (payloads: object[]) => Promise.all(payloads.map((payload) => deliver(payload)));

const memberState = async (member: TestMember) =>
  (
    await api.call<{ subscriptionTier: string; subscriptionStatus?: string }>('GET', '/api/auth/user', {
      token: member.token,
    })
  ).body;

describe('Stripe events that race', () => {
  it('applies the same checkout delivered eight times at once exactly once', async () => {
    const member = await signUpMember(api);
    const paid = event('checkout.session.completed', paidCheckout(`member:${member.id}`, 'pro'));
    const outcomes = await atOnce(Array(8).fill(paid));
    expect(outcomes.filter((outcome) => outcome === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(7);
    expect((await memberState(member)).subscriptionTier).toBe('pro');
  });

  it('ends on the newest state when a cancellation and older updates arrive together, newest first', async () => {
    const member = await signUpMember(api);
    const account = `member:${member.id}`;
    await deliver(event('checkout.session.completed', paidCheckout(account, 'pro'), now() - 300));
    const cancelled = event(
      'customer.subscription.deleted',
      subscription(account, 'pro', 'canceled'),
      now() - 10,
    );
    const older = [
      event('customer.subscription.updated', subscription(account, 'pro', 'active'), now() - 200),
      event('customer.subscription.updated', subscription(account, 'pro', 'past_due'), now() - 100),
      event(
        'invoice.payment_failed',
        {
          id: 'in_race_1',
          object: 'invoice',
          parent: {
            subscription_details: { metadata: { account, product: 'pro' }, subscription: 'sub_race_1' },
          },
        },
        now() - 50,
      ),
    ];
    const outcomes = await atOnce([cancelled, ...older, cancelled]);
    expect(outcomes.filter((outcome) => outcome === 'duplicate')).toHaveLength(1);
    expect(await memberState(member)).toMatchObject({ subscriptionTier: 'freemium' });
    // Delivered again later, one by one, the older events still change nothing.
    for (const late of older) expect(await deliver(late)).toBe('duplicate');
    expect(await memberState(member)).toMatchObject({ subscriptionTier: 'freemium' });
  });

  it('keeps lifetime when a Pro cancellation races the lifetime purchase', async () => {
    const member = await signUpMember(api);
    const account = `member:${member.id}`;
    await deliver(event('checkout.session.completed', paidCheckout(account, 'pro'), now() - 300));
    const outcomes = await atOnce([
      event('customer.subscription.deleted', subscription(account, 'pro', 'canceled'), now()),
      event('checkout.session.completed', paidCheckout(account, 'lifetime'), now() - 5),
    ]);
    expect(outcomes).toContain('applied');
    expect((await memberState(member)).subscriptionTier).toBe('lifetime');
  });

  it("credits a referrer once when a practice's first invoice arrives as several events at once", async () => {
    const { referred, stats } = await referredTherapist(api);
    const account = `therapist:${referred.id}`;
    const invoice = (id: string) =>
      event('invoice.paid', {
        id,
        object: 'invoice',
        billing_reason: 'subscription_create',
        parent: { subscription_details: { metadata: { account, product: 'practice' } } },
      });
    const first = invoice('in_race_first');
    await atOnce([
      event('checkout.session.completed', paidCheckout(account, 'practice')),
      first,
      first,
      invoice('in_race_first_resent'),
      first,
    ]);
    expect(await stats()).toMatchObject({ successfulReferrals: 1, creditsEarned: 1 });
    const me = await api.call<TherapistSelf>('GET', '/api/therapist/me', { token: referred.token });
    expect(me.body.plan).toMatchObject({ clientLimit: 50 });
  });
});
