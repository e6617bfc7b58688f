import { describe, expect, it } from 'vitest';
import { signUpClient, type TestClient } from '#functions/test-support/clients.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import type { PracticeClient } from '#shared/api/schemas/clients.ts';
import type {
  JournalEntry,
  PortalChatReply,
  PortalSessionState,
  PortalSessionSummary,
  SavedJournalEntry,
} from '#shared/api/schemas/portal.ts';
import type {
  ConversationReview,
  ConversationSummary,
  DashboardStats,
} from '#shared/api/schemas/practice-dashboard.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const PRIVATE = 'my brother and the argument at the lake house';

const chat = (client: TestClient, message: string, sessionId?: string) =>
  api.call<PortalChatReply & ErrorBody>('POST', '/api/therapy/chat', {
    token: client.token,
    body: { message, ...(sessionId ? { sessionId } : {}) },
  });
const session = (client: TestClient, sessionId: string) =>
  api.call<PortalSessionState & ErrorBody>('GET', `/api/therapy/conversation/${sessionId}`, {
    token: client.token,
  });
const reviewQueue = (therapist: TestTherapist) =>
  api.call<{ conversations: ConversationSummary[] }>('GET', '/api/therapist/conversations', {
    token: therapist.token,
  });

describe('a signed-in client’s therapy chat', () => {
  it('knows its practice from the session, reuses the session id, and counts in the client’s metrics', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const me = await api.call<CurrentClient>('GET', '/api/client/me', { token: client.token });
    expect(me.body.practice.subdomain).toBe(therapist.subdomain);

    const first = await chat(client, `Today I want to talk about ${PRIVATE}`);
    expect(first.status).toBe(201);
    expect(first.body.sessionId).toMatch(/^[0-9A-Z]{26}$/);
    expect(first.body.response).toMatch(/^Just so you know: I'm an AI guide/);
    const second = await chat(client, 'It still bothers me today', first.body.sessionId);
    expect(second.body.sessionId).toBe(first.body.sessionId);

    const loaded = await session(client, first.body.sessionId);
    expect(loaded.status).toBe(200);
    expect(loaded.body.messages.map((message) => message.role)).toEqual([
      'client',
      'assistant',
      'client',
      'assistant',
    ]);
    expect(loaded.body.messages[0]?.content).toContain(PRIVATE);

    const list = await api.call<{ sessions: PortalSessionSummary[] }>('GET', '/api/therapy/conversations', {
      token: client.token,
    });
    expect(list.body.sessions).toEqual([
      expect.objectContaining({ sessionId: first.body.sessionId, kind: 'chat', messageCount: 4 }),
    ]);

    const clients = await api.call<{ clients: PracticeClient[] }>('GET', '/api/therapist/clients', {
      token: therapist.token,
    });
    expect(clients.body.clients[0]).toMatchObject({ id: client.id, totalSessions: 1 });
    const queue = await reviewQueue(therapist);
    expect(queue.body.conversations[0]).toMatchObject({ clientKind: 'client', messageCount: 4 });
    expect(queue.text).not.toContain('lake house');
  });

  it('ignores a subdomain in the body: the session names the practice', async () => {
    const [a, b] = [await signUpTherapist(api), await signUpTherapist(api)];
    const client = await signUpClient(api, a);
    const reply = await api.call<PortalChatReply>('POST', '/api/therapy/chat', {
      token: client.token,
      body: { message: 'Hello there', therapistSubdomain: b.subdomain },
    });
    expect(reply.status).toBe(201);
    expect((await reviewQueue(a)).body.conversations).toHaveLength(1);
    expect((await reviewQueue(b)).body.conversations).toHaveLength(0);
  });

  it('lets no one else read or continue a client’s session: another client, a visitor, another practice', async () => {
    const [a, b] = [await signUpTherapist(api), await signUpTherapist(api)];
    const owner = await signUpClient(api, a);
    const neighbour = await signUpClient(api, a);
    const elsewhere = await signUpClient(api, b);
    const started = await chat(owner, `Something about ${PRIVATE}`);
    const id = started.body.sessionId;
    for (const stranger of [neighbour, elsewhere]) {
      const read = await session(stranger, id);
      expect(read.status).toBe(404);
      expect(read.text).not.toContain('lake house');
      expect((await chat(stranger, 'hello?', id)).status).toBe(404);
      const rated = await api.call('PATCH', `/api/therapy/conversation/${id}`, {
        token: stranger.token,
        body: { rating: 1, sharedWithTherapist: true },
      });
      expect(rated.status).toBe(404);
    }
    const visitor = await api.call<ErrorBody>('POST', '/api/white-label/chat', {
      body: { subdomain: a.subdomain, message: 'hello?', sessionId: id, clientName: 'X' },
      headers: fromAddress('192.0.2.77'),
    });
    expect(visitor.status).toBe(404);
    const asTherapist = await api.call('GET', `/api/therapy/conversation/${id}`, { token: a.token });
    expect(asTherapist.status).toBe(401);
    expect((await session(owner, id)).body.messages).toHaveLength(2);
  });

  it('rates a session and shares it, which alone lets the therapist read it, and can take it back', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const started = await chat(client, `Today I want to talk about ${PRIVATE}`);
    const id = started.body.sessionId;
    const review = () =>
      api.call<ConversationReview>('GET', `/api/therapist/conversations/${id}`, { token: therapist.token });
    expect((await review()).text).not.toContain('lake house');

    const shared = await api.call('PATCH', `/api/therapy/conversation/${id}`, {
      token: client.token,
      body: { rating: 5, sharedWithTherapist: true },
    });
    expect(shared.status).toBe(200);
    expect((await review()).text).toContain('lake house');
    const stats = await api.call<DashboardStats>('GET', '/api/therapist/dashboard-stats', {
      token: therapist.token,
    });
    expect(JSON.stringify(stats.body)).toMatch(/5/);

    await api.call('PATCH', `/api/therapy/conversation/${id}`, {
      token: client.token,
      body: { sharedWithTherapist: false },
    });
    expect((await review()).text).not.toContain('lake house');

    const bad = await api.call<ErrorBody>('PATCH', `/api/therapy/conversation/${id}`, {
      token: client.token,
      body: { rating: 9 },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/1 to 5/);
    const empty = await api.call<ErrorBody>('PATCH', `/api/therapy/conversation/${id}`, {
      token: client.token,
      body: {},
    });
    expect(empty.status).toBe(400);
  });
});

