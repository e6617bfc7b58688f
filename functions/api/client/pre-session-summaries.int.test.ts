import { describe, expect, it } from 'vitest';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import { signUpClient, type TestClient } from '#functions/test-support/clients.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type {
  SharedSummary,
  SharedSummaryList,
  SummaryDraft,
} from '#shared/api/schemas/pre-session-summary.ts';
import { summaryMessages } from '#shared/api/schemas/pre-session-summary.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const HARD = 'Some nights I wish I could just disappear and not wake up.';
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

/** A few weeks of one client's conversations: work, sleep, family, and one hard moment. */
async function seedWeeks(therapist: TestTherapist, client: TestClient) {
  const words = [
    [20, 'Work has been relentless. My manager moved the deadline up and I stayed late again.'],
    [20, 'I lie awake at night and my sleep is a mess, I wake up exhausted.'],
    [14, 'My mum called and I felt that old pressure to keep my family happy.'],
    [14, 'I tried a breathing exercise before the team meeting and it helped a little.'],
    [9, `Another late night at work. ${HARD}`],
    [5, 'I slept better after turning my phone off, but work still follows me home.'],
    [3, 'I want to talk about how to say no to my family without feeling guilty.'],
  ] as const;
  for (const [days, content] of words) {
    const at = daysAgo(days);
    await seedConversation(therapist.id, { clientId: client.id, startedAt: at, lastMessageAt: at }, [
      { role: 'client', content },
      { role: 'assistant', content: 'Thank you for telling me.' },
    ]);
  }
}

const draftOf = (client: TestClient) =>
  api.call<SummaryDraft & ErrorBody>('POST', '/api/client/pre-session-summary/draft', {
    token: client.token,
    body: {},
  });
const share = (client: TestClient, body: unknown) =>
  api.call<SharedSummary & ErrorBody>('POST', '/api/client/pre-session-summaries', {
    token: client.token,
    body,
  });
const therapistReads = (therapist: TestTherapist, clientId: string) =>
  api.call<SharedSummaryList & ErrorBody>('GET', `/api/therapist/clients/${clientId}/summaries`, {
    token: therapist.token,
  });

async function practiceWithClient() {
  const therapist = await signUpTherapist(api);
  const client = await signUpClient(api, therapist);
  await seedWeeks(therapist, client);
  return { therapist, client };
}

describe('a client’s pre-session summary', () => {
  it('drafts the past weeks offline from the client’s own words, with the hard moment marked, and stores nothing', async () => {
    const { therapist, client } = await practiceWithClient();
    const draft = await draftOf(client);
    expect(draft.status).toBe(200);
    expect(draft.body.writtenBy).toBe('offline');
    expect(draft.body.themes).toEqual(expect.arrayContaining(['work', 'family', 'sleep']));
    expect(draft.body.themes[0]).toBe('work');
    const hard = draft.body.parts.filter((part) => part.hardMoment);
    expect(hard.map((part) => part.text)).toEqual(expect.arrayContaining([HARD]));
    expect(draft.body.parts.filter((part) => !part.hardMoment).some((part) => part.text.includes(HARD))).toBe(
      false,
    );
    expect(draft.body.parts.some((part) => part.section === 'tried')).toBe(true);
    // A draft is the client's alone: the therapist sees nothing until it is shared.
    expect((await therapistReads(therapist, client.id)).body.summaries).toEqual([]);
  });

  it('says so plainly when there is nothing from the past weeks', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const old = daysAgo(40);
    await seedConversation(therapist.id, { clientId: client.id, startedAt: old, lastMessageAt: old }, [
      { role: 'client', content: 'Work was hard in October and I stayed late every night.' },
    ]);
    const draft = await draftOf(client);
    expect(draft.status).toBe(409);
    expect(draft.body.message).toBe(summaryMessages.nothingToSummarise);
  });

  it('shares the edited summary, dated, for the therapist to read; withdrawing removes it', async () => {
    const { therapist, client } = await practiceWithClient();
    const draft = (await draftOf(client)).body;
    const parts = draft.parts
      .filter((part) => !part.hardMoment)
      .map((part) => ({ section: part.section, text: part.text }));
    parts.push({ section: 'bring', text: 'The holidays with my family are coming up.' });
    const shared = await share(client, { periodStart: draft.periodStart, periodEnd: draft.periodEnd, parts });
    expect(shared.status, shared.text).toBe(201);
    expect(Date.now() - Date.parse(shared.body.sharedAt)).toBeLessThan(60_000);

    const read = await therapistReads(therapist, client.id);
    expect(read.status).toBe(200);
    expect(read.body.summaries).toHaveLength(1);
    expect(read.body.summaries[0]?.sharedAt).toBe(shared.body.sharedAt);
    expect(read.body.summaries[0]?.parts.at(-1)?.text).toBe('The holidays with my family are coming up.');
    expect(read.text).not.toContain(HARD);

    const mine = await api.call<SharedSummaryList>('GET', '/api/client/pre-session-summaries', {
      token: client.token,
    });
    expect(mine.body.summaries.map((summary) => summary.id)).toEqual([shared.body.id]);

    const withdrawn = await api.call('DELETE', `/api/client/pre-session-summaries/${shared.body.id}`, {
      token: client.token,
    });
    expect(withdrawn.status).toBe(204);
    expect((await therapistReads(therapist, client.id)).body.summaries).toEqual([]);
    const again = await api.call<ErrorBody>('DELETE', `/api/client/pre-session-summaries/${shared.body.id}`, {
      token: client.token,
    });
    expect(again.status).toBe(404);
  });

  it('refuses a hard moment the client did not choose to keep, and shares it when they do', async () => {
    const { therapist, client } = await practiceWithClient();
    const draft = (await draftOf(client)).body;
    const body = {
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      parts: [
        { section: 'themes', text: 'Work kept coming up.' },
        { section: 'bring', text: HARD },
      ],
    };
    const refused = await share(client, body);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(summaryMessages.keepOrRemove);
    expect(refused.body.errors).toEqual({ 'parts.1': summaryMessages.hardMoment });
    expect((await therapistReads(therapist, client.id)).body.summaries).toEqual([]);

    body.parts[1] = { ...body.parts[1], keepHardMoment: true } as (typeof body.parts)[number];
    const kept = await share(client, body);
    expect(kept.status).toBe(201);
    expect((await therapistReads(therapist, client.id)).body.summaries[0]?.parts[1]?.text).toBe(HARD);
  });

  it('answers bad input with a clear 400', async () => {
    const { client } = await practiceWithClient();
    const empty = await share(client, { periodStart: daysAgo(28), periodEnd: daysAgo(0), parts: [] });
    expect(empty.status).toBe(400);
    const blank = await share(client, {
      periodStart: daysAgo(28),
      periodEnd: daysAgo(0),
      parts: [{ section: 'themes', text: '   ' }],
    });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(blank.body.errors)).toContain(summaryMessages.partEmpty);
    const badId = await api.call<ErrorBody>('DELETE', '/api/client/pre-session-summaries/not-an-id', {
      token: client.token,
    });
    expect(badId.status).toBe(404);
  });
});

