import { describe, expect, it } from 'vitest';
import { RESET_LINK_SECONDS, resetPassword } from '#functions/core/accounts/password-reset.ts';
import { getItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { therapistPasswordResets } from '#functions/core/practices/therapist-password-reset.ts';
import { consentGiven } from '#functions/test-support/consent.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { latestResetToken, mailsTo } from '#functions/test-support/outbox.ts';
import { bcryptHashAtRunCost } from '#functions/test-support/password-hash.ts';
import { savedExpiredResetLink } from '#functions/test-support/password-resets.ts';
import { PERSON_FIELD_MESSAGES } from '#functions/test-support/sign-up-messages.ts';
import { addressesIn, fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, uniqueSubdomain } from '#functions/test-support/therapists.ts';
import { PASSWORD_CHANGED, RESET_LINK_UNUSABLE } from '#shared/api/schemas/password-reset.ts';
import type {
  SubdomainAvailability,
  TherapistAuthResponse,
  TherapistSelf,
} from '#shared/api/schemas/therapist.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const password = 'quiet-river-42';
const nextAddress = addressesIn('203.0.113');

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail('therapist'),
    password,
    firstName: 'Maya',
    lastName: 'Ortiz',
    subdomain: uniqueSubdomain(),
    ...overrides,
  };
}

function register(body: Record<string, unknown>) {
  return api.call<TherapistAuthResponse & ErrorBody>('POST', '/api/therapist/register', {
    body: { ...consentGiven, ...body },
    headers: nextAddress(),
  });
}

function signIn(email: string, withPassword: string) {
  return api.call<TherapistAuthResponse & ErrorBody>('POST', '/api/therapist/login', {
    body: { email, password: withPassword },
    headers: nextAddress(),
  });
}

