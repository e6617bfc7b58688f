import { describe, expect, it } from 'vitest';
import { seedConversation } from '#functions/test-support/client-conversations.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type { WeeklyDigestSettings } from '#shared/api/schemas/therapist-digest.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { sendWeeklyDigests } from './send-weekly-digests';

const api = startTestApi();
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const settingsOf = (therapist: TestTherapist) =>
  api.call<WeeklyDigestSettings & ErrorBody>('GET', '/api/therapist/weekly-digest', {
    token: therapist.token,
  });
const saveSettings = (therapist: TestTherapist, body: unknown) =>
  api.call<WeeklyDigestSettings & ErrorBody>('PUT', '/api/therapist/weekly-digest', {
    token: therapist.token,
    body,
  });

/** A practice's week: 2 sessions of Jonah's (one flagged), an older one, a summary shared. */
async function practiceWithAWeek() {
  const therapist = await signUpTherapist(api);
  const client = await signUpClient(api, therapist);
  const recent = daysAgo(2);
  await seedConversation(therapist.id, {
    clientId: client.id,
    startedAt: daysAgo(3),
    lastMessageAt: daysAgo(3),
  });
  await seedConversation(therapist.id, {
    clientId: client.id,
    startedAt: recent,
    lastMessageAt: recent,
    flaggedForReview: true,
    flag: { grade: 'check-in', reason: 'Possible risk noticed', signals: [], flaggedAt: recent },
  });
  await seedConversation(therapist.id, {
    clientId: client.id,
    startedAt: daysAgo(12),
    lastMessageAt: daysAgo(12),
  });
  const shared = await api.call('POST', '/api/client/pre-session-summaries', {
    token: client.token,
    body: {
      periodStart: daysAgo(28),
      periodEnd: daysAgo(0),
      parts: [{ section: 'themes', text: 'Work kept coming up.' }],
    },
  });
  expect(shared.status).toBe(201);
  return { therapist, client };
}

describe('the weekly digest mail', () => {
  it('is off until the therapist turns it on, and then sends counts only, once a week', async () => {
    const { therapist } = await practiceWithAWeek();
    expect((await settingsOf(therapist)).body).toEqual({ enabled: false, includeClientNames: false });
    await sendWeeklyDigests();
    expect(await mailsTo(therapist.email)).toEqual([]);

    expect((await saveSettings(therapist, { enabled: true, includeClientNames: false })).status).toBe(200);
    expect((await settingsOf(therapist)).body).toEqual({ enabled: true, includeClientNames: false });
    await sendWeeklyDigests();
    const mails = await mailsTo(therapist.email);
    expect(mails).toHaveLength(1);
    const text = mails[0]?.text ?? '';
    expect(mails[0]?.subject).toBe("Your week at Maya Ortiz's Practice");
    expect(text).toContain('Sessions: 2');
    expect(text).toContain('Reflection prompts done: 0');
    expect(text).toContain('Flags waiting for your review: 1');
    expect(text).toContain('Pre-session summaries shared with you: 1');
    expect(text).toContain(`${api.origin}/therapist-dashboard`);
    // No client names unless the practice turns that on, and never a client's words.
    expect(text).not.toContain('Jonah');
    expect(text).not.toContain('Work kept coming up');

    // A second run in the same week sends nothing more.
    await sendWeeklyDigests();
    expect(await mailsTo(therapist.email)).toHaveLength(1);
  });

  it('names clients beside their counts only when the practice turns that on', async () => {
    const { therapist } = await practiceWithAWeek();
    await saveSettings(therapist, { enabled: true, includeClientNames: true });
    await sendWeeklyDigests();
    const [mail] = await mailsTo(therapist.email);
    expect(mail?.text).toContain('Jonah R.: 2 sessions, 1 summary shared');
    expect(mail?.text).not.toContain('Reyes');
  });

  it('stops when turned off, and one therapist’s choice never changes another’s', async () => {
    const { therapist } = await practiceWithAWeek();
    const other = await signUpTherapist(api);
    await saveSettings(therapist, { enabled: true, includeClientNames: false });
    await saveSettings(other, { enabled: false, includeClientNames: true });
    expect((await settingsOf(therapist)).body.enabled).toBe(true);
    await saveSettings(therapist, { enabled: false, includeClientNames: false });
    await sendWeeklyDigests();
    expect(await mailsTo(therapist.email)).toEqual([]);
    expect(await mailsTo(other.email)).toEqual([]);
  });

  it('answers bad settings with a clear 400, and a client’s session with 401', async () => {
    const therapist = await signUpTherapist(api);
    const bad = await saveSettings(therapist, { enabled: 'yes' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body.errors)).toContain('enabled must be true or false');
    const client = await signUpClient(api, therapist);
    expect((await api.call('GET', '/api/therapist/weekly-digest', { token: client.token })).status).toBe(401);
  });
});
