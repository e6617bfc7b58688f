/**
 * Issue 25's promise, walked end to end: a client's words reach their therapist only when the client
 * shares them. The client writes words found nowhere else (chat, a reflection prompt's answer, a
 * flagged conversation, a summary draft they never share); then every therapist endpoint of the
 * route table and the weekly digest mail are read, and none of those words may appear.
 */
import { describe, expect, it } from 'vitest';
import { sendWeeklyDigests } from '#functions/core/therapist-digest/send-weekly-digests.ts';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { weeklyPrompt } from '#functions/test-support/reflection-prompts.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import { routes } from '#shared/api/routes.ts';
import type { SharedSummaryList, SummaryDraft } from '#shared/api/schemas/pre-session-summary.ts';

const api = startTestApi();

/** Words no fixture, template or default text holds: any sighting is a leak. */
const PLANTED = ['quillfeather', 'marrowbrook', 'tangerine-harbour', 'velvetmoss'] as const;

/**
 * The therapist endpoints that change what the therapist owns (their account, plan, settings,
 * branding, referrals, a new client's record) and take no client's words in or out. Every other
 * therapist endpoint is called below; a new one must be added to one list or the other.
 */
const NOT_ABOUT_CLIENT_WORDS: Record<string, string> = {
  'POST /api/therapist/billing/checkout': 'the practice plan',
  'POST /api/therapist/billing/portal': 'the practice plan',
  'PUT /api/therapist/practice-name': 'the practice name',
  'PUT /api/therapist/onboarding': 'the therapist’s onboarding answers',
  'POST /api/therapist/onboarding/complete': 'the therapist’s onboarding answers',
  'POST /api/therapist/clients': 'adds a client the therapist names',
  'POST /api/therapist/clients/{clientId}/invite': 'mails an invitation (no client text)',
  'PUT /api/therapist/ai-config': 'the assistant’s configuration',
  'POST /api/therapist/test-ai': 'the therapist’s own test message',
  'PUT /api/therapist/branding': 'the portal’s branding',
  'POST /api/send-referral': 'a referral invitation',
  'PUT /api/referral-persona': 'the referral persona',
};

