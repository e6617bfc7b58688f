import { describe, expect, it } from 'vitest';
import { sendPromptReminders } from '#functions/core/reflection-prompts/prompt-reminders.ts';
import { signUpClient, type TestClient } from '#functions/test-support/clients.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { todayUtc, weeklyPrompt } from '#functions/test-support/reflection-prompts.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { PortalSessionState } from '#shared/api/schemas/portal.ts';
import type { ConversationReview } from '#shared/api/schemas/practice-dashboard.ts';
import type {
  ClientReflectionPrompts,
  PortalPromptCard,
  PortalPrompts,
  PromptAnswerReply,
  TherapistReflectionPrompt,
} from '#shared/api/schemas/reflection-prompts.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const REMINDER_SUBJECT = 'A reflection prompt is waiting for you';
/** Reminder mails only (a client's sign-up mail is in the same outbox). */
const remindersTo = async (address: string) =>
  (await mailsTo(address)).filter((mail) => mail.subject === REMINDER_SUBJECT);
const PRIVATE = 'the letter I never sent to my father';

const setPrompt = async (therapist: TestTherapist, client: TestClient, overrides = {}) => {
  const reply = await api.call<TherapistReflectionPrompt>(
    'POST',
    `/api/therapist/clients/${client.id}/reflection-prompts`,
    { token: therapist.token, body: weeklyPrompt(overrides) },
  );
  if (reply.status !== 201) throw new Error(`setting a prompt failed: ${reply.status} ${reply.text}`);
  return reply.body;
};
const cards = (client: TestClient) =>
  api.call<PortalPrompts & ErrorBody>('GET', '/api/client/reflection-prompts', { token: client.token });
const answer = (client: TestClient, promptId: string, message: string, sessionId?: string) =>
  api.call<PromptAnswerReply & ErrorBody>('POST', `/api/client/reflection-prompts/${promptId}/answer`, {
    token: client.token,
    body: { message, ...(sessionId ? { sessionId } : {}) },
  });
const skip = (client: TestClient, promptId: string) =>
  api.call<{ card: PortalPromptCard } & ErrorBody>(
    'POST',
    `/api/client/reflection-prompts/${promptId}/skip`,
    {
      token: client.token,
    },
  );
const therapistView = (therapist: TestTherapist, client: TestClient) =>
  api.call<ClientReflectionPrompts>('GET', `/api/therapist/clients/${client.id}/reflection-prompts`, {
    token: therapist.token,
  });

