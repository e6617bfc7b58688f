import { describe, expect, it } from 'vitest';
import { findClientByInvitation } from '#functions/core/clients/practice-clients.ts';
import { getItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { ClientList, PracticeClient } from '#shared/api/schemas/clients.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

function add(therapist: TestTherapist, body: Record<string, unknown>) {
  return api.call<PracticeClient & ErrorBody>('POST', '/api/therapist/clients', {
    token: therapist.token,
    body,
  });
}
function list(therapist: TestTherapist) {
  return api.call<ClientList>('GET', '/api/therapist/clients', { token: therapist.token });
}
const person = (firstName: string, extra: Record<string, unknown> = {}) => ({
  firstName,
  lastName: 'Rivera',
  email: '',
  clientIdentifier: '',
  notes: '',
  ...extra,
});

describe('adding clients', () => {
  it('adds a client with only the names, and lists clients newest first with their metrics', async () => {
    const therapist = await signUpTherapist(api);
    const first = await add(therapist, { firstName: 'Lena', lastName: 'Park' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      firstName: 'Lena',
      lastName: 'Park',
      email: null,
      isActive: true,
      totalSessions: 0,
      lastSessionDate: null,
      hasAccount: false,
    });
    await add(
      therapist,
      person('Omar', { email: ' Omar@Example.com ', clientIdentifier: 'C-17', notes: 'Tuesdays' }),
    );
    const listed = await list(therapist);
    expect(listed.body.clients.map((client) => client.firstName)).toEqual(['Omar', 'Lena']);
    expect(listed.body.clients[0]).toMatchObject({
      email: 'omar@example.com',
      clientIdentifier: 'C-17',
      notes: 'Tuesdays',
    });
  });

  it('answers bad fields with their messages and adds nothing', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await add(therapist, { firstName: ' ', lastName: '', email: 'not-mail' });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      email: 'Please enter a valid email address',
    });
    expect((await list(therapist)).body.clients).toEqual([]);
  });

  it('keeps a client email unique within a practice, while another practice may use it', async () => {
    const therapist = await signUpTherapist(api);
    const email = uniqueEmail('client');
    expect((await add(therapist, person('Ada', { email }))).status).toBe(201);
    const again = await add(therapist, person('Ada', { email: email.toUpperCase() }));
    expect(again.status).toBe(409);
    expect(again.body.errors?.email).toBe('A client with this email is already in your practice.');
    const other = await signUpTherapist(api);
    expect((await add(other, person('Ada', { email }))).status).toBe(201);
  });

  it('holds the trial limit of 10 under parallel adds, naming the limit and the plan', async () => {
    const therapist = await signUpTherapist(api);
    for (let index = 0; index < 8; index++)
      expect((await add(therapist, person(`C${index}`))).status).toBe(201);
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) => add(therapist, person(`P${index}`))),
    );
    expect(replies.filter((reply) => reply.status === 201)).toHaveLength(2);
    const refused = replies.filter((reply) => reply.status !== 201);
    expect(refused.every((reply) => reply.status === 403)).toBe(true);
    expect(refused[0]?.body.message).toBe(
      'Your free trial includes up to 10 clients, and you have reached that limit. Subscribe to the Professional plan to add up to 50 clients.',
    );
    expect((await list(therapist)).body.clients).toHaveLength(10);
    const profile = await getItem(keys.therapist(therapist.id));
    expect(profile?.activeClientCount).toBe(10);
  });

  it('frees a place when a client is deactivated, and limits reactivation like an add', async () => {
    const therapist = await signUpTherapist(api);
    const ids: string[] = [];
    for (let index = 0; index < 10; index++) ids.push((await add(therapist, person(`C${index}`))).body.id);
    const first = ids[0] as string;
    const off = await api.call<PracticeClient>('PATCH', `/api/therapist/clients/${first}`, {
      token: therapist.token,
      body: { isActive: false },
    });
    expect(off.status).toBe(200);
    expect(off.body.isActive).toBe(false);
    expect((await add(therapist, person('Newcomer'))).status).toBe(201);
    const back = await api.call<ErrorBody>('PATCH', `/api/therapist/clients/${first}`, {
      token: therapist.token,
      body: { isActive: true },
    });
    expect(back.status).toBe(403);
    expect(back.body.message).toMatch(/up to 10 clients/);
    const still = (await list(therapist)).body.clients.find((client) => client.id === first);
    expect(still?.isActive).toBe(false);
  });
});

describe('one practice never reaches another practice’s clients', () => {
  it('answers another practice’s client id as not found and changes nothing', async () => {
    const owner = await signUpTherapist(api);
    const intruder = await signUpTherapist(api);
    const client = (await add(owner, person('Private', { email: uniqueEmail('client') }))).body;
    for (const [method, path, body] of [
      ['PATCH', `/api/therapist/clients/${client.id}`, { isActive: false }],
      ['PATCH', `/api/therapist/clients/${client.id}`, { notes: 'changed' }],
      ['POST', `/api/therapist/clients/${client.id}/invite`, undefined],
    ] as const) {
      const reply = await api.call<ErrorBody>(method, path, {
        token: intruder.token,
        ...(body ? { body } : {}),
      });
      expect(reply.status).toBe(404);
      expect(reply.body.message).toBe('Client not found');
    }
    expect((await list(intruder)).body.clients).toEqual([]);
    const mine = (await list(owner)).body.clients[0];
    expect(mine).toMatchObject({ isActive: true, notes: null, invitedAt: null });
    expect(await mailsTo(client.email as string)).toHaveLength(0);
  });
});

describe('inviting a client', () => {
  it('mails the portal link and a sign-up link bound to the record, storing only the token’s hash', async () => {
    const therapist = await signUpTherapist(api);
    const email = uniqueEmail('client');
    const client = (await add(therapist, person('Noa', { email }))).body;
    const reply = await api.call<PracticeClient>('POST', `/api/therapist/clients/${client.id}/invite`, {
      token: therapist.token,
    });
    expect(reply.status).toBe(200);
    expect(reply.body.invitedAt).toBeTruthy();
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Maya Ortiz invited you to their client portal');
    expect(mail?.text).toContain(`http://${therapist.subdomain}.localhost`);
    const link = mail?.text.match(/\/client\/register\?invite=([0-9a-f-]{36})\.([A-Za-z0-9_-]+)/);
    expect(link?.[1]).toBe(client.id);
    const token = link?.[2] as string;
    const stored = await getItem(keys.client(therapist.id, client.id));
    expect(JSON.stringify(stored)).not.toContain(token);

    expect((await findClientByInvitation(therapist.id, `${client.id}.${token}`))?.id).toBe(client.id);
    expect(await findClientByInvitation(therapist.id, `${client.id}.${token}x`)).toBeUndefined();
    const other = await signUpTherapist(api);
    expect(await findClientByInvitation(other.id, `${client.id}.${token}`)).toBeUndefined();

    // A newer invitation replaces the older link.
    await api.call('POST', `/api/therapist/clients/${client.id}/invite`, { token: therapist.token });
    expect(await findClientByInvitation(therapist.id, `${client.id}.${token}`)).toBeUndefined();
  });

  it('refuses a client without an email, plainly', async () => {
    const therapist = await signUpTherapist(api);
    const client = (await add(therapist, person('NoMail'))).body;
    const reply = await api.call<ErrorBody>('POST', `/api/therapist/clients/${client.id}/invite`, {
      token: therapist.token,
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Add an email address to this client before sending an invitation.');
  });
});
