import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { liftSignInLockout, signInPolicy } from '#functions/core/accounts/sign-in-guard.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';
import { listSessionIdsOfAccount } from '#functions/core/db/repositories/sessions-repository.ts';
import { forgedTokens } from '#functions/test-support/forged-tokens.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { type ApiReply, fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import type { AuthResponse, PublicMember } from '#shared/api/schemas/auth.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * Attacks on sign-in and sessions, over real HTTP through the local runtime, as an outsider would
 * try them. Each refusal is what the attacker sees; each success is what the owner needs.
 */
const api = startTestApi();
const PASSWORD = 'quiet-river-42'; // signUpMember's password
const times = (count: number) => Array.from({ length: count }, (_, index) => index);

function login(email: string, password: string, headers: Record<string, string> = {}) {
  return api.call<AuthResponse & ErrorBody>('POST', '/api/auth/login', {
    body: { email, password },
    headers,
  });
}

/**
 * Attempts a few at a time. The local runtime runs every attempt's bcrypt in one process, where AWS
 * runs each in its own Lambda: all at once would outlast the local request deadline, not the limit.
 */
async function inBatches(count: number, size: number, attempt: (index: number) => Promise<ApiReply>) {
  const replies: ApiReply[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = times(Math.min(size, count - start)).map((offset) => start + offset);
    replies.push(...(await Promise.all(batch.map(attempt))));
  }
  return replies;
}

const statuses = (replies: ApiReply[]) => replies.map((reply) => reply.status).sort();
const sessionCookieOf = (member: TestMember) => `__Host-mw_member_session=${member.token}`;

async function storedAttempts(email: string, address: string): Promise<number> {
  const item = await db().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.signInAttemptsFromAddress('member', email, address),
      ConsistentRead: true,
    }),
  );
  return Number(item.Item?.attempts ?? 0);
}

