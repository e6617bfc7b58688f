import { describe, expect, it } from 'vitest';
import { countAttemptInWindow } from '#functions/core/db/repositories/rate-limits-repository.ts';
import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { forgetPublicProfile } from '#functions/core/portal/practice-directory.ts';
import { limits } from '#functions/core/rate-limits/limits.ts';
import { anyEvent, readServerSentEvents, streamedText } from '#functions/test-support/server-sent-events.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { PortalChatReply, PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import type { ConversationSummary, DashboardStats } from '#shared/api/schemas/practice-dashboard.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const NOT_FOUND = 'Therapist Not Found - The therapist profile for this subdomain could not be found.';
let visitors = 0;

/** Each visitor comes from an address of their own, so fair use in one test never touches another. */
function visitor() {
  visitors += 1;
  const headers = fromAddress(`203.0.113.${visitors % 250}`);
  return (subdomain: string, message: string, sessionId?: string, clientName = 'Ana') =>
    api.call<PortalChatReply & ErrorBody>('POST', '/api/white-label/chat', {
      body: { subdomain, message, clientName, ...(sessionId ? { sessionId } : {}) },
      headers,
    });
}

/** A message the screen answers with a check-in question, from this visitor: the check-in. */
async function checkInOf(send: ReturnType<typeof visitor>, subdomain: string) {
  const checkIn = await send(subdomain, 'Sometimes I think everyone would be better off without me');
  expect(checkIn.body.safety.grade).toBe('check-in');
  return checkIn;
}

const queue = (therapist: TestTherapist) =>
  api.call<{ conversations: ConversationSummary[] }>('GET', '/api/therapist/conversations', {
    token: therapist.token,
  });

describe('the public profile of a portal', () => {
  it('shows the branding and default welcome, and nothing private', async () => {
    const therapist = await signUpTherapist(api, { licenseNumber: 'PSY-12345', licenseState: 'CA' });
    const reply = await api.call<PublicPracticeProfile>(
      'GET',
      `/api/white-label/therapist/${therapist.subdomain.toUpperCase()}`,
    );
    expect(reply.status).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('public, max-age=60');
    expect(reply.body).toMatchObject({
      subdomain: therapist.subdomain,
      firstName: 'Maya',
      lastName: 'Ortiz',
      welcomeTitle: "Welcome to Maya Ortiz's Practice",
      brandingColor: '#2563eb',
      secondaryColor: '#1e40af',
      backgroundStyle: 'gradient',
      showPracticeInfo: true,
      showEmergencyInfo: true,
      clientExperience: 'ai-chat',
      hipaaMode: false,
    });
    for (const secret of [
      therapist.email,
      'PSY-12345',
      'trial',
      'passwordHash',
      'referralCode',
      'aiConfig',
    ]) {
      expect(reply.text).not.toContain(secret);
    }
  });

  it("answers an unknown or malformed subdomain with the spec's 'Therapist Not Found'", async () => {
    for (const subdomain of ['nosuchpractice1', 'a', '..%2F..%2Fadmin', 'x'.repeat(300), '%F0%9F%98%80']) {
      const reply = await api.call<ErrorBody>('GET', `/api/white-label/therapist/${subdomain}`);
      expect(reply.status, subdomain).toBe(404);
      expect(reply.body.message).toBe(NOT_FOUND);
    }
  });

  it('tells a portal in Illinois that its clients get a journal instead of AI chat, and refuses the chat', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'IL' });
    const profile = await api.call<PublicPracticeProfile>(
      'GET',
      `/api/white-label/therapist/${therapist.subdomain}`,
    );
    expect(profile.body.clientExperience).toBe('private-journal');
    expect(profile.body.jurisdictionNote).toMatch(/Illinois/);
    const send = visitor();
    const reply = await send(therapist.subdomain, 'Hello there');
    expect(reply.status).toBe(403);
    expect(reply.body.message).toMatch(/private between-session journal instead of AI chat/);
  });
});