describe('a client’s reflection prompts in the portal', () => {
  it('shows the prompt as a card from the therapist, waiting this week', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);
    const listed = await cards(client);
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ remindersOn: true, answersIn: 'conversation' });
    expect(listed.body.prompts).toEqual([
      expect.objectContaining({
        id: prompt.id,
        title: 'Noticing small wins',
        from: 'Maya Ortiz',
        current: expect.objectContaining({ dueDate: todayUtc(), status: 'open', sessionId: null }),
      }),
    ]);
  });

  it('answers in a conversation with the assistant: done for the therapist, the words only for the client until shared', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);

    const first = await answer(client, prompt.id, `What went better: I finally read ${PRIVATE}`);
    expect(first.status).toBe(201);
    expect(first.body.reply?.response.length).toBeGreaterThan(0);
    expect(first.body.journal).toBeNull();
    expect(first.body.card.current).toMatchObject({ status: 'done', sessionId: first.body.reply?.sessionId });
    const sessionId = first.body.reply?.sessionId ?? '';
    const second = await answer(client, prompt.id, 'And I felt lighter afterwards', sessionId);
    expect(second.status).toBe(201);
    expect(second.body.reply?.sessionId).toBe(sessionId);

    const own = await api.call<PortalSessionState>('GET', `/api/therapy/conversation/${sessionId}`, {
      token: client.token,
    });
    expect(own.body.messages[0]?.content).toContain(PRIVATE);

    const view = await therapistView(therapist, client);
    expect(view.body.prompts[0]?.occurrences[0]).toMatchObject({ status: 'done' });
    expect(view.body.prompts[0]?.counts).toMatchObject({ done: 1, streak: 1 });
    expect(view.text).not.toContain('father');
    const review = () =>
      api.call<ConversationReview>('GET', `/api/therapist/conversations/${sessionId}`, {
        token: therapist.token,
      });
    expect((await review()).text).not.toContain('father');

    // Shared through the conversation's own consent: then, and only then, the therapist reads it.
    await api.call('PATCH', `/api/therapy/conversation/${sessionId}`, {
      token: client.token,
      body: { sharedWithTherapist: true },
    });
    expect((await review()).text).toContain('father');
    expect((await therapistView(therapist, client)).text).not.toContain('father');
  });

  it('skips a prompt; may still answer it while it is open; cannot skip an answered one', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);
    const skipped = await skip(client, prompt.id);
    expect(skipped.status).toBe(200);
    expect(skipped.body.card.current?.status).toBe('skipped');
    expect((await therapistView(therapist, client)).body.prompts[0]?.counts).toMatchObject({
      skipped: 1,
      done: 0,
    });

    expect((await answer(client, prompt.id, 'Changed my mind: the walk on Sunday')).status).toBe(201);
    const again = await skip(client, prompt.id);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('You already answered this prompt.');
    expect((await therapistView(therapist, client)).body.prompts[0]?.counts).toMatchObject({
      skipped: 0,
      done: 1,
    });
  });

  it('a prompt that has not started yet waits: no card, and answering it is refused plainly', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const start = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const later = await setPrompt(therapist, client, {
      schedule: { frequency: 'weekly', startDate: start, endDate: end, timeZone: 'UTC' },
    });
    expect((await cards(client)).body.prompts).toEqual([]);
    const early = await answer(client, later.id, 'too soon');
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This prompt isn’t waiting for an answer right now.');
  });

  it('a neighbour client and another practice’s client get 404 for this client’s prompt', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const neighbour = await signUpClient(api, therapist);
    const otherPractice = await signUpTherapist(api);
    const stranger = await signUpClient(api, otherPractice);
    const prompt = await setPrompt(therapist, client);
    for (const intruder of [neighbour, stranger]) {
      expect((await answer(intruder, prompt.id, 'not mine')).status).toBe(404);
      expect((await skip(intruder, prompt.id)).status).toBe(404);
      expect((await cards(intruder)).body.prompts).toEqual([]);
    }
    expect((await cards(client)).body.prompts[0]?.current?.status).toBe('open');
    // A therapist's session is not a client's.
    const asTherapist = await api.call('GET', '/api/client/reflection-prompts', { token: therapist.token });
    expect([401, 403]).toContain(asTherapist.status);
  });

  it('answers bad input with a clear 400 and an unknown prompt with 404', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);
    const empty = await answer(client, prompt.id, '   ');
    expect(empty.status).toBe(400);
    expect(empty.body.errors?.message).toBe('Please write something first');
    expect((await answer(client, '01HZZZZZZZZZZZZZZZZZZZZZZZ', 'hello')).status).toBe(404);
    expect((await answer(client, 'not-a-prompt', 'hello')).status).toBe(404);
    const reminders = await api.call<ErrorBody>('PUT', '/api/client/reflection-prompts/reminders', {
      token: client.token,
      body: { remindersOn: 'sometimes' },
    });
    expect(reminders.status).toBe(400);
  });

  it('in an Illinois practice a prompt opens the journal: no AI reply, still done', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'IL' });
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);
    expect((await cards(client)).body.answersIn).toBe('journal');
    const answered = await answer(client, prompt.id, `Journal: ${PRIVATE}`);
    expect(answered.status).toBe(201);
    expect(answered.body.reply).toBeNull();
    expect(answered.body.journal?.entry.text).toContain(PRIVATE);
    expect(answered.body.journal?.entry.sharedWithTherapist).toBe(false);
    expect(answered.body.card.current?.status).toBe('done');
    const view = await therapistView(therapist, client);
    expect(view.body.prompts[0]?.counts.done).toBe(1);
    expect(view.text).not.toContain('father');
  });
});

describe('a client who deletes their account', () => {
  it('takes their prompts and answers with them: the therapist sees none left', async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const prompt = await setPrompt(therapist, client);
    await answer(client, prompt.id, 'An answer before leaving');
    expect((await therapistView(therapist, client)).body.prompts).toHaveLength(1);
    const deleted = await api.call('DELETE', '/api/client/account', {
      token: client.token,
      body: { password: client.password },
    });
    expect(deleted.status).toBe(204);
    const after = await therapistView(therapist, client);
    expect(after.status).toBe(200);
    expect(after.body.prompts).toEqual([]);
    expect(after.body.totals).toMatchObject({ done: 0, skipped: 0, missed: 0 });
  });
});

describe('prompt reminders', () => {
  it('mails once per waiting prompt, says only that a prompt is waiting, and never when reminders are off', async () => {
    const therapist = await signUpTherapist(api);
    const reminded = await signUpClient(api, therapist);
    const quiet = await signUpClient(api, therapist);
    const answeredAlready = await signUpClient(api, therapist);
    for (const client of [reminded, quiet, answeredAlready]) {
      await setPrompt(therapist, client, {
        title: 'Secret garden title',
        text: 'Describe the secret garden.',
      });
    }
    const off = await api.call<{ remindersOn: boolean }>('PUT', '/api/client/reflection-prompts/reminders', {
      token: quiet.token,
      body: { remindersOn: false },
    });
    expect(off.body).toEqual({ remindersOn: false });
    expect((await cards(quiet)).body.remindersOn).toBe(false);
    const [waiting] = (await cards(answeredAlready)).body.prompts;
    await answer(answeredAlready, waiting?.id ?? '', 'Done already');

    await sendPromptReminders();
    const mails = await remindersTo(reminded.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain('A reflection prompt is waiting for you in your portal.');
    expect(`${mails[0]?.text}${mails[0]?.html}`).not.toMatch(/secret garden|Maya|Ortiz/i);
    expect(await remindersTo(quiet.email)).toHaveLength(0);
    expect(await remindersTo(answeredAlready.email)).toHaveLength(0);

    await sendPromptReminders();
    expect(await remindersTo(reminded.email)).toHaveLength(1);
  });
});
