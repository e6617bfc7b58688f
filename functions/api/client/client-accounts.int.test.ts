import { describe, expect, it } from 'vitest';
import { getItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import {
  getClientConversation,
  listClientMessages,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import {
  clientSignUpBody,
  invitedClient,
  sendClientSignUp,
  signUpClient,
  type TestClient,
} from '#functions/test-support/clients.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { latestResetToken, mailsTo } from '#functions/test-support/outbox.ts';
import { addressesIn, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { ClientAuthResponse, CurrentClient } from '#shared/api/schemas/client-account.ts';
import type { ClientList } from '#shared/api/schemas/clients.ts';
import {
  PASSWORD_CHANGED,
  RESET_LINK_SENT,
  RESET_LINK_UNUSABLE,
} from '#shared/api/schemas/password-reset.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const password = 'calm-harbor-73';
const nextAddress = addressesIn('203.0.113');

const messages = {
  paused: "Your access to this practice's portal is paused. Please contact your therapist.",
  invalid: 'Invalid email or password',
  wrongDeletionPassword: 'That password is not right, so your account has not been deleted.',
};

function register(therapist: TestTherapist, overrides: Record<string, unknown> = {}) {
  return sendClientSignUp(api, clientSignUpBody(therapist, overrides), nextAddress());
}
function login(subdomain: string, email: string, withPassword: string) {
  return api.call<ClientAuthResponse & ErrorBody>('POST', '/api/client/login', {
    body: { email, password: withPassword, therapistSubdomain: subdomain },
    headers: nextAddress(),
  });
}
const me = (token: string) => api.call<CurrentClient & ErrorBody>('GET', '/api/client/me', { token });
const clientsOf = async (therapist: TestTherapist) =>
  (await api.call<ClientList>('GET', '/api/therapist/clients', { token: therapist.token })).body.clients;

describe('client sign-in', () => {
  it('signs in with the right password, and answers a wrong password like an unknown email', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const ok = await login(therapist.subdomain, client.email, client.password);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ subdomain: therapist.subdomain, client: { id: client.id } });
    expect(ok.headers.get('set-cookie')).toMatch(/^__Host-mw_client_session=/);
    expect((await me(ok.body.token)).status).toBe(200);
    const wrong = await login(therapist.subdomain, client.email, 'not-the-password');
    const unknown = await login(therapist.subdomain, uniqueEmail('nobody'), 'not-the-password');
    expect([wrong.status, unknown.status]).toEqual([401, 401]);
    expect(wrong.body.message).toBe(messages.invalid);
    expect(unknown.body.message).toBe(messages.invalid);
  });

  it('keeps each kind of account and each practice apart', async () => {
    const practiceA = await signUpTherapist(api);
    const practiceB = await signUpTherapist(api);
    const client = await signUpClient(api, practiceA);
    expect((await api.call('GET', '/api/therapist/me', { token: client.token })).status).toBe(401);
    expect((await me(practiceA.token)).status).toBe(401);
    expect((await me((await signUpMember(api)).token)).status).toBe(401);
    expect((await login(practiceB.subdomain, client.email, client.password)).status).toBe(401);

    // The same person may have an account at both practices, each with its own password.
    const atB = await signUpClient(api, practiceB, { email: client.email, password: 'other-harbor-88' });
    expect(atB.id).not.toBe(client.id);
    expect((await login(practiceB.subdomain, client.email, 'other-harbor-88')).status).toBe(200);
    expect((await login(practiceA.subdomain, client.email, 'other-harbor-88')).status).toBe(401);
    expect((await login(practiceA.subdomain, client.email, client.password)).status).toBe(200);
    expect((await me(atB.token)).body.practice.subdomain).toBe(practiceB.subdomain);
  });

  it('tells a paused client so only after the right password, and ends their sessions’ access', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const paused = await api.call('PATCH', `/api/therapist/clients/${client.id}`, {
      token: therapist.token,
      body: { isActive: false },
    });
    expect(paused.status).toBe(200);
    const right = await login(therapist.subdomain, client.email, client.password);
    expect(right.status).toBe(403);
    expect(right.body.message).toBe(messages.paused);
    const wrong = await login(therapist.subdomain, client.email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect((await me(client.token)).status).toBe(401);
  });

  it('logs out: the session ends on the server and the cookie is cleared', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const out = await api.call('POST', '/api/client/logout', { token: client.token });
    expect(out.status).toBe(204);
    expect(out.headers.get('set-cookie')).toMatch(/^__Host-mw_client_session=; .*Max-Age=0/);
    const after = await me(client.token);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
  });
});