describe('the private journal where AI chat is not allowed', () => {
  it('keeps and screens entries, never answers with an AI, flags risk and shares only what the client shares', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'NV' });
    const client = await signUpClient(api, therapist);
    const refused = await chat(client, 'Hello');
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/private between-session journal/);

    const calm = await api.call<SavedJournalEntry>('POST', '/api/therapy/journal', {
      token: client.token,
      body: { text: `Good session today. Talked about ${PRIVATE}` },
    });
    expect(calm.status).toBe(201);
    expect(calm.body.resources).toBeNull();
    expect(calm.body.entry.sharedWithTherapist).toBe(false);

    const risky = await api.call<SavedJournalEntry>('POST', '/api/therapy/journal', {
      token: client.token,
      body: { text: 'I want to kill myself and I have a plan for tonight', sharedWithTherapist: true },
    });
    expect(risky.body.entry.safetyGrade).toMatch(/crisis|imminent/);
    expect(risky.body.resources).toContain('findahelpline.com');

    const entries = await api.call<{ entries: JournalEntry[] }>('GET', '/api/therapy/journal', {
      token: client.token,
    });
    expect(entries.body.entries).toHaveLength(2);
    const queue = await reviewQueue(therapist);
    expect(queue.body.conversations[0]).toMatchObject({ flaggedForReview: true, sharedWithTherapist: true });
    expect(queue.text).not.toContain('lake house');
    const calmReview = await api.call<ConversationReview>(
      'GET',
      `/api/therapist/conversations/${calm.body.entry.sessionId}`,
      { token: therapist.token },
    );
    expect(calmReview.text).not.toContain('lake house');
  });

  it('is not offered where the practice has AI chat', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'CA' });
    const client = await signUpClient(api, therapist);
    const reply = await api.call<ErrorBody>('POST', '/api/therapy/journal', {
      token: client.token,
      body: { text: 'An entry' },
    });
    expect(reply.status).toBe(403);
  });
});
