import { describe, expect, it } from 'vitest';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import {
  addClient,
  clientSignUpBody,
  mailedInvitation,
  sendClientSignUp,
  signUpClient,
} from '#functions/test-support/clients.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { ClientList, ClientSessionMetrics } from '#shared/api/schemas/clients.ts';
import type { DashboardStats } from '#shared/api/schemas/practice-dashboard.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const SECRET = 'words only the client may share';

const metricsOf = (therapist: TestTherapist, clientId: string) =>
  api.call<ClientSessionMetrics & ErrorBody>('GET', `/api/therapist/clients/${clientId}/metrics`, {
    token: therapist.token,
  });
const statusOf = async (therapist: TestTherapist, clientId: string) => {
  const list = await api.call<ClientList>('GET', '/api/therapist/clients', { token: therapist.token });
  return list.body.clients.find((client) => client.id === clientId)?.status;
};
const activeClients = async (therapist: TestTherapist) =>
  (await api.call<DashboardStats>('GET', '/api/therapist/dashboard-stats', { token: therapist.token })).body
    .activeClients;

describe('a client counts as active only after accepting the invitation', () => {
  it('goes from not joined to invited to active, and the Active Clients count follows', async () => {
    const therapist = await signUpTherapist(api);
    const email = uniqueEmail('client');
    const added = await addClient(api, therapist, { firstName: 'Noa', lastName: 'Lind', email });
    expect(added.body.status).toBe('not-joined');
    expect(await activeClients(therapist)).toBe(0);

    await api.call('POST', `/api/therapist/clients/${added.body.id}/invite`, { token: therapist.token });
    expect(await statusOf(therapist, added.body.id)).toBe('invited');
    expect(await activeClients(therapist)).toBe(0);

    const invitation = await mailedInvitation(email);
    const accepted = await sendClientSignUp(
      api,
      clientSignUpBody(therapist, { firstName: 'Noa', lastName: 'Lind', email, invitation }),
      fromAddress('198.18.77.7'),
    );
    expect(accepted.status).toBe(201);
    expect(await statusOf(therapist, added.body.id)).toBe('active');
    expect(await activeClients(therapist)).toBe(1);

    await api.call('PATCH', `/api/therapist/clients/${added.body.id}`, {
      token: therapist.token,
      body: { isActive: false },
    });
    expect(await statusOf(therapist, added.body.id)).toBe('inactive');
    expect(await activeClients(therapist)).toBe(0);
  });
});

describe('a client’s session metrics', () => {
  it('give sessions, lengths, dates and ratings of that client only, newest first, never the text', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const older = '2026-10-02T09:00:00.000Z';
    const newer = '2026-10-30T18:30:00.000Z';
    await seedConversation(
      therapist.id,
      { clientId: client.id, startedAt: older, durationMinutes: 10, rating: 3 },
      [{ role: 'client', content: SECRET }],
    );
    await seedConversation(
      therapist.id,
      { clientId: client.id, startedAt: newer, durationMinutes: 25, messageCount: 9, rating: 5 },
      [{ role: 'client', content: SECRET }],
    );
    await seedConversation(therapist.id, {
      clientId: client.id,
      durationMinutes: 1,
      startedAt: newer.replace('18:30', '08:00'),
    });
    // Another person's conversation in the same practice is not this client's.
    await seedConversation(therapist.id, { visitorName: 'Ana', durationMinutes: 50, rating: 1 });

    const reply = await metricsOf(therapist, client.id);
    expect(reply.status).toBe(200);
    expect(reply.body).toMatchObject({
      clientId: client.id,
      clientName: 'Jonah Reyes',
      status: 'active',
      sessionCount: 3,
      totalMinutes: 36,
      averageMinutes: 12,
      firstSessionAt: older,
      lastSessionAt: newer,
      ratings: { average: 4, count: 2 },
    });
    expect(reply.body.recentSessions.map((session) => [session.startedAt, session.rating])).toEqual([
      [newer, 5],
      [newer.replace('18:30', '08:00'), null],
      [older, 3],
    ]);
    expect(reply.body.recentSessions[0]).toMatchObject({
      durationMinutes: 25,
      messageCount: 9,
      kind: 'chat',
    });
    expect(reply.text).not.toContain(SECRET);
  });

  it('says plainly when there are none yet', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const reply = await metricsOf(therapist, client.id);
    expect(reply.body).toMatchObject({
      sessionCount: 0,
      averageMinutes: null,
      firstSessionAt: null,
      ratings: { average: null, count: 0 },
      recentSessions: [],
    });
  });

  it('are the practice’s own: another therapist, a stranger or a made-up id get a 4xx', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const other = await signUpTherapist(api);
    const foreign = await metricsOf(other, client.id);
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Client not found');
    const malformed = await metricsOf(therapist, 'not-a-client-id');
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    const anonymous = await api.call('GET', `/api/therapist/clients/${client.id}/metrics`);
    expect(anonymous.status).toBe(401);
  });
});
