import { randomBytes } from 'node:crypto';
import { decodeJwt } from 'jose';
import { describe, expect, it, vi } from 'vitest';
import { hashLinkToken } from '#functions/core/accounts/link-tokens.ts';
import { memberPasswordResets } from '#functions/core/accounts/member-password-reset.ts';
import {
  REQUEST_ANSWER_MS,
  RESET_LINK_SECONDS,
  requestPasswordReset,
  resetPassword,
} from '#functions/core/accounts/password-reset.ts';
import { issueSession } from '#functions/core/accounts/session-tokens.ts';
import { signInPolicy } from '#functions/core/accounts/sign-in-guard.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { updateItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { getPasswordReset } from '#functions/core/db/repositories/password-resets-repository.ts';
import { captureLogLines } from '#functions/test-support/captured-logs.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { latestResetToken, mailsTo } from '#functions/test-support/outbox.ts';
import { savedExpiredResetLink } from '#functions/test-support/password-resets.ts';
import { everyTableItem } from '#functions/test-support/table-items.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import type { AuthResponse } from '#shared/api/schemas/auth.ts';
import {
  PASSWORD_CHANGED,
  type PasswordResetReply,
  RESET_LINK_SENT,
  RESET_LINK_UNUSABLE,
} from '#shared/api/schemas/password-reset.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * Password reset by mail, attacked over HTTP: whether a stranger can learn who has an account,
 * reuse or race a link, outlive its hour, find the token in the table, keep a stolen session,
 * keep the owner locked out, set a weak password, or flood someone's inbox.
 */
const api = startTestApi();
const SIGN_UP_PASSWORD = 'quiet-river-42';
let addressCounter = 0;
/** Each test asks from its own network, so per-address limits in one never touch another. */
const nextAddress = () => `198.51.100.${++addressCounter}`;

function askForLink(email: string, address = nextAddress()) {
  return api.call<PasswordResetReply & ErrorBody>('POST', '/api/auth/forgot-password', {
    body: { email },
    headers: fromAddress(address),
  });
}

function followLink(token: string, password: string) {
  return api.call<PasswordResetReply & ErrorBody>('POST', '/api/auth/reset-password', {
    body: { token, password },
  });
}

/** The server-side session a token refers to (its `sid` claim). */
const sessionIdOf = (token: string) => String(decodeJwt(token).sid);

function signIn(email: string, password: string, address = nextAddress()) {
  return api.call<AuthResponse & ErrorBody>('POST', '/api/auth/login', {
    body: { email, password },
    headers: fromAddress(address),
  });
}

async function linkFor(member: TestMember): Promise<string> {
  const asked = await askForLink(member.email);
  expect(asked.status).toBe(200);
  return latestResetToken(member.email);
}

async function everyItemInTheTable(): Promise<string> {
  return JSON.stringify(await everyTableItem());
}

describe('asking for a reset link', () => {
  it('answers a known and an unknown email with the same status and body, and mails only the account', async () => {
    const member = await signUpMember(api);
    const stranger = uniqueEmail('nobody');
    const known = await askForLink(member.email);
    const unknown = await askForLink(stranger);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(unknown.text).toBe(known.text);
    expect(known.body).toEqual({ message: RESET_LINK_SENT });
    expect(await mailsTo(member.email)).toHaveLength(1);
    expect(await mailsTo(stranger)).toHaveLength(0);
  });

  it('takes about the same time for a known and an unknown email, even when sending mail is slow', async () => {
    const member = await signUpMember(api);
    const slowMail = () => new Promise<void>((sent) => setTimeout(sent, 400));
    const timed = async (email: string) => {
      const started = performance.now();
      await requestPasswordReset(memberPasswordResets, email, nextAddress(), { sendMail: slowMail });
      return performance.now() - started;
    };
    const known = await timed(member.email);
    const unknown = await timed(uniqueEmail('nobody'));
    expect(unknown).toBeGreaterThanOrEqual(REQUEST_ANSWER_MS - 5);
    expect(Math.abs(known - unknown)).toBeLessThan(150);
  });

  it('refuses a sixth link for one email within the hour, known or not, so an inbox cannot be flooded', async () => {
    const member = await signUpMember(api);
    const stranger = uniqueEmail('nobody');
    for (const email of [member.email, stranger]) {
      // From many networks at once: the per-email limit holds whoever asks.
      const replies = await Promise.all(Array.from({ length: 6 }, () => askForLink(email)));
      const statuses = replies.map((reply) => reply.status).sort();
      expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
      const refused = replies.find((reply) => reply.status === 429);
      expect(refused?.body.message).toMatch(
        /^Several reset links were asked for this email within the hour\. If it has an account, the newest link in its inbox works\. Please try again in \d+ minutes?\.$/,
      );
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await mailsTo(member.email)).toHaveLength(5);
  }, 60_000);

  it('refuses a network that asks for more than 20 links an hour', async () => {
    const network = nextAddress();
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => askForLink(uniqueEmail('nobody'), network)),
    );
    expect(replies.every((reply) => reply.status === 200)).toBe(true);
    const refused = await askForLink(uniqueEmail('nobody'), network);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many password reset requests from your network\./);
    expect((await askForLink(uniqueEmail('nobody'))).status).toBe(200);
  }, 60_000);

  it('mails a link to the app, valid for 1 hour, and stores only the SHA-256 of its token', async () => {
    const member = await signUpMember(api);
    const before = Math.floor(Date.now() / 1000);
    const token = await linkFor(member);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(member.email);
    expect(mail?.subject).toBe('Reset your Mirrorwell password');
    expect(mail?.text).toContain(`${process.env.APP_ORIGIN}/reset-password?token=${token}`);
    expect(mail?.html).toContain(`href="${process.env.APP_ORIGIN}/reset-password?token=${token}"`);

    const stored = await getPasswordReset('member', hashLinkToken(token));
    expect(stored?.subjectId).toBe(member.id);
    expect(stored?.expiresAt).toBeGreaterThanOrEqual(before + RESET_LINK_SECONDS);
    expect(stored?.expiresAt).toBeLessThanOrEqual(before + RESET_LINK_SECONDS + 5);
    const table = await everyItemInTheTable();
    expect(table).toContain(hashLinkToken(token));
    expect(table).not.toContain(token);
  });
});

