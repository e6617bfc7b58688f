import { describe, expect, it, vi } from 'vitest';
import { updateTherapistAttributes } from '#functions/core/db/repositories/therapists-repository.ts';
import { forgetPublicProfile } from '#functions/core/portal/practice-directory.ts';
import { POSSIBLE_RISK_NOTE } from '#functions/core/safety/safety-policy.ts';
import { signUpClient } from '#functions/test-support/clients.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { GRADED_MESSAGES } from '#functions/test-support/graded-screen-stub.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist, type TestTherapist } from '#functions/test-support/therapists.ts';
import type {
  JournalEntry,
  PortalChatReply,
  PortalSessionState,
  PublicPracticeProfile,
  SavedJournalEntry,
} from '#shared/api/schemas/portal.ts';
import type { ConversationSummary } from '#shared/api/schemas/practice-dashboard.ts';
import type { ErrorBody } from '#shared/errors.ts';

vi.mock('#functions/core/safety/screen-conversation.ts', async (importOriginal) =>
  (await import('#functions/test-support/graded-screen-stub.ts')).withGradedMessages(await importOriginal()),
);

/**
 * What a practice's visitors and clients see at each grade, and what the therapist sees of it, over
 * HTTP on DynamoDB Local with a scripted model as the practice's assistant. Two messages are graded
 * by a stub (graded-screen-stub.ts); the crisis message is screened for real.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();
const ASSISTANT_ANSWER = 'Thank you for sharing that. What has been weighing on you most this week?';
const INSTRUCTIONS = 'Call our on-call line at 020 7946 0000 any time.';
let visitors = 0;

function visitor(country: string) {
  visitors += 1;
  const headers = { ...fromAddress(`203.0.113.${visitors % 250}`), 'CloudFront-Viewer-Country': country };
  return (subdomain: string, message: string, sessionId?: string) =>
    api.call<PortalChatReply & ErrorBody>('POST', '/api/white-label/chat', {
      body: { subdomain, message, clientName: 'Ana', ...(sessionId ? { sessionId } : {}) },
      headers,
    });
}

const queue = async (therapist: TestTherapist) =>
  (
    await api.call<{ conversations: ConversationSummary[] }>('GET', '/api/therapist/conversations', {
      token: therapist.token,
    })
  ).body.conversations;

describe('a portal message graded note', () => {
  it("gets the assistant's own answer with grade note and the lines beside it; the therapist sees a count, never a flag", async () => {
    const therapist = await signUpTherapist(api);
    model.script.reply = ASSISTANT_ANSWER;
    const reply = await visitor('US')(therapist.subdomain, GRADED_MESSAGES.note);
    expect(reply.status).toBe(201);
    expect(reply.body.answeredBy).toBe('assistant');
    expect(reply.body.safety).toMatchObject({ grade: 'note', resources: { region: 'US' } });
    expect(reply.body.response).toContain(ASSISTANT_ANSWER);
    expect(reply.body.response).not.toMatch(/988|Support is here|findahelpline/);
    const prompt = JSON.stringify(model.calls.findLast((call) => call.kind === 'reply')?.messages);
    expect(prompt).toContain(POSSIBLE_RISK_NOTE);
    const [conversation] = await queue(therapist);
    expect(conversation).toMatchObject({ flaggedForReview: false, flag: null, safetyNotes: 1 });
  });

  it("is kept for a client's therapy session: reloaded, the reply still carries the note and the lines", async () => {
    const therapist = await signUpTherapist(api);
    const client = await signUpClient(api, therapist);
    const headers = { 'CloudFront-Viewer-Country': 'IE' };
    const sent = await api.call<PortalChatReply>('POST', '/api/therapy/chat', {
      token: client.token,
      body: { message: GRADED_MESSAGES.note },
      headers,
    });
    expect(sent.body.safety).toMatchObject({ grade: 'note', resources: { region: 'IE' } });
    const session = await api.call<PortalSessionState>(
      'GET',
      `/api/therapy/conversation/${sent.body.sessionId}`,
      {
        token: client.token,
        headers,
      },
    );
    const reply = session.body.messages.find((message) => message.id === sent.body.messageId);
    expect(reply).toMatchObject({ role: 'assistant', safetyGrade: 'note', resources: { region: 'IE' } });
    expect(session.body.messages.find((message) => message.role === 'client')?.safetyGrade).toBeUndefined();
  });
});

describe('a portal message graded check-in', () => {
  it('replaces the answer with the check-in and flags the conversation for review', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await visitor('US')(therapist.subdomain, GRADED_MESSAGES.checkIn);
    expect(reply.body.answeredBy).toBe('safety');
    expect(reply.body.safety).toMatchObject({ grade: 'check-in', resources: { region: 'US' } });
    expect(reply.body.response).toContain('**Are you having thoughts of ending your life?**');
    expect(model.count('reply')).toBe(0);
    const [conversation] = await queue(therapist);
    expect(conversation).toMatchObject({
      flaggedForReview: true,
      flag: { grade: 'check-in' },
      safetyNotes: 0,
    });
  });
});

describe("a portal visitor's country", () => {
  it("gives a visitor in Britain Samaritans, then the practice's own instructions labelled as theirs", async () => {
    const therapist = await signUpTherapist(api);
    await updateTherapistAttributes(therapist.id, { emergencyInstructions: INSTRUCTIONS });
    forgetPublicProfile();
    const reply = await visitor('GB')(therapist.subdomain, 'I want to kill myself');
    expect(reply.body.answeredBy).toBe('safety');
    const text = reply.body.response;
    expect(text).toContain('Samaritans');
    expect(text).toContain('116 123');
    expect(text).not.toMatch(/988|911/);
    expect(text.indexOf('**From your therapist:**')).toBeGreaterThan(text.indexOf('116 123'));
    expect(text.indexOf(INSTRUCTIONS)).toBeGreaterThan(text.indexOf('**From your therapist:**'));
  });

  it("decides the lines of the crisis box in the practice's profile", async () => {
    const therapist = await signUpTherapist(api);
    const profileFrom = (country: string) =>
      api.call<PublicPracticeProfile>('GET', `/api/white-label/therapist/${therapist.subdomain}`, {
        headers: { 'CloudFront-Viewer-Country': country },
      });
    const australian = await profileFrom('AU');
    expect(australian.body.crisisResources).toMatchObject({ region: 'AU', helpline: { call: '13 11 14' } });
    expect(australian.headers.get('vary')).toContain('CloudFront-Viewer-Country');
    expect((await profileFrom('FR')).body.crisisResources?.emergency.numbers).toEqual(['112']);
  });
});

describe('a journal entry graded note', () => {
  it('shows the quiet lines with the entry, is counted, and is never flagged', async () => {
    const therapist = await signUpTherapist(api, { licenseState: 'NV' });
    const client = await signUpClient(api, therapist);
    const saved = await api.call<SavedJournalEntry>('POST', '/api/therapy/journal', {
      token: client.token,
      body: { text: GRADED_MESSAGES.note },
      headers: { 'CloudFront-Viewer-Country': 'NZ' },
    });
    expect(saved.status).toBe(201);
    expect(saved.body.safety).toMatchObject({ grade: 'note', resources: { region: 'NZ' } });
    expect(saved.body.resources).toBeNull();
    const entries = await api.call<{ entries: JournalEntry[] }>('GET', '/api/therapy/journal', {
      token: client.token,
    });
    expect(entries.body.entries[0]?.safetyGrade).toBe('note');
    const [conversation] = await queue(therapist);
    expect(conversation).toMatchObject({ flaggedForReview: false, flag: null, safetyNotes: 1 });
  });
});
