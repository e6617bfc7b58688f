import { describe, expect, it, vi } from 'vitest';
import { POSSIBLE_RISK_NOTE } from '#functions/core/safety/safety-policy.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { GRADED_MESSAGES } from '#functions/test-support/graded-screen-stub.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatMessage, ChatReply } from '#shared/api/schemas/chat.ts';
import type { GuestChatReply } from '#shared/api/schemas/guest-chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

vi.mock('#functions/core/safety/screen-conversation.ts', async (importOriginal) =>
  (await import('#functions/test-support/graded-screen-stub.ts')).withGradedMessages(await importOriginal()),
);

/**
 * What a member and a guest see at each grade of the safety screen, over HTTP on DynamoDB Local with
 * a scripted model as the guide. Two messages are graded by a stub (graded-screen-stub.ts) so these
 * tests hold whatever the screen's thresholds; the crisis message is screened for real.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();
const GUIDE_ANSWER = 'That sounds heavy. What has the work been asking of you?';

function send(member: TestMember, message: string, country?: string, conversationId?: string) {
  return api.call<ChatReply & ErrorBody>('POST', '/api/chat', {
    token: member.token,
    body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
    headers: country ? { 'CloudFront-Viewer-Country': country } : {},
  });
}

const systemPromptOfLastReply = () =>
  (model.calls.findLast((call) => call.kind === 'reply')?.messages ?? [])
    .filter((message) => message.role === 'system')
    .map((message) => message.content)
    .join('\n');

describe('a message graded note', () => {
  it("gets the guide's own answer, with grade note and the resources beside it, never in it", async () => {
    const member = await signUpMember(api);
    model.script.reply = GUIDE_ANSWER;
    const reply = await send(member, GRADED_MESSAGES.note, 'US');
    expect(reply.status).toBe(201);
    expect(reply.body.safety).toMatchObject({ flagged: false, level: 'possible', grade: 'note' });
    expect(reply.body.safety.resources).toMatchObject({ region: 'US', helpline: { call: '988' } });
    expect(reply.body.message.content).toContain(GUIDE_ANSWER);
    expect(reply.body.message.content).not.toMatch(/988|Support is here|findahelpline/);
    expect(reply.body.message.engine?.id).toBe('openai');
    expect(reply.body.message.safetyReply).toBeUndefined();
    expect(reply.body.message).toMatchObject({ safetyGrade: 'note', resources: { region: 'US' } });
    // The model guide was told, beside the safety policy, and with the member's own country's lines.
    expect(model.count('reply')).toBe(1);
    expect(systemPromptOfLastReply()).toContain(POSSIBLE_RISK_NOTE);
    expect(systemPromptOfLastReply()).toContain('call or text 988');
  });

  it('is kept on the reply: the reloaded conversation shows the line again, with the lines of where the member is now', async () => {
    const member = await signUpMember(api);
    const sent = await send(member, GRADED_MESSAGES.note, 'US');
    const reloaded = await api.call<ChatMessage[]>(
      'GET',
      `/api/conversations/${sent.body.conversationId}/messages`,
      {
        token: member.token,
        headers: { 'CloudFront-Viewer-Country': 'NZ' },
      },
    );
    expect(reloaded.status).toBe(200);
    const [question, answer] = reloaded.body;
    expect(question?.safetyGrade).toBeUndefined();
    expect(answer).toMatchObject({ role: 'assistant', safetyGrade: 'note', resources: { region: 'NZ' } });
    expect(answer?.content).toBe(sent.body.message.content);
    expect(JSON.stringify(answer)).not.toContain('categories');
  });

  it('is not told to a model for an ordinary message, and an ordinary reply has no grade or resources', async () => {
    const member = await signUpMember(api);
    const reply = await send(member, GRADED_MESSAGES.none, 'US');
    expect(reply.body.safety).toEqual({ flagged: false, level: 'none', grade: 'none' });
    expect(reply.body.message.safetyGrade).toBeUndefined();
    expect(reply.body.message.resources).toBeUndefined();
    expect(systemPromptOfLastReply()).not.toContain(POSSIBLE_RISK_NOTE);
  });
});

describe('a message graded check-in', () => {
  it('replaces the reply with the check-in question and its resources, and no model answers', async () => {
    const member = await signUpMember(api);
    const reply = await send(member, GRADED_MESSAGES.checkIn, 'US');
    expect(reply.status).toBe(201);
    expect(reply.body.safety).toMatchObject({
      flagged: true,
      grade: 'check-in',
      resources: { region: 'US' },
    });
    expect(reply.body.message).toMatchObject({ safetyReply: true, safetyGrade: 'check-in' });
    expect(reply.body.message.engine?.id).toBe('safety');
    expect(reply.body.message.content).toContain('**Are you having thoughts of ending your life?**');
    expect(reply.body.message.content).toContain('call or text **988**');
    expect(model.count('reply')).toBe(0);
  });
});

describe('crisis lines by country', () => {
  it('names Samaritans 116 123 and 999 to a visitor in Britain, and never 988 or 911', async () => {
    const member = await signUpMember(api);
    const reply = await send(member, 'I want to kill myself', 'GB');
    expect(reply.body.safety.flagged).toBe(true);
    expect(reply.body.safety.resources?.region).toBe('GB');
    expect(reply.body.message.content).toContain('Samaritans');
    expect(reply.body.message.content).toContain('116 123');
    expect(reply.body.message.content).toContain('**999**');
    expect(reply.body.message.content).not.toMatch(/988|911/);
  });

  it('gives a visitor whose country is not known the international directory, and reads the header in any case', async () => {
    const member = await signUpMember(api);
    const unknown = await send(member, 'I want to kill myself');
    expect(unknown.body.safety.resources?.region).toBe('international');
    expect(unknown.body.message.content).toContain('https://findahelpline.com');
    expect(unknown.body.message.content).toContain('your local emergency number');
    const australian = await send(member, 'I want to kill myself', 'au');
    expect(australian.body.message.content).toContain('13 11 14');
    expect(australian.body.message.content).toContain('**000**');
    const forged = await send(member, 'I want to kill myself', 'GB; US');
    expect(forged.body.safety.resources?.region).toBe('international');
  });
});

describe("a guest's message", () => {
  const guestSend = (message: string, country: string, address: string) =>
    api.call<GuestChatReply & ErrorBody>('POST', '/api/guest/chat', {
      body: { message },
      headers: { ...fromAddress(address), 'CloudFront-Viewer-Country': country },
    });

  it("graded note gets Mirror's own answer with grade note and the lines beside it", async () => {
    model.script.reply = GUIDE_ANSWER;
    const reply = await guestSend(GRADED_MESSAGES.note, 'CA', '192.0.2.201');
    expect(reply.status).toBe(201);
    expect(reply.body.safety).toMatchObject({ flagged: false, grade: 'note', resources: { region: 'CA' } });
    expect(reply.body.message).toMatchObject({ safetyGrade: 'note', resources: { region: 'CA' } });
    expect(reply.body.message.content).toContain(GUIDE_ANSWER);
    expect(reply.body.message.content).not.toContain('988');
  });

  it('graded check-in gets the check-in in place of the answer, with the lines of New Zealand', async () => {
    const reply = await guestSend(GRADED_MESSAGES.checkIn, 'NZ', '192.0.2.202');
    expect(reply.body.safety).toMatchObject({ flagged: true, grade: 'check-in' });
    expect(reply.body.message.safetyReply).toBe(true);
    expect(reply.body.message.content).toContain('**1737**');
    expect(reply.body.message.content).not.toContain('988');
    expect(model.count('reply')).toBe(0);
  });
});