describe('client password reset', () => {
  it('mails a single-use portal link that ends every session and sets the new password', async () => {
    const therapist = await signUpTherapist(api);
    const other = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    // The sign-up link they opened is in their inbox already.
    const signUpMails = (await mailsTo(client.email)).length;
    const forgot = (subdomain: string, email: string) =>
      api.call<{ message: string }>('POST', '/api/client/forgot-password', {
        body: { email, therapistSubdomain: subdomain },
        headers: nextAddress(),
      });
    const elsewhere = await forgot(other.subdomain, client.email);
    const unknown = await forgot(therapist.subdomain, uniqueEmail('nobody'));
    expect([elsewhere.status, unknown.status]).toEqual([200, 200]);
    expect(elsewhere.body.message).toBe(RESET_LINK_SENT);
    expect(await mailsTo(client.email)).toHaveLength(signUpMails);

    const asked = await forgot(therapist.subdomain, client.email);
    expect(asked.body).toEqual(unknown.body);
    const [mail] = await mailsTo(client.email);
    expect(mail?.text).toContain(`http://${therapist.subdomain}.localhost`);
    expect(mail?.text).toContain('/client/reset-password?token=');
    const token = await latestResetToken(client.email);

    const reset = await api.call<{ message: string }>('POST', '/api/client/reset-password', {
      body: { token, password: 'new-harbor-2024' },
    });
    expect(reset.status).toBe(200);
    expect(reset.body.message).toBe(PASSWORD_CHANGED);
    expect((await me(client.token)).status).toBe(401);
    expect((await login(therapist.subdomain, client.email, client.password)).status).toBe(401);
    expect((await login(therapist.subdomain, client.email, 'new-harbor-2024')).status).toBe(200);
    const twice = await api.call<ErrorBody>('POST', '/api/client/reset-password', {
      body: { token, password: 'third-harbor-55' },
    });
    expect(twice.status).toBe(400);
    expect(twice.body.message).toBe(RESET_LINK_UNUSABLE);
  });
});

async function seedOwnConversations(client: TestClient, someoneElse: TestClient) {
  const chat = await seedConversation(
    client.tenantId,
    { clientId: client.id, therapistNotes: 'THERAPIST-NOTE-1' },
    [
      { role: 'client', content: 'I slept badly before the exam' },
      { role: 'assistant', content: 'That sounds exhausting.' },
    ],
  );
  const journal = await seedConversation(
    client.tenantId,
    {
      clientId: client.id,
      kind: 'journal',
      rating: 4,
      sharedWithTherapist: true,
      flaggedForReview: true,
      flag: {
        grade: 'check-in',
        reason: 'Low mood',
        signals: ['SIGNAL-ID-77'],
        flaggedAt: new Date().toISOString(),
      },
    },
    [{ role: 'client', content: 'Journal: a calmer day today' }],
  );
  const theirs = await seedConversation(someoneElse.tenantId, { clientId: someoneElse.id }, [
    { role: 'client', content: 'SOMEONE ELSE’S WORDS' },
  ]);
  return { chat, journal, theirs };
}

