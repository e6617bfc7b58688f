import { describe, expect, it } from 'vitest';
import { flagConversationForReview } from '#functions/core/reviews/flag-conversation.ts';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type {
  ConversationReview,
  ConversationSummary,
  DashboardStats,
  PracticeAnalytics,
} from '#shared/api/schemas/practice-dashboard.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const SECRET = 'the words only the client may share';

const queue = (therapist: TestTherapist) =>
  api.call<{ conversations: ConversationSummary[] }>('GET', '/api/therapist/conversations', {
    token: therapist.token,
  });
const review = (therapist: TestTherapist, id: string) =>
  api.call<ConversationReview & ErrorBody>('GET', `/api/therapist/conversations/${id}`, {
    token: therapist.token,
  });
/** The dashboard's figures, counted in `timeZone` when given. */
const dashboardStats = (therapist: TestTherapist, timeZone?: string) =>
  api.call<DashboardStats & ErrorBody>(
    'GET',
    `/api/therapist/dashboard-stats${timeZone ? `?timeZone=${timeZone}` : ''}`,
    { token: therapist.token },
  );

describe('the review queue', () => {
  it('lists flagged conversations first with the grade and a readable reason, never the text', async () => {
    const therapist = await signUpTherapist(api);
    const calm = await seedConversation(therapist.id, { visitorName: 'Ana' }, [
      { role: 'client', content: SECRET },
    ]);
    const flagged = await seedConversation(therapist.id, { visitorName: 'Ben' }, [
      { role: 'client', content: SECRET },
    ]);
    const result = await flagConversationForReview(therapist.id, flagged.id, {
      grade: 'crisis',
      reason: 'Mentions of wanting to die',
      signals: ['want-to-die'],
    });
    expect(result).toEqual({ raised: true, noticeSent: true });
    const reply = await queue(therapist);
    expect(reply.status).toBe(200);
    expect(reply.body.conversations.map((item) => item.id)).toEqual([flagged.id, calm.id]);
    expect(reply.body.conversations[0]).toMatchObject({
      clientName: 'Ben (visitor)',
      flaggedForReview: true,
      reviewed: false,
      flag: { grade: 'crisis', reason: 'Mentions of wanting to die' },
    });
    expect(reply.text).not.toContain(SECRET);
    expect(reply.text).not.toContain('want-to-die');
  });

  it('mails the therapist a notice without content for a crisis, once an hour, and none for a check-in', async () => {
    const therapist = await signUpTherapist(api);
    const conversation = await seedConversation(therapist.id, {}, [{ role: 'client', content: SECRET }]);
    await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'check-in',
      reason: 'Mentions suicide',
      signals: [],
    });
    expect(await mailsTo(therapist.email)).toHaveLength(0);
    await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'crisis',
      reason: 'Mentions of wanting to die',
      signals: [],
    });
    await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'imminent',
      reason: 'Mentions of wanting to die',
      signals: [],
    });
    const mails = await mailsTo(therapist.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('A conversation in your practice was flagged: Crisis');
    expect(mails[0]?.text).toContain('/therapist-dashboard');
    expect(JSON.stringify(mails[0])).not.toContain(SECRET);
    expect(JSON.stringify(mails[0])).not.toContain('wanting to die');
  });

  it('never lowers a flag, but a new flag after a review puts the conversation back in the queue', async () => {
    const therapist = await signUpTherapist(api);
    const conversation = await seedConversation(therapist.id);
    await flagConversationForReview(
      therapist.id,
      conversation.id,
      { grade: 'crisis', reason: 'A', signals: [] },
      async () => {},
    );
    const lower = await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'check-in',
      reason: 'B',
      signals: [],
    });
    expect(lower.raised).toBe(false);
    expect((await review(therapist, conversation.id)).body.flag?.grade).toBe('crisis');
    await api.call('PATCH', `/api/therapist/conversations/${conversation.id}`, {
      token: therapist.token,
      body: { reviewed: true },
    });
    expect((await dashboardStats(therapist)).body.pendingReviews).toBe(0);
    const again = await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'check-in',
      reason: 'C',
      signals: [],
    });
    expect(again.raised).toBe(true);
    const after = await review(therapist, conversation.id);
    expect(after.body).toMatchObject({ reviewed: false, flag: { grade: 'check-in', reason: 'C' } });
  });
});

