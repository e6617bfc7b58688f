import { describe, expect, it } from 'vitest';
import { getItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { consentGiven } from '#functions/test-support/consent.ts';
import { memberSignUpBody } from '#functions/test-support/members.ts';
import { bcryptHashAtRunCost } from '#functions/test-support/password-hash.ts';
import { PERSON_FIELD_MESSAGES } from '#functions/test-support/sign-up-messages.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import type { AuthResponse, PublicMember } from '#shared/api/schemas/auth.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const password = 'quiet-river-42';

const newMember = memberSignUpBody;

describe('member sign-up', () => {
  it('creates the account, signs in with a cookie and a token, and stores a cost-12 bcrypt hash', async () => {
    const input = newMember({ email: `  Mixed.Case+${Date.now()}@Example.COM ` });
    const reply = await api.call<AuthResponse>('POST', '/api/auth/register', { body: input });
    expect(reply.status).toBe(201);
    expect(reply.body.user).toMatchObject({
      email: input.email.trim().toLowerCase(),
      firstName: 'Ann',
      lastName: 'Lee',
      subscriptionTier: 'freemium',
      subscriptionStatus: 'active',
      emailVerified: false,
    });
    expect(reply.body.user).not.toHaveProperty('passwordHash');
    const [cookie = '', hint] = reply.headers.getSetCookie();
    expect(cookie).toMatch(
      /^__Host-mw_member_session=[^;]+; Path=\/; HttpOnly; SameSite=Strict; Max-Age=2592000; Secure$/,
    );
    // The page's script may read that someone is signed in (never the session itself), for as long.
    expect(hint).toBe('__Host-mw_member_signed_in=1; Path=/; SameSite=Strict; Max-Age=2592000; Secure');

    const stored = await getItem(keys.member(reply.body.user.id));
    expect(stored?.passwordHash).toMatch(bcryptHashAtRunCost());
    expect(stored?.passwordHash).not.toContain(password);

    const byCookie = await api.call<PublicMember>('GET', '/api/auth/user', { cookie: cookie.split(';')[0] });
    expect(byCookie.status).toBe(200);
    expect(byCookie.body.firstName).toBe('Ann');
    const byBearer = await api.call<PublicMember>('GET', '/api/auth/user', { token: reply.body.token });
    expect(byBearer.body.id).toBe(reply.body.user.id);
  });

  it('answers bad input with a message per field and stores nothing', async () => {
    const email = uniqueEmail();
    const reply = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: { email: 'not-an-email', password: 'short', firstName: '  ', lastName: '', ...consentGiven },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual(PERSON_FIELD_MESSAGES);
    expect(reply.body.message).toBe('Please enter a valid email address');
    const later = await api.call('POST', '/api/auth/register', { body: newMember({ email }) });
    expect(later.status).toBe(201);
  });

  it('refuses passwords over 72 bytes and the most common passwords', async () => {
    const long = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: newMember({ password: 'é'.repeat(37) }),
    });
    expect(long.status).toBe(400);
    expect(long.body.errors?.password).toBe('Password must be at most 72 bytes');
    const common = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: newMember({ password: 'Password123' }),
    });
    expect(common.status).toBe(400);
    expect(common.body.errors?.password).toMatch(/too common/);
  });

  it('refuses a taken email plainly, whatever its case', async () => {
    const input = newMember();
    expect((await api.call('POST', '/api/auth/register', { body: input })).status).toBe(201);
    const again = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: { ...input, email: input.email.toUpperCase(), firstName: 'Other' },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('An account with this email already exists. Please sign in instead.');
  });

  it('lets exactly one of many concurrent sign-ups with one email succeed', async () => {
    const input = newMember();
    const replies = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        api.call('POST', '/api/auth/register', { body: { ...input, firstName: `Racer${index}` } }),
      ),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(7);
  });

  it('applies the friends100 coupon as lifetime access and refuses an unknown coupon', async () => {
    const withCoupon = await api.call<AuthResponse>('POST', '/api/auth/register', {
      body: newMember({ pendingCoupon: '  FRIENDS100 ' }),
    });
    expect(withCoupon.status).toBe(201);
    expect(withCoupon.body.user.subscriptionTier).toBe('lifetime');
    const wrong = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: newMember({ pendingCoupon: 'friends200' }),
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors?.pendingCoupon).toBe('This coupon code is not valid');
  });

  it('allows 30 sign-up attempts per address per hour, then answers 429 with Retry-After', async () => {
    const office = fromAddress('198.51.100.7');
    const attempts = await Promise.all(
      Array.from({ length: 30 }, () =>
        api.call('POST', '/api/auth/register', {
          body: newMember({ pendingCoupon: 'nope' }),
          headers: office,
        }),
      ),
    );
    expect(attempts.every((attempt) => attempt.status === 400)).toBe(true);
    const refused = await api.call<ErrorBody>('POST', '/api/auth/register', {
      body: newMember(),
      headers: office,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(refused.body.message).toMatch(
      /^Too many sign-up attempts from your network\. Please try again in \d+ minutes?\.$/,
    );
    const elsewhere = await api.call('POST', '/api/auth/register', {
      body: newMember(),
      headers: fromAddress('198.51.100.8'),
    });
    expect(elsewhere.status).toBe(201);
  });
});

describe('member sign-in and sign-out', () => {
  it('signs in with the right password and gives the same answer for a wrong password or unknown email', async () => {
    const input = newMember();
    await api.call('POST', '/api/auth/register', { body: input });
    const good = await api.call<AuthResponse>('POST', '/api/auth/login', {
      body: { email: input.email.toUpperCase(), password },
    });
    expect(good.status).toBe(200);
    expect(good.body.user.email).toBe(input.email);
    expect(good.headers.get('set-cookie')).toMatch(/^__Host-mw_member_session=/);

    const wrongPassword = await api.call<ErrorBody>('POST', '/api/auth/login', {
      body: { email: input.email, password: 'not-the-password' },
    });
    const unknownEmail = await api.call<ErrorBody>('POST', '/api/auth/login', {
      body: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    expect(wrongPassword.body.message).toBe('Invalid email or password');
    expect(unknownEmail.body.message).toBe(wrongPassword.body.message);
    expect(unknownEmail.body.code).toBe(wrongPassword.body.code);
  });

  it('requires a password and a valid email to sign in', async () => {
    const reply = await api.call<ErrorBody>('POST', '/api/auth/login', {
      body: { email: 'x', password: '' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      email: 'Please enter a valid email address',
      password: 'Password is required',
    });
  });

  it('ends the session on the server at logout, so the token stops working', async () => {
    const input = newMember();
    const registered = await api.call<AuthResponse>('POST', '/api/auth/register', { body: input });
    const token = registered.body.token;
    const logout = await api.call('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^__Host-mw_member_session=; .*Max-Age=0/);
    expect(logout.headers.getSetCookie()).toContain(
      '__Host-mw_member_signed_in=; Path=/; SameSite=Strict; Max-Age=0; Secure',
    );
    const after = await api.call<ErrorBody>('GET', '/api/auth/user', { token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
  });

  it('refuses missing, forged and cross-kind tokens', async () => {
    const none = await api.call<ErrorBody>('GET', '/api/auth/user');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe('Please log in to continue.');
    const forged = await api.call('GET', '/api/auth/user', {
      token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4Iiwic2lkIjoieCIsImtpbmQiOiJtZW1iZXIifQ.c2lnbmF0dXJl',
    });
    expect(forged.status).toBe(401);
  });
});