describe('what the logs keep', () => {
  it('never the address, the link or the new password, even when the mail cannot be sent', async () => {
    const member = await signUpMember(api);
    const written = captureLogLines();
    try {
      const token = await linkFor(member);
      expect((await followLink(token, 'private-new-secret-77')).status).toBe(200);

      // A mail that cannot be sent gets the same answer (another would reveal the account) and
      // an error in the logs for the operators.
      const outbox = process.env.MAIL_OUTBOX_DIR;
      vi.stubEnv('MAIL_OUTBOX_DIR', '/dev/null/not-a-folder');
      resetServerConfig();
      const unsent = await askForLink(member.email);
      vi.stubEnv('MAIL_OUTBOX_DIR', outbox);
      resetServerConfig();
      expect(unsent.status).toBe(200);
      expect(unsent.body).toEqual({ message: RESET_LINK_SENT });

      const logs = written.join('\n');
      expect(logs).toContain('/api/auth/reset-password');
      expect(logs).toContain('password reset mail not sent');
      for (const secret of [member.email, token, hashLinkToken(token), 'private-new-secret-77']) {
        expect(logs).not.toContain(secret);
      }
    } finally {
      vi.restoreAllMocks();
      vi.unstubAllEnvs();
      resetServerConfig();
    }
  });
});

