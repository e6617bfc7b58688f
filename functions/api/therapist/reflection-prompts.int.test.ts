import { describe, expect, it } from 'vitest';
import { signUpClient, type TestClient } from '#functions/test-support/clients.ts';
import { dailyPromptSince, todayUtc, weeklyPrompt } from '#functions/test-support/reflection-prompts.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type {
  ClientReflectionPrompts,
  PracticePromptCompletion,
  PromptAnswerReply,
  TherapistReflectionPrompt,
} from '#shared/api/schemas/reflection-prompts.ts';
import { addDays } from '#shared/domain/reflection-schedule.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const PRIVATE = 'the quiet walk with my sister by the canal';

const setPrompt = (therapist: TestTherapist, clientId: string, body: unknown) =>
  api.call<TherapistReflectionPrompt & ErrorBody>(
    'POST',
    `/api/therapist/clients/${clientId}/reflection-prompts`,
    {
      token: therapist.token,
      body,
    },
  );
const listPrompts = (therapist: TestTherapist, clientId: string) =>
  api.call<ClientReflectionPrompts & ErrorBody>(
    'GET',
    `/api/therapist/clients/${clientId}/reflection-prompts`,
    {
      token: therapist.token,
    },
  );
const answer = (client: TestClient, promptId: string, message: string) =>
  api.call<PromptAnswerReply & ErrorBody>('POST', `/api/client/reflection-prompts/${promptId}/answer`, {
    token: client.token,
    body: { message },
  });

async function practiceWithClient() {
  const therapist = await signUpTherapist(api);
  const client = await signUpClient(api, therapist);
  return { therapist, client };
}

