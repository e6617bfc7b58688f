import { describe, expect, it } from 'vitest';
import { signUpMember } from '#functions/test-support/members.ts';
import { readServerSentEvents } from '#functions/test-support/server-sent-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatReply, ConversationPage, UsageSummary } from '#shared/api/schemas/chat.ts';
import { type ChatStreamEvent, parseChatStreamEvent } from '#shared/api/schemas/chat-stream.ts';

/**
 * The chat screen refreshes nothing after a reply: the stream's `done` event carries the
 * conversation's row as the list shows it and the month's usage after the message. These tests
 * hold both to what GET /api/conversations and GET /api/usage answer right after.
 */
const api = startTestApi();

async function streamMessage(token: string, message: string, conversationId?: string): Promise<ChatReply> {
  const reply = await api.call<string>('POST', '/api/chat', {
    token,
    body: { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) },
    headers: { accept: 'text/event-stream' },
  });
  const events = readServerSentEvents<ChatStreamEvent>(reply.text, parseChatStreamEvent);
  const done = events.at(-1);
  if (done?.event !== 'done') throw new Error(`The stream did not end with done: ${reply.text.slice(-300)}`);
  return done.data;
}

async function listedAndUsage(token: string) {
  const [list, usage] = await Promise.all([
    api.call<ConversationPage>('GET', '/api/conversations?limit=20', { token }),
    api.call<UsageSummary>('GET', '/api/usage', { token }),
  ]);
  return { rows: list.body.conversations, usage: usage.body };
}

describe("the chat stream's done event", () => {
  it('carries the conversation row and the month usage exactly as the list and usage endpoints then answer', async () => {
    const member = await signUpMember(api);
    const first = await streamMessage(member.token, 'Work kept me up again last night');
    let now = await listedAndUsage(member.token);
    expect(first.conversation).toEqual(now.rows[0]);
    expect(first.conversation).toMatchObject({
      id: first.conversationId,
      title: 'Work kept me up again last night',
      modeId: 'mirror',
      messageCount: 2,
    });
    expect(first.usage).toEqual(now.usage);
    expect(first.usage).toMatchObject({ tier: 'freemium', used: 1, limit: 20 });

    const second = await streamMessage(member.token, 'And my sister called about it', first.conversationId);
    now = await listedAndUsage(member.token);
    expect(second.conversation).toEqual(now.rows[0]);
    expect(second.conversation.messageCount).toBe(4);
    expect(second.conversation.updatedAt > first.conversation.updatedAt).toBe(true);
    // A message in an existing conversation starts nothing new.
    expect(second.usage).toEqual(now.usage);
    expect(second.usage.used).toBe(1);

    const another = await streamMessage(member.token, 'Something else entirely: my garden');
    now = await listedAndUsage(member.token);
    expect(another.conversation).toEqual(now.rows[0]);
    expect(now.rows.map((row) => row.id)).toEqual([another.conversationId, first.conversationId]);
    expect(another.usage).toEqual(now.usage);
    expect(another.usage.used).toBe(2);
  });

  it('says an unlimited plan has no limit, as the usage endpoint does', async () => {
    const member = await signUpMember(api, 'pro');
    const reply = await streamMessage(member.token, 'A quiet morning for once');
    expect(reply.usage).toEqual((await listedAndUsage(member.token)).usage);
    expect(reply.usage).toMatchObject({ tier: 'pro', used: 1, limit: null });
  });
});