describe('anonymous chat on a portal', () => {
  it('answers under a first name, reuses the session id, and counts in the practice without its text', async () => {
    const therapist = await signUpTherapist(api);
    const send = visitor();
    const first = await send(therapist.subdomain, 'I had a long week at work and I feel scattered');
    expect(first.status).toBe(201);
    expect(first.body.sessionId).toMatch(/^[0-9A-Z]{26}\.[A-Za-z0-9_-]{43}$/);
    expect(first.body.response).toMatch(/^Just so you know: I'm an AI guide/);
    expect(first.body.answeredBy).toBe('assistant');
    expect(Date.parse(first.body.timestamp)).not.toBeNaN();
    const second = await send(
      therapist.subdomain,
      'Mostly I keep going over my to-do list',
      first.body.sessionId,
    );
    expect(second.status).toBe(201);
    expect(second.body.sessionId).toBe(first.body.sessionId);
    expect(second.body.response).not.toMatch(/I'm an AI guide/);

    const conversations = await queue(therapist);
    expect(conversations.body.conversations).toHaveLength(1);
    expect(conversations.body.conversations[0]).toMatchObject({
      clientName: 'Ana (visitor)',
      clientKind: 'visitor',
      messageCount: 4,
      flaggedForReview: false,
    });
    expect(conversations.text).not.toContain('to-do list');
    const stats = await api.call<DashboardStats>('GET', '/api/therapist/dashboard-stats', {
      token: therapist.token,
    });
    expect(stats.body.todaysSessions).toBe(1);
  });

  it('lets nobody else continue a visitor’s session: not without its secret, not from another practice', async () => {
    const [a, b] = [await signUpTherapist(api), await signUpTherapist(api)];
    const owner = visitor();
    const stranger = visitor();
    const started = await owner(a.subdomain, 'Something private about my sister');
    const [conversationId] = started.body.sessionId.split('.');
    const attempts = [
      await stranger(a.subdomain, 'hello?', conversationId),
      await stranger(a.subdomain, 'hello?', `${conversationId}.${'A'.repeat(43)}`),
      await stranger(b.subdomain, 'hello?', started.body.sessionId),
    ];
    for (const attempt of attempts) {
      expect(attempt.status).toBe(404);
      expect(attempt.body.message).toBe('This conversation could not be found.');
    }
    expect((await queue(a)).body.conversations[0]?.messageCount).toBe(2);
    expect((await queue(b)).body.conversations).toHaveLength(0);
  });

  it("answers risk with crisis resources and the practice's emergency instructions, and flags it without the text", async () => {
    const therapist = await signUpTherapist(api);
    await updateTherapistAttributes(therapist.id, {
      emergencyInstructions: 'Call our on-call line at 555-0100 any time.',
    });
    forgetPublicProfile();
    const send = visitor();
    const reply = await send(therapist.subdomain, 'I want to kill myself tonight, I have the pills ready');
    expect(reply.status).toBe(201);
    expect(reply.body.answeredBy).toBe('safety');
    expect(reply.body.safety.grade).toMatch(/crisis|imminent/);
    expect(reply.body.response).toContain('findahelpline.com');
    expect(reply.body.response).toContain('555-0100');
    const conversations = await queue(therapist);
    expect(conversations.body.conversations[0]).toMatchObject({ flaggedForReview: true, reviewed: false });
    expect(conversations.body.conversations[0]?.flag?.reason).toBeTruthy();
    expect(conversations.text).not.toContain('pills');
    const stats = await api.call<DashboardStats>('GET', '/api/therapist/dashboard-stats', {
      token: therapist.token,
    });
    expect(stats.body.pendingReviews).toBe(1);
  });

  it('reads a "yes" after a check-in as an answer to it', async () => {
    const therapist = await signUpTherapist(api);
    const send = visitor();
    const checkIn = await checkInOf(send, therapist.subdomain);
    expect(checkIn.body.response).toMatch(/\?/);
    const answer = await send(therapist.subdomain, 'yes', checkIn.body.sessionId);
    expect(answer.status).toBe(201);
    expect(answer.body.answeredBy).toBe('safety');
  });

  it('after a plain "no" to a check-in, the assistant comes back to what the client was saying', async () => {
    const therapist = await signUpTherapist(api);
    const send = visitor();
    const checkIn = await checkInOf(send, therapist.subdomain);
    const answer = await send(therapist.subdomain, 'no', checkIn.body.sessionId);
    expect(answer.status).toBe(201);
    expect(answer.body.answeredBy).toBe('assistant');
    // After the AI disclosure that opens the assistant's first reply in a session.
    expect(answer.body.response).toMatch(
      /\n\n(I appreciate you answering|Thanks for letting me know|Thanks for telling me)[^\n]+$/,
    );
    expect(answer.body.response).not.toMatch(/that no\b|"no"/);
  });

  it('refuses blank, over-long and nameless-practice messages with a clear 4xx, and saves nothing', async () => {
    const therapist = await signUpTherapist(api);
    const send = visitor();
    const blank = await send(therapist.subdomain, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.message).toMatch(/Please enter a message/);
    const long = await send(therapist.subdomain, 'x'.repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.message).toMatch(/at most 4000 characters/);
    const unknown = await send('nosuchpractice2', 'hello');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NOT_FOUND);
    expect((await queue(therapist)).body.conversations).toHaveLength(0);
  });

  it('limits one visitor to 20 messages a minute with a kind 429', async () => {
    const therapist = await signUpTherapist(api);
    const send = visitor();
    let sessionId: string | undefined;
    for (let index = 0; index < 20; index++) {
      const reply = await send(therapist.subdomain, `Note number ${index + 1} about my day`, sessionId);
      expect(reply.status).toBe(201);
      sessionId = reply.body.sessionId;
    }
    const refused = await send(therapist.subdomain, 'One more thought', sessionId);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/faster than I can thoughtfully reply/);
    // Another visitor of the same practice is not held up.
    expect((await visitor()(therapist.subdomain, 'Hello')).status).toBe(201);
  });

  it('streams the reply as start, tokens and done', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await api.call('POST', '/api/white-label/chat', {
      body: { subdomain: therapist.subdomain, message: 'Today felt lighter than usual', clientName: 'Ben' },
      headers: { accept: 'text/event-stream', ...fromAddress('203.0.113.251') },
    });
    expect(reply.headers.get('content-type')).toContain('text/event-stream');
    const events = readServerSentEvents(reply.text, anyEvent);
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)?.event).toBe('done');
    const tokens = streamedText(events);
    expect(events.at(-1)?.data.response).toBe(tokens);
    expect(events.at(-1)?.data.sessionId).toBe(events[0]?.data.sessionId);
  });
});

describe('the practice’s allowance for anonymous chat', () => {
  it('refuses visitors kindly once a practice has had 600 anonymous messages in the hour', async () => {
    const therapist = await signUpTherapist(api);
    const { limit, scope, windowSeconds } = limits.anonymousChatPerPractice;
    for (let batch = 0; batch < limit; batch += 50) {
      await Promise.all(
        Array.from({ length: 50 }, () =>
          countAttemptInWindow(scope, `tenant-${therapist.id}`, limit, windowSeconds),
        ),
      );
    }
    const refused = await visitor()(therapist.subdomain, 'Hello, is anyone there?');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/very busy right now/);
    expect(refused.body.message).toMatch(/try again in/);
  });
});