describe('reviewing a conversation', () => {
  it('shows the transcript only when the client shared it', async () => {
    const therapist = await signUpTherapist(api);
    const privateOne = await seedConversation(therapist.id, {}, [{ role: 'client', content: SECRET }]);
    const shared = await seedConversation(therapist.id, { sharedWithTherapist: true }, [
      { role: 'client', content: 'I shared this one' },
      { role: 'assistant', content: 'Thank you for sharing' },
    ]);
    const withheld = await review(therapist, privateOne.id);
    expect(withheld.status).toBe(200);
    expect(withheld.body.transcript).toBeNull();
    expect(withheld.text).not.toContain(SECRET);
    const open = await review(therapist, shared.id);
    expect(open.body.transcript?.map((message) => message.content)).toEqual([
      'I shared this one',
      'Thank you for sharing',
    ]);
  });

  it('saves private notes and "Mark reviewed", and refuses overlong notes', async () => {
    const therapist = await signUpTherapist(api);
    const conversation = await seedConversation(therapist.id);
    await flagConversationForReview(therapist.id, conversation.id, {
      grade: 'check-in',
      reason: 'R',
      signals: [],
    });
    const saved = await api.call<ConversationReview>(
      'PATCH',
      `/api/therapist/conversations/${conversation.id}`,
      {
        token: therapist.token,
        body: { therapistNotes: 'Call on Monday.' },
      },
    );
    expect(saved.body).toMatchObject({ therapistNotes: 'Call on Monday.', reviewed: false });
    await api.call('PATCH', `/api/therapist/conversations/${conversation.id}`, {
      token: therapist.token,
      body: { reviewed: true },
    });
    const read = await review(therapist, conversation.id);
    expect(read.body).toMatchObject({ therapistNotes: 'Call on Monday.', reviewed: true });
    expect(read.body.reviewedAt).toBeTruthy();
    const long = await api.call<ErrorBody>('PATCH', `/api/therapist/conversations/${conversation.id}`, {
      token: therapist.token,
      body: { therapistNotes: 'x'.repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Please use at most 5000 characters for notes');
  });

  it('answers another practice’s conversation as not found, and changes nothing', async () => {
    const owner = await signUpTherapist(api);
    const intruder = await signUpTherapist(api);
    const conversation = await seedConversation(owner.id, { sharedWithTherapist: true }, [
      { role: 'client', content: SECRET },
    ]);
    await flagConversationForReview(owner.id, conversation.id, {
      grade: 'check-in',
      reason: 'R',
      signals: [],
    });
    const read = await review(intruder, conversation.id);
    expect(read.status).toBe(404);
    expect(read.text).not.toContain(SECRET);
    const write = await api.call('PATCH', `/api/therapist/conversations/${conversation.id}`, {
      token: intruder.token,
      body: { therapistNotes: 'mine now', reviewed: true },
    });
    expect(write.status).toBe(404);
    expect((await queue(intruder)).body.conversations).toEqual([]);
    expect((await review(owner, conversation.id)).body).toMatchObject({
      therapistNotes: '',
      reviewed: false,
    });
  });
});

describe('stats and analytics', () => {
  it('count from live data: active clients, today’s sessions, pending reviews, mean rating', async () => {
    const therapist = await signUpTherapist(api);
    expect((await dashboardStats(therapist)).body).toEqual({
      activeClients: 0,
      todaysSessions: 0,
      pendingReviews: 0,
      satisfaction: null,
    });
    // Added by the therapist but not joined: not an active client. One who signed up in the portal is.
    await api.call('POST', '/api/therapist/clients', {
      token: therapist.token,
      body: { firstName: 'A', lastName: 'B' },
    });
    await signUpClient(api, therapist);
    const yesterday = new Date(Date.now() - 36 * 60 * 60 * 1000).toISOString();
    await seedConversation(therapist.id, { rating: 5, durationMinutes: 20 });
    await seedConversation(therapist.id, { rating: 4, durationMinutes: 10 });
    await seedConversation(therapist.id, { startedAt: yesterday, durationMinutes: 30 });
    expect((await dashboardStats(therapist, 'UTC')).body).toEqual({
      activeClients: 1,
      todaysSessions: 2,
      pendingReviews: 0,
      satisfaction: { average: 4.5, count: 2 },
    });
    const analytics = await api.call<PracticeAnalytics>('GET', '/api/therapist/analytics?timeZone=UTC', {
      token: therapist.token,
    });
    expect(analytics.body.sessionsPerDay).toHaveLength(30);
    expect(analytics.body.sessionsPerDay.at(-1)?.sessions).toBe(2);
    expect(analytics.body.sessionsPerDay.reduce((sum, day) => sum + day.sessions, 0)).toBe(3);
    expect(analytics.body).toMatchObject({
      totalSessions: 3,
      averageSessionMinutes: 20,
      activeClients: 1,
      ratings: { average: 4.5, count: 2, byStars: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 1 } },
    });
  });

  it('refuses an unknown time zone plainly', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await dashboardStats(therapist, 'Mars/Olympus');
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe('Unknown time zone');
  });
});