describe('who may read or withdraw a summary', () => {
  it('another practice’s therapist and a neighbour client reach nothing', async () => {
    const { therapist, client } = await practiceWithClient();
    const neighbour = await signUpClient(api, therapist, { firstName: 'Ada' });
    const stranger = await signUpTherapist(api);
    const draft = (await draftOf(client)).body;
    const shared = await share(client, {
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      parts: [{ section: 'themes', text: 'Work and family kept coming up.' }],
    });
    expect(shared.status).toBe(201);

    const fromStranger = await therapistReads(stranger, client.id);
    expect(fromStranger.status).toBe(404);
    expect(fromStranger.text).not.toContain('Work and family');

    // The neighbour sees only their own (none), cannot withdraw the client's, and has no draft of theirs.
    const neighbourList = await api.call<SharedSummaryList>('GET', '/api/client/pre-session-summaries', {
      token: neighbour.token,
    });
    expect(neighbourList.body.summaries).toEqual([]);
    const neighbourWithdraw = await api.call(
      'DELETE',
      `/api/client/pre-session-summaries/${shared.body.id}`,
      {
        token: neighbour.token,
      },
    );
    expect(neighbourWithdraw.status).toBe(404);
    expect((await draftOf(neighbour)).status).toBe(409);
    expect((await therapistReads(therapist, client.id)).body.summaries).toHaveLength(1);

    // A therapist's token is not a client's, nor the other way round.
    expect(
      (await api.call('GET', '/api/client/pre-session-summaries', { token: therapist.token })).status,
    ).toBe(401);
    expect(
      (await api.call('GET', `/api/therapist/clients/${client.id}/summaries`, { token: client.token }))
        .status,
    ).toBe(401);
  });
});

describe('a client who deletes their account', () => {
  it('takes their shared summaries with it', async () => {
    const { therapist, client } = await practiceWithClient();
    const draft = (await draftOf(client)).body;
    await share(client, {
      periodStart: draft.periodStart,
      periodEnd: draft.periodEnd,
      parts: [{ section: 'themes', text: 'Work and family kept coming up.' }],
    });
    expect((await therapistReads(therapist, client.id)).body.summaries).toHaveLength(1);
    const deleted = await api.call('DELETE', '/api/client/account', {
      token: client.token,
      body: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    const after = await therapistReads(therapist, client.id);
    expect(after.status).toBe(200);
    expect(after.body.summaries).toEqual([]);
  });
});
