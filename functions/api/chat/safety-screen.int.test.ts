import { describe, expect, it } from 'vitest';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

/**
 * The graded safety screen end to end, over HTTP on DynamoDB Local, with a model configured (a
 * scripted OpenAI-compatible server that counts its calls): risk that no word rule names never
 * reaches the guide or the model, a check-in asks its question, and the answer to it is read as an
 * answer. The safety event records the grade and the signals, never the text.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();

function send(member: TestMember, message: string, conversationId?: string) {
  return api.call<ChatReply & ErrorBody>('POST', '/api/chat', {
    token: member.token,
    body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
  });
}

interface ExportedEvent {
  grade: string;
  level: string;
  reason: string;
  signals: string[];
  conversationId: string;
}

async function safetyEventsOf(member: TestMember): Promise<ExportedEvent[]> {
  const exported = await api.call<{ safetyEvents: ExportedEvent[] }>('GET', '/api/me/export', {
    token: member.token,
  });
  return exported.body.safetyEvents;
}

describe('the graded safety screen in a conversation', () => {
  it.each([
    'took everything in the medicine cabinet about an hour ago',
    'this is the last entry I will write in here, thank you for everything',
  ])('gives resources for "%s", without asking the guide or quoting it back', async (message) => {
    const member = await signUpMember(api);
    const reply = await send(member, message);
    expect(reply.status).toBe(201);
    expect(reply.body.safety.flagged).toBe(true);
    expect(reply.body.message.engine?.id).toBe('safety');
    expect(reply.body.message.content).toContain('findahelpline.com');
    expect(reply.body.message.content).not.toContain(message);
    expect(model.count('reply')).toBe(0);
    expect(model.count('risk check')).toBe(0);
    const [event] = await safetyEventsOf(member);
    expect(event?.grade).toBe(reply.body.safety.grade);
    expect(event?.signals.some((signal) => signal.startsWith('classifier:'))).toBe(true);
    expect(JSON.stringify(event)).not.toContain(message.slice(0, 20));
  });

  it('asks a check-in question, and a "yes" to it gets the crisis reply without any model call', async () => {
    const member = await signUpMember(api);
    const first = await send(member, 'Sometimes I think everyone would be better off without me');
    expect(first.body.safety.grade).toBe('check-in');
    expect(first.body.message.safetyGrade).toBe('check-in');
    expect(first.body.message.content).toContain('**Are you having thoughts of ending your life?**');
    const answer = await send(member, 'yeah sometimes', first.body.conversationId);
    expect(answer.status).toBe(201);
    expect(answer.body.safety.grade).toBe('crisis');
    expect(answer.body.message.safetyGrade).toBe('crisis');
    expect(answer.body.message.content).toContain('findahelpline.com');
    expect(model.count('reply')).toBe(0);
    const events = await safetyEventsOf(member);
    expect(events.map((event) => event.grade)).toEqual(['check-in', 'crisis']);
    expect(events[1]?.signals).toContain('check-in-answer:yes');
    expect(events[1]?.reason).toBe('Said yes when asked directly about their safety');
  });

  it('lets the guide answer after a plain "no" to a check-in, and the same "yes" alone is nothing', async () => {
    const member = await signUpMember(api);
    const first = await send(member, 'Sometimes I think everyone would be better off without me');
    expect(first.body.safety.grade).toBe('check-in');
    const answer = await send(member, 'no, not at all', first.body.conversationId);
    expect(answer.body.safety).toEqual({ flagged: false, level: 'none', grade: 'none' });
    expect(model.count('reply')).toBe(1);
    // The model reads the whole conversation: the message the check-in interrupted, the check-in, the "no".
    const asked = JSON.stringify(model.calls.findLast((call) => call.kind === 'reply')?.messages);
    expect(asked).toContain('everyone would be better off without me');
    expect(asked).toContain('Are you having thoughts of ending your life?');
    const alone = await send(member, 'yeah sometimes');
    expect(alone.body.safety.flagged).toBe(false);
  });
});