describe('therapist sign-up', () => {
  it('creates the practice on a 14-day trial for 10 clients, with its own cookie and a bcrypt hash', async () => {
    const input = registration({
      subdomain: `  DrMaya${uniqueSubdomain('x').slice(0, 10)}`,
      licenseNumber: 'LPC-1234',
      licenseState: 'ca',
      practiceWebsite: 'https://ortiz-therapy.example.com',
      therapeuticApproach: 'ACT',
    });
    const reply = await register(input);
    expect(reply.status).toBe(201);
    const subdomain = String(input.subdomain).trim().toLowerCase();
    expect(reply.body.subdomain).toBe(subdomain);
    expect(reply.body.therapist).toMatchObject({
      firstName: 'Maya',
      subdomain,
      therapeuticApproach: 'ACT',
      licenseState: 'CA',
      practiceWebsite: 'https://ortiz-therapy.example.com',
      clientExperience: 'ai-chat',
      plan: { id: 'trial', status: 'trialing', clientLimit: 10, trialDaysLeft: 14 },
    });
    expect(reply.body.therapist.referralCode).toMatch(/^[A-Z2-9]{8}$/);
    expect(reply.headers.get('set-cookie')).toMatch(/^__Host-mw_therapist_session=[^;]+; Path=\/; HttpOnly/);
    const stored = await getItem(keys.therapist(reply.body.therapist.id));
    expect(stored?.passwordHash).toMatch(bcryptHashAtRunCost());

    const me = await api.call<TherapistSelf>('GET', '/api/therapist/me', { token: reply.body.token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ firstName: 'Maya', subdomain, therapeuticApproach: 'ACT' });
    expect(me.body).not.toHaveProperty('passwordHash');
  });

  it('defaults the approach to CBT and keeps the referral code it was invited with', async () => {
    const referrer = await signUpTherapist(api);
    const referrerSelf = await api.call<TherapistSelf>('GET', '/api/therapist/me', { token: referrer.token });
    const reply = await register(
      registration({ referralCode: referrerSelf.body.referralCode.toLowerCase() }),
    );
    expect(reply.status).toBe(201);
    expect(reply.body.therapist.therapeuticApproach).toBe('CBT');
    const stored = await getItem(keys.therapist(reply.body.therapist.id));
    expect(stored?.referredBy).toBe(referrerSelf.body.referralCode);
  });

  it.each([
    ['ab', 'Subdomain must be at least 3 characters'],
    ['a'.repeat(21), 'Subdomain must be less than 20 characters'],
    ['jane-doe', 'Subdomain can only contain lowercase letters and numbers'],
    ['jane doe', 'Subdomain can only contain lowercase letters and numbers'],
    ['www', 'This subdomain is reserved'],
    ['admin', 'This subdomain is reserved'],
    ['demo', 'This subdomain is reserved'],
    ['enterprise', 'This subdomain is reserved'],
    ['therapistlogin', 'This subdomain is reserved'],
    ['safety', 'This subdomain is reserved'],
  ])('refuses the subdomain %j with "%s" and stores nothing', async (subdomain, message) => {
    const input = registration({ subdomain });
    const reply = await register(input);
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.subdomain).toBe(message);
    expect((await signIn(String(input.email), password)).status).toBe(401);
  });

  it('accepts a subdomain of exactly 3 and exactly 20 characters', async () => {
    const twenty = uniqueSubdomain('twenty').padEnd(20, '0').slice(0, 20);
    expect((await register(registration({ subdomain: twenty }))).status).toBe(201);
    const check = await api.call<ErrorBody>('POST', '/api/therapist/check-subdomain', {
      body: { subdomain: 'q7z' },
      headers: nextAddress(),
    });
    expect(check.status).toBe(200);
  });

  it('answers every other bad field with its own message', async () => {
    const reply = await register({
      email: 'nope',
      password: 'short',
      firstName: ' ',
      lastName: '',
      subdomain: 'fine123',
      licenseState: 'ZZ',
      practiceWebsite: 'not a site',
      therapeuticApproach: 'Astrology',
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      ...PERSON_FIELD_MESSAGES,
      licenseState: 'Please choose a US state from the list',
      practiceWebsite: 'Please enter a full web address, like https://example.com',
      therapeuticApproach: 'Please choose one of the listed approaches',
    });
  });

  it('gives a contested subdomain to exactly one of many parallel sign-ups', async () => {
    const subdomain = uniqueSubdomain('race');
    const replies = await Promise.all(Array.from({ length: 6 }, () => register(registration({ subdomain }))));
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409]);
    for (const loser of replies.filter((reply) => reply.status === 409)) {
      expect(loser.body.errors?.subdomain).toBe('This subdomain is already taken');
    }
    // The losers left nothing behind: their emails are still free.
    const loserEmails = replies.filter((reply) => reply.status === 409);
    expect(loserEmails).toHaveLength(5);
  });

  it('gives a contested email to exactly one of parallel sign-ups, and a loser frees its subdomain', async () => {
    const email = uniqueEmail('therapist');
    const subdomains = Array.from({ length: 4 }, () => uniqueSubdomain('mail'));
    const replies = await Promise.all(
      subdomains.map((subdomain) => register(registration({ email, subdomain }))),
    );
    expect(replies.map((reply) => reply.status).sort()).toEqual([201, 409, 409, 409]);
    const lostSubdomain = subdomains[replies.findIndex((reply) => reply.status === 409)] as string;
    const retry = await register(registration({ subdomain: lostSubdomain }));
    expect(retry.status).toBe(201);
  });

  it('names a practice in Illinois or Nevada as one whose clients get a private journal', async () => {
    const illinois = await register(registration({ licenseState: 'IL' }));
    expect(illinois.body.therapist.clientExperience).toBe('private-journal');
    const nevada = await register(registration({ licenseState: 'NV' }));
    expect(nevada.body.therapist.clientExperience).toBe('private-journal');
    const texas = await register(registration({ licenseState: 'TX' }));
    expect(texas.body.therapist.clientExperience).toBe('ai-chat');
  });
});

