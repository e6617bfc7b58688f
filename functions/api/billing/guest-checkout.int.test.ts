import { describe, expect, it } from 'vitest';
import {
  deliverStripeEvent,
  paidSession,
  STRIPE_TEST_KEYS,
  sessionIdFromUrl,
  startFakeStripe,
} from '#functions/test-support/fake-stripe.ts';
import {
  currentMember,
  memberSignUpBody,
  signUpMember,
  type TestMember,
} from '#functions/test-support/members.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import type { AuthResponse } from '#shared/api/schemas/auth.ts';
import type { BillingRedirect, ClaimedCheckout } from '#shared/api/schemas/billing.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const stripe = startFakeStripe();
const BEING_CONFIRMED = 'Your payment is still being confirmed. Please wait a moment and try again.';
const CLAIMED_ELSEWHERE = 'This payment is already attached to another account.';

let addressCounter = 0;
/** Each test is its own visitor network, so per-address limits never mix. */
const nextAddress = () => {
  addressCounter += 1;
  return `203.0.113.${addressCounter}`;
};

async function guestCheckout(product: 'pro' | 'lifetime', address = nextAddress()) {
  const reply = await api.call<BillingRedirect & ErrorBody>('POST', '/api/billing/guest-checkout', {
    body: { product },
    headers: fromAddress(address),
  });
  return reply;
}

function register(checkoutSessionId: string, email = uniqueEmail('payer')) {
  return api.call<AuthResponse & ErrorBody>('POST', '/api/auth/register', {
    body: memberSignUpBody({ email, firstName: 'Noor', lastName: 'Haddad', checkoutSessionId }),
    headers: fromAddress(nextAddress()),
  });
}

const claim = (member: TestMember, sessionId: string) =>
  api.call<ClaimedCheckout & ErrorBody>('POST', '/api/billing/claim-checkout', {
    token: member.token,
    body: { sessionId },
  });

/** Stripe confirms a visitor's paid session: its metadata names the product and no account. */
const confirmGuestPayment = (sessionId: string, product: 'pro' | 'lifetime', subscription?: string) =>
  deliverStripeEvent(
    api,
    'checkout.session.completed',
    paidSession(
      sessionId,
      { product },
      { customer: `cus_${sessionId.slice(-10)}`, subscription: subscription ?? null },
    ),
  );