describe('parallel sign-in attempts gain nothing', () => {
  it('after 9 failures, of 6 attempts at once (5 wrong, 1 right) at most one password is checked', async () => {
    const member = await signUpMember(api);
    const attacker = fromAddress('203.0.113.61');
    const first = await inBatches(9, 3, (index) => login(member.email, `guess-${index}`, attacker));
    expect(statuses(first)).toEqual(times(9).map(() => 401));

    const burst = await Promise.all([
      ...times(5).map((index) => login(member.email, `burst-${index}`, attacker)),
      login(member.email, PASSWORD, attacker),
    ]);
    const refused = burst.filter((reply) => reply.status === 429);
    expect(refused).toHaveLength(5); // these were refused before any password was looked at
    expect(burst.filter((reply) => reply.status !== 429)).toHaveLength(1);
    for (const reply of refused) {
      expect(Number(reply.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(reply.body.message).toMatch(/Please try again in 15 minutes/);
    }
    expect(await storedAttempts(member.email, '203.0.113.61')).toBeLessThanOrEqual(
      signInPolicy.lockAfterFailures,
    );
  }, 90_000);

  it('20 wrong attempts at once record no more than the limit: only the attempts left are checked', async () => {
    const member = await signUpMember(api);
    const attacker = fromAddress('203.0.113.62');
    // Five failures first, so the burst has five attempts left (and the local runtime, which runs
    // every bcrypt in one process, stays within its request deadline on a busy machine).
    const before = await inBatches(5, 5, (index) => login(member.email, `first-${index}`, attacker));
    expect(statuses(before)).toEqual(times(5).map(() => 401));
    const burst = await Promise.all(
      times(20).map((index) => login(member.email, `guess-${index}`, attacker)),
    );
    expect(statuses(burst)).toEqual([...times(5).map(() => 401), ...times(15).map(() => 429)]);
    expect(await storedAttempts(member.email, '203.0.113.62')).toBe(signInPolicy.lockAfterFailures);
    // Even the right password is not checked from there now.
    expect((await login(member.email, PASSWORD, attacker)).status).toBe(429);
  }, 90_000);
});

describe('a stranger cannot lock the owner out', () => {
  it('30 failures from 30 addresses slow the account but never keep the owner out', async () => {
    const member = await signUpMember(api);
    const failures = await inBatches(30, 3, (index) =>
      login(member.email, `guess-${index}`, fromAddress(`198.18.0.${index + 1}`)),
    );
    expect(statuses(failures)).toEqual(times(30).map(() => 401));
    const owner = await login(member.email, PASSWORD, fromAddress('192.0.2.200'));
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(member.email);
  }, 120_000);

  it('10 failures from one address refuse that address only, and only for that account', async () => {
    const [victim, neighbour] = [await signUpMember(api), await signUpMember(api)];
    const attacker = fromAddress('203.0.113.63');
    const failures = await inBatches(10, 2, (index) => login(victim.email, `guess-${index}`, attacker));
    expect(statuses(failures)).toEqual(times(10).map(() => 401));

    const refused = await login(victim.email, PASSWORD, attacker);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
    expect(refused.body.message).toBe(
      'Too many failed sign-in attempts for this account from your network, so sign-in from here is paused. Please try again in 15 minutes, or reset your password by mail to sign in now.',
    );
    expect((await login(victim.email, PASSWORD, fromAddress('192.0.2.201'))).status).toBe(200);
    expect((await login(neighbour.email, PASSWORD, attacker)).status).toBe(200);

    // A password reset by mail lifts the lockout for every address.
    await liftSignInLockout('member', victim.email);
    expect((await login(victim.email, PASSWORD, attacker)).status).toBe(200);
  }, 90_000);

  it('rotating IPv6 addresses inside one /64 counts as one address', async () => {
    const member = await signUpMember(api);
    const failures = await inBatches(10, 2, (index) =>
      login(member.email, `guess-${index}`, fromAddress(`[2001:db8:5:6::${index + 1}]`)),
    );
    expect(statuses(failures)).toEqual(times(10).map(() => 401));
    expect((await login(member.email, PASSWORD, fromAddress('[2001:db8:5:6:ffff::9]'))).status).toBe(429);
    expect((await login(member.email, PASSWORD, fromAddress('[2001:db8:5:7::1]'))).status).toBe(200);
  }, 90_000);

  it('an email without an account gets the same answers as one with an account', async () => {
    const member = await signUpMember(api);
    const ghost = `nobody-${Date.now()}@example.com`;
    const [known, unknown] = await Promise.all([
      login(member.email, 'wrong-password-1', fromAddress('203.0.113.64')),
      login(ghost, 'wrong-password-1', fromAddress('203.0.113.64')),
    ]);
    expect([known.status, known.body.message, known.body.code]).toEqual([
      unknown.status,
      unknown.body.message,
      unknown.body.code,
    ]);
  }, 30_000);
});

describe('session tokens', () => {
  it('are refused unless signed by our key with every claim, for this kind of account', async () => {
    const member = await signUpMember(api);
    const { wellFormed, forged } = await forgedTokens(member.token);
    expect((await api.call('GET', '/api/auth/user', { token: wellFormed })).status).toBe(200);

    expect(Object.keys(forged).length).toBeGreaterThanOrEqual(19);
    for (const [shape, token] of Object.entries(forged)) {
      const byBearer = await api.call<ErrorBody>('GET', '/api/auth/user', { token });
      const byCookie = await api.call<ErrorBody>('GET', '/api/auth/user', {
        cookie: `__Host-mw_member_session=${token}`,
      });
      expect([shape, byBearer.status, byCookie.status]).toEqual([shape, 401, 401]);
      expect(byBearer.body.message).toBe('Session expired. Please log in again.');
    }
    // Logout with a forged token ends nothing: the real session still works.
    await api.call('POST', '/api/auth/logout', { token: forged['a fresh key under the real kid'] });
    expect((await api.call('GET', '/api/auth/user', { token: member.token })).status).toBe(200);
  }, 60_000);

  it('cannot be issued by a process that holds only the verify keys', async () => {
    const member = await signUpMember(api);
    const sessionsBefore = await listSessionIdsOfAccount('member', member.id);
    const signingKey = process.env.SESSION_SIGNING_KEY;
    delete process.env.SESSION_SIGNING_KEY;
    resetServerConfig();
    try {
      await expect(issueSession('member', member.id)).rejects.toThrow(/no session signing key/);
      const signIn = await login(member.email, PASSWORD, fromAddress('203.0.113.65'));
      expect(signIn.status).toBe(500);
      expect(signIn.headers.get('set-cookie')).toBeNull();
      expect(signIn.text).not.toMatch(/eyJ/);
      // It still verifies the sessions that exist.
      expect((await api.call('GET', '/api/auth/user', { token: member.token })).status).toBe(200);
    } finally {
      process.env.SESSION_SIGNING_KEY = signingKey;
      resetServerConfig();
    }
    expect(await listSessionIdsOfAccount('member', member.id)).toEqual(sessionsBefore);
  });
});

describe('cross-site requests with the session cookie', () => {
  const json = { 'content-type': 'application/json' };
  const evil = 'https://evil.example';

  it('are refused on chat, login, logout and account changes; the app itself and API clients work', async () => {
    const member = await signUpMember(api);
    const cookie = sessionCookieOf(member);
    const message = JSON.stringify({
      message: 'A note nobody should be able to post for me',
      modeId: 'mirror',
    });
    const portal = api.origin.replace('//localhost', '//demo.localhost');
    const credentials = JSON.stringify({ email: member.email, password: PASSWORD });
    const form = `email=${encodeURIComponent(member.email)}&password=${PASSWORD}`;
    const refusals: [string, string, string, Record<string, string>, number][] = [
      ['POST', '/api/chat', message, { 'content-type': 'text/plain; application/json' }, 415],
      ['POST', '/api/chat', message, { 'content-type': 'text/plain; application/json', origin: evil }, 403],
      ['POST', '/api/chat', message, { 'content-type': 'text/plain' }, 415],
      ['POST', '/api/chat', message, { 'content-type': 'application/json, text/plain' }, 415],
      ['POST', '/api/chat', message, { 'content-type': 'application/jsonp' }, 415],
      ['POST', '/api/chat', message, { 'content-type': 'application/json; charset=latin1' }, 415],
      ['POST', '/api/chat', message, { 'content-type': 'multipart/form-data; boundary=x' }, 415],
      [
        'POST',
        '/api/chat',
        'message=hello&modeId=mirror',
        { 'content-type': 'application/x-www-form-urlencoded' },
        415,
      ],
      ['POST', '/api/chat', message, { ...json, origin: evil }, 403],
      ['POST', '/api/chat', message, { ...json, origin: evil, accept: 'text/event-stream' }, 403],
      ['POST', '/api/chat', message, { ...json, 'sec-fetch-site': 'cross-site' }, 403],
      ['POST', '/api/chat', message, { ...json, origin: 'null' }, 403],
      ['POST', '/api/chat', message, { ...json, origin: portal, 'sec-fetch-site': 'same-site' }, 403],
      ['POST', '/api/chat', message, { ...json, origin: api.origin.replace('http:', 'https:') }, 403],
      ['POST', '/api/auth/login', credentials, { ...json, origin: evil }, 403],
      ['POST', '/api/auth/login', credentials, { ...json, 'sec-fetch-site': 'cross-site' }, 403],
      ['POST', '/api/auth/login', credentials, { ...json, origin: portal }, 403],
      ['POST', '/api/auth/login', credentials, { 'content-type': 'text/plain; application/json' }, 415],
      ['POST', '/api/auth/login', form, { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      ['POST', '/api/auth/register', credentials, { ...json, origin: evil }, 403],
      ['POST', '/api/auth/logout', '', { origin: evil }, 403],
      ['POST', '/api/auth/logout', '', { 'sec-fetch-site': 'cross-site' }, 403],
      ['POST', '/api/auth/logout', 'x=1', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
      [
        'PATCH',
        '/api/conversations/01J0000000000000000000000A',
        '{"title":"x"}',
        { ...json, origin: evil },
        403,
      ],
      ['DELETE', '/api/memory/mirror', '', { origin: evil }, 403],
      ['DELETE', '/api/me', '', { origin: evil }, 403],
      ['DELETE', '/api/me', '', { 'sec-fetch-site': 'cross-site' }, 403],
    ];
    for (const [method, path, rawBody, headers, expected] of refusals) {
      const reply = await api.call<ErrorBody>(method, path, {
        cookie,
        headers,
        ...(rawBody ? { rawBody } : {}),
      });
      expect([method, path, headers, reply.status]).toEqual([method, path, headers, expected]);
      expect(reply.body.message).toMatch(
        expected === 403 ? /came from another site/ : /Content-Type: application\/json/,
      );
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
    const login = await api.call<ErrorBody>('POST', '/api/auth/login', {
      rawBody: credentials,
      headers: { ...json, origin: evil },
    });
    expect(login.status).toBe(403); // signing in from another site, even without a cookie

    // Nothing was written, nothing was ended, the account is still there.
    const conversations = await api.call<{ conversations: unknown[] }>('GET', '/api/conversations', {
      token: member.token,
    });
    expect(conversations.body.conversations).toEqual([]);
    expect((await api.call('GET', '/api/auth/user', { cookie })).status).toBe(200);

    // The app's own origin, with the cookie, works; so does an API client with a Bearer token.
    const own = { ...json, origin: api.origin, 'sec-fetch-site': 'same-origin' };
    expect((await api.call('POST', '/api/chat', { cookie, rawBody: message, headers: own })).status).toBe(
      201,
    );
    const charset = { 'content-type': 'application/json; charset=UTF-8', origin: api.origin };
    expect((await api.call('POST', '/api/chat', { cookie, rawBody: message, headers: charset })).status).toBe(
      201,
    );
    expect(
      (await api.call('POST', '/api/chat', { token: member.token, rawBody: message, headers: json })).status,
    ).toBe(201);
    const signedIn = await api.call<AuthResponse>('POST', '/api/auth/login', {
      rawBody: credentials,
      headers: own,
    });
    expect(signedIn.status).toBe(200);
    const apiClient = await api.call<AuthResponse>('POST', '/api/auth/login', {
      rawBody: credentials,
      headers: json,
    });
    expect(apiClient.status).toBe(200);
    const user = await api.call<PublicMember>('GET', '/api/auth/user', { token: apiClient.body.token });
    expect(user.body.id).toBe(member.id);
    expect((await api.call('POST', '/api/auth/logout', { cookie, headers: own })).status).toBe(204);
    expect((await api.call('GET', '/api/auth/user', { cookie })).status).toBe(401);
    const stillThere = await db().send(
      new GetCommand({ TableName: tableName(), Key: keys.member(member.id) }),
    );
    expect(stillThere.Item).toBeDefined();
  }, 60_000);

  it('the session cookie is __Host- prefixed, Secure, HttpOnly and SameSite=Strict', async () => {
    const member = await signUpMember(api);
    const reply = await login(member.email, PASSWORD, { origin: api.origin });
    const cookie = reply.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^__Host-mw_member_session=[\w.-]+; /);
    const attributes = cookie.split('; ').slice(1);
    expect(attributes).toEqual(expect.arrayContaining(['Path=/', 'HttpOnly', 'SameSite=Strict', 'Secure']));
    expect(cookie).not.toMatch(/Domain=/i);
  });
});