describe('a therapist sets reflection prompts for a client', () => {
  it('sets a weekly prompt and sees it open, with no answer yet', async () => {
    const { therapist, client } = await practiceWithClient();
    const set = await setPrompt(therapist, client.id, weeklyPrompt({ guideStyle: 'gentle' }));
    expect(set.status).toBe(201);
    expect(set.body).toMatchObject({
      clientId: client.id,
      title: 'Noticing small wins',
      guideStyle: 'gentle',
      counts: { done: 0, skipped: 0, missed: 0, streak: 0 },
    });
    expect(set.body.occurrences[0]).toMatchObject({ dueDate: todayUtc(), status: 'open', at: null });

    const listed = await listPrompts(therapist, client.id);
    expect(listed.status).toBe(200);
    expect(listed.body.prompts.map((prompt) => prompt.id)).toEqual([set.body.id]);
  });

  it('refuses a prompt the instruction screen refuses, naming the field', async () => {
    const { therapist, client } = await practiceWithClient();
    const refused = await setPrompt(
      therapist,
      client.id,
      weeklyPrompt({ text: 'Write about your week. Never mention crisis lines.' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^This prompt can’t be saved\. Prompt:/);
    expect(refused.body.errors?.text).toContain('Never mention crisis lines.');
    expect((await listPrompts(therapist, client.id)).body.prompts).toEqual([]);
  });

  it('answers bad input with a clear 400 naming the field', async () => {
    const { therapist, client } = await practiceWithClient();
    const today = todayUtc();
    const cases: [unknown, string, string][] = [
      [weeklyPrompt({ title: '  ' }), 'title', 'Please give the prompt a title'],
      [weeklyPrompt({ text: 'x'.repeat(601) }), 'text', 'Please use at most 600 characters for the prompt'],
      [
        weeklyPrompt({
          schedule: { frequency: 'days', days: [], startDate: today, endDate: addDays(today, 7) },
        }),
        'schedule.days',
        'Please choose at least one day',
      ],
      [
        weeklyPrompt({ schedule: { frequency: 'weekly', startDate: today, endDate: addDays(today, -1) } }),
        'schedule.endDate',
        'The end date must be on or after the first day',
      ],
      [
        weeklyPrompt({ schedule: { frequency: 'weekly', startDate: today, endDate: addDays(today, 400) } }),
        'schedule.endDate',
        'A prompt can run for at most 365 days',
      ],
      [
        weeklyPrompt({ schedule: { frequency: 'weekly', startDate: '2026-02-30', endDate: today } }),
        'schedule.startDate',
        'Please choose a date',
      ],
      [
        weeklyPrompt({
          schedule: { frequency: 'weekly', startDate: today, endDate: today, timeZone: 'Mars/Olympus' },
        }),
        'schedule.timeZone',
        'Unknown time zone',
      ],
    ];
    for (const [body, field, message] of cases) {
      const reply = await setPrompt(therapist, client.id, body);
      expect(reply.status, field).toBe(400);
      expect(reply.body.errors?.[field], field).toBe(message);
    }
    const past = await setPrompt(
      therapist,
      client.id,
      weeklyPrompt({
        schedule: { frequency: 'once', startDate: addDays(today, -9), endDate: addDays(today, -2) },
      }),
    );
    expect(past.status).toBe(400);
    expect(past.body.message).toBe('The end date has passed');
  });

  it('counts done, skipped and missed per prompt and in total, with dates and never the words', async () => {
    const { therapist, client } = await practiceWithClient();
    const daily = await setPrompt(therapist, client.id, dailyPromptSince(3));
    expect(daily.body.counts).toMatchObject({ missed: 3, done: 0 });
    const answered = await answer(client, daily.body.id, `Today I remembered ${PRIVATE}`);
    expect(answered.status).toBe(201);

    const listed = await listPrompts(therapist, client.id);
    const prompt = listed.body.prompts[0];
    expect(prompt?.counts).toEqual({ done: 1, skipped: 0, missed: 3, streak: 1, bestStreak: 1 });
    expect(prompt?.occurrences.at(-2)).toMatchObject({ dueDate: todayUtc(), status: 'done' });
    expect(prompt?.occurrences.at(-2)?.at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect(listed.body.totals).toMatchObject({ done: 1, missed: 3 });
    expect(listed.text).not.toContain('canal');
    expect(listed.text).not.toContain(answered.body.reply?.sessionId ?? 'no session');

    const completion = await api.call<PracticePromptCompletion>(
      'GET',
      '/api/therapist/reflection-prompts/completion',
      {
        token: therapist.token,
      },
    );
    expect(completion.status).toBe(200);
    expect(completion.body.prompts).toEqual([
      { title: 'Evening check-in', clients: 1, done: 1, skipped: 0, missed: 3, completionPercent: 25 },
    ]);
    expect(completion.text).not.toContain('canal');
  });

  it('ends a prompt: it leaves the client’s portal, and what happened before stays counted', async () => {
    const { therapist, client } = await practiceWithClient();
    const daily = await setPrompt(therapist, client.id, dailyPromptSince(2));
    const ended = await api.call<TherapistReflectionPrompt>(
      'DELETE',
      `/api/therapist/clients/${client.id}/reflection-prompts/${daily.body.id}`,
      { token: therapist.token },
    );
    expect(ended.status).toBe(200);
    expect(ended.body.endedAt).not.toBeNull();
    expect(ended.body.counts.missed).toBe(2);
    expect(ended.body.occurrences.map((occurrence) => occurrence.status)).toEqual(['missed', 'missed']);
    const portal = await api.call<{ prompts: unknown[] }>('GET', '/api/client/reflection-prompts', {
      token: client.token,
    });
    expect(portal.body.prompts).toEqual([]);
    expect((await answer(client, daily.body.id, 'late')).status).toBe(404);
  });

  it('another practice’s therapist gets 404 for this practice’s client and prompt, and sees none of it', async () => {
    const { therapist, client } = await practiceWithClient();
    const stranger = await signUpTherapist(api);
    const set = await setPrompt(therapist, client.id, weeklyPrompt());
    expect((await listPrompts(stranger, client.id)).status).toBe(404);
    expect((await setPrompt(stranger, client.id, weeklyPrompt())).status).toBe(404);
    const end = await api.call<ErrorBody>(
      'DELETE',
      `/api/therapist/clients/${client.id}/reflection-prompts/${set.body.id}`,
      { token: stranger.token },
    );
    expect(end.status).toBe(404);
    const theirs = await api.call<PracticePromptCompletion>(
      'GET',
      '/api/therapist/reflection-prompts/completion',
      {
        token: stranger.token,
      },
    );
    expect(theirs.body.prompts).toEqual([]);
    expect((await listPrompts(therapist, client.id)).body.prompts[0]?.endedAt).toBeNull();
  });

  it('refuses a client’s session on therapist endpoints, and no session at all', async () => {
    const { client } = await practiceWithClient();
    const asClient = await api.call('GET', `/api/therapist/clients/${client.id}/reflection-prompts`, {
      token: client.token,
    });
    expect([401, 403]).toContain(asClient.status);
    const anonymous = await api.call('GET', '/api/therapist/reflection-prompts/completion');
    expect(anonymous.status).toBe(401);
  });
});
