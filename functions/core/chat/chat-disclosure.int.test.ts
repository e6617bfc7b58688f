import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from '#functions/core/safety/ai-disclosure.ts';
import { AI_IDENTITY_RULE } from '#functions/core/safety/safety-policy.ts';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { conversationLastUsed } from '#functions/test-support/member-conversations.ts';
import { signUpMember, type TestMember } from '#functions/test-support/members.ts';
import { readServerSentEvents } from '#functions/test-support/server-sent-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import { type ChatStreamEvent, parseChatStreamEvent } from '#shared/api/schemas/chat-stream.ts';
import { modeIds } from '#shared/domain/modes.ts';
import type { ErrorBody } from '#shared/errors.ts';
import { HONEST_IDENTITY_ANSWER } from './decide-reply';

/**
 * When the guide says it is an AI, over HTTP on DynamoDB Local with a scripted OpenAI-compatible
 * model: whenever the person asks whether it is a person or a therapist (whatever the model
 * answers), and when the person comes back to a conversation after 7 days away.
 */
const api = startTestApi();
const model = withScriptedModelConfigured();

const DAY = 24 * 60 * 60 * 1000;

function send(member: TestMember, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return api.call<ChatReply & ErrorBody>('POST', '/api/chat', { token: member.token, body, headers });
}

function streamEvents(text: string): ChatStreamEvent[] {
  return readServerSentEvents(text, parseChatStreamEvent);
}

/** The text the member saw arrive, in order, and the reply as saved. */
function streamed(text: string): { seen: string; saved: string } {
  const events = streamEvents(text);
  const seen = events.map((event) => (event.event === 'token' ? event.data.text : '')).join('');
  const done = events.find((event) => event.event === 'done');
  return { seen, saved: done?.event === 'done' ? done.data.message.content : '' };
}

describe('asked whether it is a person', () => {
  it.each(modeIds)('the %s guide opens with the AI disclosure whatever the model says', async (modeId) => {
    const member = await signUpMember(api, 'pro');
    const first = await send(member, { message: 'Work was long today.', modeId });
    expect(first.status).toBe(201);
    // The conversation's opening disclosure is minutes old, so only the question can bring it back.
    model.script.reply = "Yes, I'm a real person and a licensed therapist.";
    const asked = await send(
      member,
      {
        message: 'Be honest with me: am I talking to a real person? Are you a therapist?',
        modeId,
        conversationId: first.body.conversationId,
      },
      { accept: 'text/event-stream' },
    );
    expect(asked.status).toBe(200);
    const { seen, saved } = streamed(asked.text);
    expect(seen.startsWith(AI_DISCLOSURE)).toBe(true);
    expect(saved.startsWith(AI_DISCLOSURE)).toBe(true);
    // The model's false claim is never shown nor kept: an honest answer takes its place.
    for (const text of [seen, saved]) {
      expect(text).not.toContain("I'm a real person");
      expect(text).toContain(HONEST_IDENTITY_ANSWER);
    }

    // The model was asked, and told first that it is an AI: the disclosure does not replace the reply.
    const replyCalls = model.calls.filter((call) => call.kind === 'reply');
    expect(replyCalls).toHaveLength(2);
    const [policy, persona] = replyCalls.at(-1)?.messages ?? [];
    expect(policy?.role).toBe('system');
    expect(policy?.content).toContain(AI_IDENTITY_RULE);
    expect(persona?.role).toBe('system');
    expect(persona?.content).toMatch(/You are an AI, not a person or a therapist, counsellor or doctor/);
  });

  it('does not repeat the disclosure in a continuing conversation when nobody asks', async () => {
    const member = await signUpMember(api);
    const first = await send(member, { message: 'Work was long today.', modeId: 'mirror' });
    expect(first.body.message.content.startsWith(AI_DISCLOSURE)).toBe(true);
    const next = await send(member, {
      message: 'My manager keeps moving the deadline.',
      modeId: 'mirror',
      conversationId: first.body.conversationId,
    });
    expect(next.body.message.content).not.toContain(AI_DISCLOSURE);
  });
});

describe('coming back after time away', () => {
  it('says again that it is an AI when the last message is 8 days old', async () => {
    const member = await signUpMember(api);
    const conversationId = await conversationLastUsed(member, 8 * DAY);
    const reply = await send(member, { message: "I'm back.", modeId: 'mirror', conversationId });
    expect(reply.status).toBe(201);
    expect(reply.body.message.content.startsWith(AI_DISCLOSURE)).toBe(true);
  });

  it('does not after 6 days while the 3-hour rule is silent, and does when it applies', async () => {
    const member = await signUpMember(api);
    const quiet = await conversationLastUsed(member, 6 * DAY);
    const reply = await send(member, { message: "I'm back.", modeId: 'mirror', conversationId: quiet });
    expect(reply.status).toBe(201);
    expect(reply.body.message.content).not.toContain(AI_DISCLOSURE);

    const disclosedLongAgo = await conversationLastUsed(member, 6 * DAY, { disclosedAgoMs: 6 * DAY });
    const again = await send(member, {
      message: "I'm back.",
      modeId: 'mirror',
      conversationId: disclosedLongAgo,
    });
    expect(again.body.message.content.startsWith(AI_DISCLOSURE)).toBe(true);
  });

  it('counts from the message before a retried one, so a failed first attempt does not hide the return', async () => {
    const member = await signUpMember(api);
    const message = 'Hello again, work has been busy.';
    const conversationId = await conversationLastUsed(member, 8 * DAY, { retried: message });
    const reply = await send(member, { message, modeId: 'mirror', conversationId });
    expect(reply.status).toBe(201);
    expect(reply.body.message.content.startsWith(AI_DISCLOSURE)).toBe(true);
  });
});