describe('no therapist endpoint or mail returns a client’s unshared words', () => {
  it('walks every therapist endpoint and the weekly digest with unshared words planted', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const recent = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();

    // 1. A chat through the portal (the offline guide may reflect the words back: also private).
    const chat = await api.call<{ sessionId: string }>('POST', '/api/therapy/chat', {
      token: client.token,
      body: { message: `Work with ${PLANTED[0]} has been stressful and my manager keeps adding deadlines.` },
    });
    expect(chat.status).toBeLessThan(300);
    // 2. A conversation flagged for review: the flag reaches the therapist, never the text.
    const flagged = await seedConversation(
      therapist.id,
      {
        clientId: client.id,
        startedAt: recent,
        lastMessageAt: recent,
        flaggedForReview: true,
        flag: { grade: 'check-in', reason: 'Possible risk noticed', signals: [], flaggedAt: recent },
        title: `About ${PLANTED[1]}`,
      },
      [{ role: 'client', content: `My family and ${PLANTED[1]} worry me, I slept badly again.` }],
    );
    // 3. A reflection prompt's answer: the therapist sees that it was done, not what was written.
    const prompt = await api.call<{ id: string }>(
      'POST',
      `/api/therapist/clients/${client.id}/reflection-prompts`,
      {
        token: therapist.token,
        body: weeklyPrompt(),
      },
    );
    expect(prompt.status).toBe(201);
    const answered = await api.call('POST', `/api/client/reflection-prompts/${prompt.body.id}/answer`, {
      token: client.token,
      body: { message: `A small win: I finished the ${PLANTED[2]} project at work without staying late.` },
    });
    expect(answered.status).toBeLessThan(300);
    // 4. A summary draft the client reads but never shares, and one they share with the words edited out.
    const draft = await api.call<SummaryDraft>('POST', '/api/client/pre-session-summary/draft', {
      token: client.token,
      body: {},
    });
    expect(draft.status).toBe(200);
    expect(JSON.stringify(draft.body)).toMatch(new RegExp(PLANTED.slice(0, 2).join('|')));
    const shared = await api.call('POST', '/api/client/pre-session-summaries', {
      token: client.token,
      body: {
        periodStart: draft.body.periodStart,
        periodEnd: draft.body.periodEnd,
        parts: [{ section: 'themes', text: 'Work and family kept coming up.' }],
      },
    });
    expect(shared.status).toBe(201);
    // 5. The digest, with client names turned on (the most it ever says).
    await api.call('PUT', '/api/therapist/weekly-digest', {
      token: therapist.token,
      body: { enabled: true, includeClientNames: true },
    });

    const filled = (path: string) =>
      path
        .replace('{clientId}', client.id)
        .replace('{conversationId}', flagged.id)
        .replace('{promptId}', prompt.body.id);
    const calls: { key: string; method: string; path: string; body?: unknown }[] = [];
    for (const route of routes.filter((candidate) => candidate.access === 'therapist')) {
      const key = `${route.method} ${route.path}`;
      if (key in NOT_ABOUT_CLIENT_WORDS) continue;
      if (route.method === 'GET') calls.push({ key, method: 'GET', path: filled(route.path) });
    }
    // The writes that answer with a client's data, last (one ends the prompt).
    calls.push(
      {
        key: 'PATCH /api/therapist/clients/{clientId}',
        method: 'PATCH',
        path: filled('/api/therapist/clients/{clientId}'),
        body: { notes: 'Seen on Monday' },
      },
      {
        key: 'PATCH /api/therapist/conversations/{conversationId}',
        method: 'PATCH',
        path: filled('/api/therapist/conversations/{conversationId}'),
        body: { reviewed: true, therapistNotes: 'Called the client' },
      },
      {
        key: 'POST /api/therapist/clients/{clientId}/reflection-prompts',
        method: 'POST',
        path: filled('/api/therapist/clients/{clientId}/reflection-prompts'),
        body: weeklyPrompt({ title: 'A second prompt' }),
      },
      {
        key: 'PUT /api/therapist/weekly-digest',
        method: 'PUT',
        path: '/api/therapist/weekly-digest',
        body: { enabled: true, includeClientNames: true },
      },
      {
        key: 'DELETE /api/therapist/clients/{clientId}/reflection-prompts/{promptId}',
        method: 'DELETE',
        path: filled('/api/therapist/clients/{clientId}/reflection-prompts/{promptId}'),
      },
    );
    const walked = new Set(calls.map((call) => call.key));
    const therapistRoutes = routes
      .filter((route) => route.access === 'therapist')
      .map((route) => `${route.method} ${route.path}`);
    expect(therapistRoutes.filter((key) => !walked.has(key) && !(key in NOT_ABOUT_CLIENT_WORDS))).toEqual([]);
    expect(walked.size).toBeGreaterThan(15);

    for (const call of calls) {
      const reply = await api.call(call.method, call.path, {
        token: therapist.token,
        ...(call.body ? { body: call.body } : {}),
      });
      expect(reply.status, `${call.key}: ${reply.text}`).toBeLessThan(300);
      for (const word of PLANTED) expect(reply.text, call.key).not.toContain(word);
    }
    // What the client shared does reach the therapist: the walk read real data.
    const summaries = await api.call<SharedSummaryList>(
      'GET',
      `/api/therapist/clients/${client.id}/summaries`,
      {
        token: therapist.token,
      },
    );
    expect(summaries.body.summaries[0]?.parts[0]?.text).toBe('Work and family kept coming up.');

    await sendWeeklyDigests();
    const [digest] = await mailsTo(therapist.email);
    expect(digest?.subject).toMatch(/^Your week at /);
    expect(digest?.text).toContain('Jonah R.');
    for (const word of PLANTED) {
      expect(digest?.text).not.toContain(word);
      expect(digest?.html).not.toContain(word);
    }
  });
});