describe('subdomain availability', () => {
  it('says whether a subdomain is free, whatever the case it was typed in', async () => {
    const therapist = await signUpTherapist(api);
    const taken = await api.call<SubdomainAvailability>('POST', '/api/therapist/check-subdomain', {
      body: { subdomain: therapist.subdomain.toUpperCase() },
      headers: nextAddress(),
    });
    expect(taken.body).toEqual({
      subdomain: therapist.subdomain,
      available: false,
      message: 'This subdomain is already taken',
    });
    const free = await api.call<SubdomainAvailability>('POST', '/api/therapist/check-subdomain', {
      body: { subdomain: uniqueSubdomain('free') },
      headers: nextAddress(),
    });
    expect(free.body.available).toBe(true);
  });

  it('refuses a reserved subdomain with its message', async () => {
    const reply = await api.call<ErrorBody>('POST', '/api/therapist/check-subdomain', {
      body: { subdomain: 'api' },
      headers: nextAddress(),
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors?.subdomain).toBe('This subdomain is reserved');
  });

  it('is rate-limited per network, so the list of practices cannot be walked', async () => {
    const headers = fromAddress('192.0.2.222');
    const replies = [];
    for (let index = 0; index < 61; index++) {
      replies.push(
        await api.call<ErrorBody>('POST', '/api/therapist/check-subdomain', {
          body: { subdomain: `walk${index}x` },
          headers,
        }),
      );
    }
    expect(replies.slice(0, 60).every((reply) => reply.status === 200)).toBe(true);
    expect(replies[60]?.status).toBe(429);
    expect(replies[60]?.body.message).toMatch(
      /Too many subdomain checks from your network\. Please try again in/,
    );
  });
});

describe('therapist sign-in and kinds of account', () => {
  it('signs in with a token and the subdomain; a wrong password is refused plainly', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await signIn(therapist.email, password);
    expect(reply.status).toBe(200);
    expect(reply.body.subdomain).toBe(therapist.subdomain);
    expect(reply.body.token).toBeTruthy();
    const wrong = await signIn(therapist.email, 'not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(wrong.body.message).toBe('Invalid email or password');
    const unknown = await signIn(uniqueEmail('nobody'), password);
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Invalid email or password');
  });

  it('never lets a therapist session open a member endpoint, nor a member session a therapist one', async () => {
    const therapist = await signUpTherapist(api);
    const member = await signUpMember(api);
    expect((await api.call('GET', '/api/auth/user', { token: therapist.token })).status).toBe(401);
    expect((await api.call('GET', '/api/conversations', { token: therapist.token })).status).toBe(401);
    expect((await api.call('GET', '/api/therapist/me', { token: member.token })).status).toBe(401);
    // A member's email is not a therapist account, and the reverse.
    expect((await signIn(member.email, password)).status).toBe(401);
  });

  it('ends the session on logout, so the token stops working', async () => {
    const therapist = await signUpTherapist(api);
    const out = await api.call('POST', '/api/therapist/logout', { token: therapist.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-mw_therapist_session=; .*Max-Age=0/);
    expect((await api.call('GET', '/api/therapist/me', { token: therapist.token })).status).toBe(401);
  });
});

describe('therapist password reset', () => {
  async function linkFor(email: string) {
    const asked = await api.call('POST', '/api/therapist/forgot-password', {
      body: { email },
      headers: nextAddress(),
    });
    expect(asked.status).toBe(200);
    return latestResetToken(email);
  }

  it('mails a link to the therapist reset page that works once and ends every session', async () => {
    const therapist = await signUpTherapist(api);
    const token = await linkFor(therapist.email);
    const [mail] = await mailsTo(therapist.email);
    expect(mail?.text).toContain('/therapist-reset-password?token=');
    const used = await api.call('POST', '/api/therapist/reset-password', {
      body: { token, password: 'new-harbor-light-88' },
    });
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ message: PASSWORD_CHANGED });
    const again = await api.call<ErrorBody>('POST', '/api/therapist/reset-password', {
      body: { token, password: 'another-path-home-19' },
    });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(RESET_LINK_UNUSABLE);
    expect((await api.call('GET', '/api/therapist/me', { token: therapist.token })).status).toBe(401);
    expect((await signIn(therapist.email, 'new-harbor-light-88')).status).toBe(200);
    expect((await signIn(therapist.email, password)).status).toBe(401);
  });

  it('answers an unknown email the same way, and a member link does not open a therapist account', async () => {
    const unknown = await api.call('POST', '/api/therapist/forgot-password', {
      body: { email: uniqueEmail('nobody') },
      headers: nextAddress(),
    });
    expect(unknown.status).toBe(200);
    const member = await signUpMember(api);
    const asked = await api.call('POST', '/api/therapist/forgot-password', {
      body: { email: member.email },
      headers: nextAddress(),
    });
    expect(asked.status).toBe(200);
    expect(await mailsTo(member.email)).toHaveLength(0);
  });

  it('stops working after 1 hour', async () => {
    const therapist = await signUpTherapist(api);
    const expiredToken = await savedExpiredResetLink('therapist', therapist.id);
    const expired = await api.call<ErrorBody>('POST', '/api/therapist/reset-password', {
      body: { token: expiredToken, password: 'too-late-for-this-7' },
    });
    expect(expired.status).toBe(400);
    const token = await linkFor(therapist.email);
    await expect(
      resetPassword(
        therapistPasswordResets,
        token,
        'too-late-again-8',
        Date.now() + (RESET_LINK_SECONDS + 1) * 1000,
      ),
    ).rejects.toMatchObject({ status: 400, message: RESET_LINK_UNUSABLE });
  });
});