describe('a visitor who pays before having an account', () => {
  it('starts a checkout that names only the product, and returns to sign-up with the session', async () => {
    const reply = await guestCheckout('pro');
    expect(reply.status).toBe(200);
    const form = Object.fromEntries(stripe.last('/v1/checkout/sessions')?.form ?? []);
    expect(form).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': STRIPE_TEST_KEYS.prices.pro,
      'metadata[product]': 'pro',
      'subscription_data[metadata][product]': 'pro',
      success_url: `${api.origin}/clean-register?checkout_session={CHECKOUT_SESSION_ID}`,
      cancel_url: `${api.origin}/subscribe?checkout=cancelled`,
    });
    for (const absent of ['metadata[account]', 'client_reference_id', 'customer', 'customer_email']) {
      expect(form).not.toHaveProperty(absent);
    }
    expect(reply.body.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_/);
  });

  it('gets Pro on the account created with the payment, once: no second account can claim it', async () => {
    const sessionId = sessionIdFromUrl((await guestCheckout('pro')).body.url);
    const email = uniqueEmail('payer');

    const early = await register(sessionId, email);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(BEING_CONFIRMED);
    expect(early.body.retryAfterSeconds).toBe(2);

    expect(await confirmGuestPayment(sessionId, 'pro', `sub_${sessionId.slice(-10)}`)).toBe('applied');
    // The early attempt created nothing, so the same email signs up now.
    const created = await register(sessionId, email);
    expect(created.status).toBe(201);
    expect(created.body.user).toMatchObject({
      email,
      subscriptionTier: 'pro',
      subscriptionStatus: 'active',
      canManageBilling: true,
    });
    const portal = await api.call<BillingRedirect>('POST', '/api/billing/portal', {
      token: created.body.token,
    });
    expect(portal.body.url).toBe(`https://billing.stripe.test/p/session/cus_${sessionId.slice(-10)}`);

    const second = await register(sessionId);
    expect(second.status).toBe(409);
    expect(second.body.message).toBe(CLAIMED_ELSEWHERE);
    const signedIn = await signUpMember(api);
    const stolen = await claim(signedIn, sessionId);
    expect(stolen.status).toBe(409);
    expect(stolen.body.message).toBe(CLAIMED_ELSEWHERE);
    expect((await currentMember(api, signedIn.token)).subscriptionTier).toBe('freemium');
  });

  it('gives the payment to exactly one of two sign-ups racing with the same session', async () => {
    const sessionId = sessionIdFromUrl((await guestCheckout('lifetime')).body.url);
    await confirmGuestPayment(sessionId, 'lifetime');
    const replies = await Promise.all([register(sessionId), register(sessionId)]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409]);
    const loser = replies.find((reply) => reply.status === 409);
    // Writing at the very same moment, the loser is told to ask again (as the browser does).
    const answer = loser?.body.retryAfterSeconds ? await register(sessionId) : loser;
    expect(answer?.body.message).toBe(CLAIMED_ELSEWHERE);

    const members = await Promise.all([signUpMember(api), signUpMember(api)]);
    const other = sessionIdFromUrl((await guestCheckout('lifetime')).body.url);
    await confirmGuestPayment(other, 'lifetime');
    const claims = await Promise.all(members.map((member) => claim(member, other)));
    expect(claims.map((reply) => reply.status).sort()).toEqual([200, 409]);
    const tiers = await Promise.all(
      members.map(async (member) => (await currentMember(api, member.token)).subscriptionTier),
    );
    expect(tiers.sort()).toEqual(['freemium', 'lifetime']);
  });

  it('lets a signed-in member claim a Lifetime payment once the webhook has confirmed it', async () => {
    const member = await signUpMember(api);
    const sessionId = sessionIdFromUrl((await guestCheckout('lifetime')).body.url);
    expect(Object.fromEntries(stripe.last('/v1/checkout/sessions')?.form ?? [])).toMatchObject({
      mode: 'payment',
      customer_creation: 'always',
      'metadata[product]': 'lifetime',
    });

    const early = await claim(member, sessionId);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(BEING_CONFIRMED);
    expect(early.headers.get('retry-after')).toBe('2');

    await confirmGuestPayment(sessionId, 'lifetime');
    const claimed = await claim(member, sessionId);
    expect(claimed.status).toBe(200);
    expect(claimed.body).toEqual({ product: 'lifetime', tier: 'lifetime' });
    expect(await currentMember(api, member.token)).toMatchObject({
      subscriptionTier: 'lifetime',
      canManageBilling: true,
    });
    // Asking again (a reload of the return page) shows the same result and changes nothing.
    expect((await claim(member, sessionId)).body).toEqual({ product: 'lifetime', tier: 'lifetime' });

    const other = await signUpMember(api);
    expect((await claim(other, sessionId)).body.message).toBe(CLAIMED_ELSEWHERE);
  });

  it('never attaches a session the webhook did not confirm, nor a badly formed one', async () => {
    const member = await signUpMember(api);
    // A session that was started but never paid (the visitor closed the tab).
    const unpaid = sessionIdFromUrl((await guestCheckout('lifetime')).body.url);
    await deliverStripeEvent(api, 'checkout.session.completed', {
      ...paidSession(unpaid, { product: 'lifetime' }),
      payment_status: 'unpaid',
    });
    for (const sessionId of [unpaid, 'cs_test_forged_by_someone_0001']) {
      const reply = await claim(member, sessionId);
      expect(reply.status).toBe(409);
      expect(reply.body.message).toBe(BEING_CONFIRMED);
    }
    const malformed = await claim(member, 'not-a-session');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('This checkout link is not valid.');
    expect((await currentMember(api, member.token)).subscriptionTier).toBe('freemium');
  });

  it('follows a claimed Pro subscription’s later events, and refuses one that ended before it was claimed', async () => {
    const sessionId = sessionIdFromUrl((await guestCheckout('pro')).body.url);
    const subscription = `sub_${sessionId.slice(-10)}`;
    await confirmGuestPayment(sessionId, 'pro', subscription);
    const created = await register(sessionId);
    expect(created.body.user.subscriptionTier).toBe('pro');

    const subscriptionEvent = (status: string) => ({
      id: subscription,
      object: 'subscription',
      status,
      metadata: { product: 'pro' },
    });
    const now = Math.floor(Date.now() / 1000);
    await deliverStripeEvent(api, 'customer.subscription.updated', subscriptionEvent('past_due'), now + 1);
    expect(await currentMember(api, created.body.token)).toMatchObject({
      subscriptionTier: 'pro',
      subscriptionStatus: 'past_due',
    });
    await deliverStripeEvent(api, 'customer.subscription.deleted', subscriptionEvent('canceled'), now + 2);
    expect(await currentMember(api, created.body.token)).toMatchObject({
      subscriptionTier: 'freemium',
      subscriptionStatus: 'canceled',
    });

    const abandoned = sessionIdFromUrl((await guestCheckout('pro')).body.url);
    const abandonedSubscription = `sub_${abandoned.slice(-10)}`;
    await confirmGuestPayment(abandoned, 'pro', abandonedSubscription);
    await deliverStripeEvent(api, 'customer.subscription.deleted', {
      ...subscriptionEvent('canceled'),
      id: abandonedSubscription,
    });
    const late = await register(abandoned);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This subscription has already ended, so there is nothing to attach.');
  });

  it('shows a member their own paid checkout when Stripe returns them, and nobody else', async () => {
    const member = await signUpMember(api);
    const checkout = await api.call<BillingRedirect>('POST', '/api/billing/checkout', {
      token: member.token,
      body: { product: 'pro' },
    });
    const sessionId = sessionIdFromUrl(checkout.body.url);
    expect((await claim(member, sessionId)).body.message).toBe(BEING_CONFIRMED);
    await deliverStripeEvent(
      api,
      'checkout.session.completed',
      paidSession(
        sessionId,
        { account: `member:${member.id}`, product: 'pro' },
        { subscription: 'sub_own_1' },
      ),
    );
    expect((await claim(member, sessionId)).body).toEqual({ product: 'pro', tier: 'pro' });
    const other = await signUpMember(api);
    expect((await claim(other, sessionId)).body.message).toBe(CLAIMED_ELSEWHERE);
  });

  it('limits how many checkouts one network starts in an hour', async () => {
    const address = nextAddress();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++)
      statuses.push((await guestCheckout('pro', address)).status);
    expect(statuses).toEqual(Array(20).fill(200));
    const before = stripe.requests.length;
    const refused = await guestCheckout('pro', address);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many checkouts were started from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(stripe.requests.length).toBe(before);
    expect((await guestCheckout('pro', nextAddress())).status).toBe(200);
  });
});