describe('a client’s own data', () => {
  it('exports their conversations and journal, never another client’s or the therapist’s notes', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const neighbour = await signUpClient(api, therapist);
    const { journal } = await seedOwnConversations(client, neighbour);
    const reply = await api.call<{
      profile: Record<string, string>;
      conversations: { kind: string; rating: number | null; sharedWithTherapist: boolean }[];
    }>('GET', '/api/client/export', { token: client.token });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="[^"]+\.json"$/);
    expect(reply.body.profile).toEqual({
      firstName: 'Jonah',
      lastName: 'Reyes',
      email: client.email,
      practiceName: "Maya Ortiz's Practice",
    });
    expect(reply.body.conversations).toHaveLength(2);
    expect(reply.text).toContain('I slept badly before the exam');
    expect(reply.text).toContain('That sounds exhausting.');
    expect(reply.text).toContain('Journal: a calmer day today');
    expect(reply.body.conversations.find((conversation) => conversation.kind === 'journal')).toMatchObject({
      rating: 4,
      sharedWithTherapist: true,
    });
    expect(journal.id).toBeTruthy();
    for (const secret of ['SOMEONE ELSE', 'THERAPIST-NOTE-1', 'SIGNAL-ID-77', 'passwordHash']) {
      expect(reply.text).not.toContain(secret);
    }
  });

  it('keeps everything when the deletion password is wrong', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const { chat } = await seedOwnConversations(client, await signUpClient(api, therapist));
    const reply = await api.call<ErrorBody>('DELETE', '/api/client/account', {
      token: client.token,
      body: { password: 'not-the-password' },
    });
    expect(reply.status).toBe(403);
    expect(reply.body.message).toBe(messages.wrongDeletionPassword);
    expect((await me(client.token)).status).toBe(200);
    expect(await getClientConversation(therapist.id, chat.id)).toBeDefined();
    const empty = await api.call<ErrorBody>('DELETE', '/api/client/account', {
      token: client.token,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.password).toBe('Enter your password to delete your account');
  });

  it('deletes the account: conversations, sessions and email go; the therapist keeps an inactive record', async () => {
    const therapist = await signUpTherapist(api);
    const invited = await invitedClient(api, therapist);
    const bound = await register(therapist, { email: invited.email, invitation: invited.invitation });
    const client: TestClient = {
      id: bound.body.client.id,
      token: bound.body.token,
      email: invited.email,
      password,
      tenantId: therapist.id,
    };
    const second = await login(therapist.subdomain, client.email, password);
    const neighbour = await signUpClient(api, therapist);
    const { chat, journal, theirs } = await seedOwnConversations(client, neighbour);

    const reply = await api.call('DELETE', '/api/client/account', {
      token: client.token,
      body: { password },
    });
    expect(reply.status).toBe(204);
    expect(reply.headers.get('set-cookie')).toMatch(/^__Host-mw_client_session=; .*Max-Age=0/);
    expect((await me(client.token)).status).toBe(401);
    expect((await me(second.body.token)).status).toBe(401);
    expect((await login(therapist.subdomain, client.email, password)).status).toBe(401);
    for (const id of [chat.id, journal.id]) {
      expect(await getClientConversation(therapist.id, id)).toBeUndefined();
      expect(await listClientMessages(therapist.id, id)).toEqual([]);
    }
    expect(await getClientConversation(therapist.id, theirs.id)).toBeDefined();
    expect((await me(neighbour.token)).status).toBe(200);

    const record = (await clientsOf(therapist)).find((listed) => listed.id === client.id);
    expect(record).toMatchObject({ isActive: false, hasAccount: false, notes: 'Prefers mornings' });
    const stored = await getItem(keys.client(therapist.id, client.id));
    expect(stored?.passwordHash).toBeUndefined();

    const again = await signUpClient(api, therapist, { email: client.email });
    expect(again.id).not.toBe(client.id);
  });

  it('takes the email off a record the client created by signing up, and frees its place', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const reply = await api.call('DELETE', '/api/client/account', {
      token: client.token,
      body: { password: client.password },
    });
    expect(reply.status).toBe(204);
    expect(await clientsOf(therapist)).toMatchObject([{ id: client.id, email: null, isActive: false }]);
    const profile = await getItem(keys.therapist(therapist.id));
    expect(profile?.activeClientCount).toBe(0);
  });
});