describe('using a reset link', () => {
  it('works once: the new password signs in, the old one and a second use of the link do not', async () => {
    const member = await signUpMember(api);
    const token = await linkFor(member);
    const used = await followLink(token, 'new-harbor-light-88');
    expect(used.status).toBe(200);
    expect(used.body).toEqual({ message: PASSWORD_CHANGED });
    expect(used.headers.get('set-cookie')).toMatch(/^__Host-mw_member_session=; .*Max-Age=0/);

    const again = await followLink(token, 'another-path-home-19');
    expect(again.status).toBe(400);
    expect(again.body.errors).toEqual({ token: RESET_LINK_UNUSABLE });
    expect((await signIn(member.email, 'new-harbor-light-88')).status).toBe(200);
    expect((await signIn(member.email, SIGN_UP_PASSWORD)).status).toBe(401);
    expect((await signIn(member.email, 'another-path-home-19')).status).toBe(401);
  });

  it('lets exactly one of two parallel uses win', async () => {
    const member = await signUpMember(api);
    const token = await linkFor(member);
    const passwords = ['first-racer-pass-1', 'second-racer-pass-2'];
    const replies = await Promise.all(passwords.map((password) => followLink(token, password)));
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 400]);
    const winner = passwords[replies.findIndex((reply) => reply.status === 200)] as string;
    const loser = passwords.find((password) => password !== winner) as string;
    expect((await signIn(member.email, winner)).status).toBe(200);
    expect((await signIn(member.email, loser)).status).toBe(401);
  });

  it('stops working after 1 hour', async () => {
    const member = await signUpMember(api);
    const expiredToken = await savedExpiredResetLink('member', member.id);
    const expired = await followLink(expiredToken, 'too-late-for-this-7');
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(RESET_LINK_UNUSABLE);

    // A mailed link, used by a clock one second past its hour, and then within it.
    const token = await linkFor(member);
    const mailedAt = Date.now();
    await expect(
      resetPassword(
        memberPasswordResets,
        token,
        'too-late-again-8',
        mailedAt + (RESET_LINK_SECONDS + 1) * 1000,
      ),
    ).rejects.toMatchObject({ status: 400, message: RESET_LINK_UNUSABLE });
    await resetPassword(
      memberPasswordResets,
      token,
      'just-in-time-9',
      mailedAt + (RESET_LINK_SECONDS - 5) * 1000,
    );
    expect((await signIn(member.email, 'just-in-time-9')).status).toBe(200);
  });

  it('works only for the newest link: asking again makes older links useless', async () => {
    const member = await signUpMember(api);
    const older = await linkFor(member);
    const newer = await linkFor(member);
    expect(newer).not.toBe(older);
    expect((await followLink(older, 'from-the-old-link-1')).status).toBe(400);
    expect((await followLink(newer, 'from-the-new-link-2')).status).toBe(200);
    expect((await signIn(member.email, 'from-the-new-link-2')).status).toBe(200);
  });

  it('ends every session of the account, so a stolen session token stops working', async () => {
    const member = await signUpMember(api);
    const otherDevice = await signIn(member.email, SIGN_UP_PASSWORD);
    expect(otherDevice.status).toBe(200);
    for (const token of [member.token, otherDevice.body.token]) {
      expect((await api.call('GET', '/api/auth/user', { token })).status).toBe(200);
    }
    expect((await followLink(await linkFor(member), 'fresh-start-pass-3')).status).toBe(200);
    for (const token of [member.token, otherDevice.body.token]) {
      const after = await api.call<ErrorBody>('GET', '/api/auth/user', { token });
      expect(after.status).toBe(401);
    }
  });

  it('ends a session the sessions index had not listed yet (it is eventually consistent)', async () => {
    const member = await signUpMember(api);
    const justMade = await issueSession('member', member.id);
    // As the index stands a moment after a sign-in: the session exists, the index does not list it.
    await updateItem(keys.session(sessionIdOf(justMade.token)), { expression: 'REMOVE gsi2pk, gsi2sk' });
    expect((await api.call('GET', '/api/auth/user', { token: justMade.token })).status).toBe(200);

    expect((await followLink(await linkFor(member), 'fresh-start-pass-5')).status).toBe(200);
    const after = await api.call<ErrorBody>('GET', '/api/auth/user', { token: justMade.token });
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
    // Signing in with the new password makes a session that works.
    const again = await signIn(member.email, 'fresh-start-pass-5');
    expect(again.status).toBe(200);
    expect((await api.call('GET', '/api/auth/user', { token: again.body.token })).status).toBe(200);
  });

  it('lifts a sign-in lockout, so a stranger cannot keep the owner out', async () => {
    const member = await signUpMember(api);
    // The owner shares the stranger's network (one café), so that address is refused for the account.
    const shared = nextAddress();
    const failures = await Promise.all(
      Array.from({ length: signInPolicy.lockAfterFailures }, () =>
        signIn(member.email, 'a-stranger-guess-1', shared),
      ),
    );
    expect(failures.every((reply) => reply.status === 401)).toBe(true);
    expect((await signIn(member.email, SIGN_UP_PASSWORD, shared)).status).toBe(429);

    expect((await followLink(await linkFor(member), 'back-in-again-44')).status).toBe(200);
    const signedIn = await signIn(member.email, 'back-in-again-44', shared);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(member.id);
  }, 60_000);

  it('is gone with the account: deleting the account removes its link and the record of the newest', async () => {
    const member = await signUpMember(api);
    const token = await linkFor(member);
    expect(await everyItemInTheTable()).toContain(member.id);
    const deleted = await api.call('DELETE', '/api/me', {
      token: member.token,
      body: { password: SIGN_UP_PASSWORD },
    });
    expect(deleted.status).toBe(204);
    expect(await everyItemInTheTable()).not.toContain(member.id);
    expect((await followLink(token, 'after-the-end-71')).status).toBe(400);
  });

  it('refuses short, too long and common passwords with their messages, and the link still works after', async () => {
    const member = await signUpMember(api);
    const token = await linkFor(member);
    const cases = [
      ['short', 'Password must be at least 8 characters'],
      ['é'.repeat(37), 'Password must be at most 72 bytes'],
      ['Password123', 'This password is too common. Please choose one that is harder to guess.'],
    ] as const;
    for (const [password, message] of cases) {
      const refused = await followLink(token, password);
      expect(refused.status).toBe(400);
      expect(refused.body.errors?.password).toBe(message);
    }
    expect((await followLink(token, 'a-strong-new-one-5')).status).toBe(200);
  });

  it('answers a malformed or made-up token like a used one', async () => {
    for (const token of ['', 'not-a-token', randomBytes(32).toString('base64url')]) {
      const reply = await followLink(token, 'whatever-new-pass-6');
      expect(reply.status).toBe(400);
      expect(reply.body.errors?.token).toBe(RESET_LINK_UNUSABLE);
    }
  });
});
