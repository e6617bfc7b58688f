import { describe, expect, it } from 'vitest';
import { usageMonth } from '#functions/core/chat/chat-access.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import {
  memberWithConversationsUsed,
  signUpMember,
  type TestMember,
} from '#functions/test-support/members.ts';
import { anyEvent, readServerSentEvents, streamedText } from '#functions/test-support/server-sent-events.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ChatMessage, ChatReply, ConversationSummary, UsageSummary } from '#shared/api/schemas/chat.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

function send(token: string, body: Record<string, unknown>) {
  return api.call<ChatReply & ErrorBody>('POST', '/api/chat', { token, body });
}

/** The member writes `message` to Mirror, in a new conversation or in `conversationId`. */
const say = (member: TestMember, message: string, conversationId?: string) =>
  send(member.token, { message, modeId: 'mirror', ...(conversationId ? { conversationId } : {}) });

describe('chatting with a guide', () => {
  it('creates the conversation on the first message, says it is an AI, and keeps both messages in order', async () => {
    const member = await signUpMember(api);
    const first = await say(member, 'I want to talk about my week');
    expect(first.status).toBe(201);
    expect(first.body.conversationId).toMatch(/^[0-9A-Z]{26}$/);
    expect(first.body.message).toMatchObject({ role: 'assistant', modeId: 'mirror' });
    expect(first.body.message.content).toMatch(/\bAI\b/);
    expect(first.body.engine).toEqual({ id: 'offline', label: 'Offline guide' });
    expect(first.body.safety).toEqual({ flagged: false, level: 'none', grade: 'none' });
    expect(first.body.title).toBe('I want to talk about my week');

    const second = await say(member, 'Work has felt heavy all week', first.body.conversationId);
    expect(second.status).toBe(201);
    expect(second.body.conversationId).toBe(first.body.conversationId);
    expect(second.body.message.content).not.toMatch(/I'm an AI/);

    const messages = await api.call<ChatMessage[]>(
      'GET',
      `/api/conversations/${first.body.conversationId}/messages`,
      {
        token: member.token,
      },
    );
    expect(messages.body.map((message) => [message.role, message.modeId])).toEqual([
      ['user', 'mirror'],
      ['assistant', 'mirror'],
      ['user', 'mirror'],
      ['assistant', 'mirror'],
    ]);
    expect(messages.body[0]?.content).toBe('I want to talk about my week');
    expect(messages.body[1]?.engine).toEqual({ id: 'offline', label: 'Offline guide' });
    expect(messages.body[0]?.engine).toBeUndefined();
  });

  it('refuses a message sent with an ended session and stores nothing', async () => {
    const member = await signUpMember(api);
    const first = await say(member, 'Before I log out');
    expect((await api.call('POST', '/api/auth/logout', { token: member.token })).status).toBe(204);
    const after = await say(member, 'After logging out', first.body.conversationId);
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Session expired. Please log in again.');
    const login = await api.call<{ token: string }>('POST', '/api/auth/login', {
      body: { email: member.email, password: 'quiet-river-42' },
    });
    const messages = await api.call<ChatMessage[]>(
      'GET',
      `/api/conversations/${first.body.conversationId}/messages`,
      {
        token: login.body.token,
      },
    );
    expect(messages.body.map((message) => message.content)).not.toContain('After logging out');
    expect(messages.body).toHaveLength(2);
  });

  it('refuses blank and over-long messages with a clear 400 and saves nothing', async () => {
    const member = await signUpMember(api);
    const blank = await say(member, '   ');
    expect(blank.status).toBe(400);
    expect(blank.body.errors?.message).toBe('Please enter a message');
    const long = await send(member.token, { message: 'a'.repeat(4001), modeId: 'mirror' });
    expect(long.status).toBe(400);
    expect(long.body.errors?.message).toBe('Messages can be at most 4000 characters');
    const list = await api.call<{ conversations: unknown[] }>('GET', '/api/conversations', {
      token: member.token,
    });
    expect(list.body.conversations).toEqual([]);
  });

  it('gates guides by tier, for a chosen mode and for a slash command alike', async () => {
    const member = await signUpMember(api);
    const locked = await send(member.token, { message: 'hello', modeId: 'shadow' });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('Shadow Mode is part of the Pro plan. Upgrade to Pro to open it.');
    expect(locked.body.upgradeUrl).toBe('/subscribe');

    const started = await say(member, 'hello there');
    const command = await say(member, '/shadowmode what am I avoiding?', started.body.conversationId);
    expect(command.status).toBe(403);
    expect(command.body.message).toBe(locked.body.message);

    const pro = await send((await signUpMember(api, 'standard')).token, {
      message: 'x y z',
      modeId: 'innerchild',
    });
    expect(pro.status).toBe(403);
    expect(pro.body.message).toMatch(/^Inner Child Mode is part of the Pro plan/);
  });

  it('switches the guide inside a conversation with a slash command and sends the rest to the new guide', async () => {
    const member = await signUpMember(api, 'lifetime');
    const first = await say(member, 'Something about my family');
    const switched = await say(
      member,
      '/shadowmode why does criticism sting so much?',
      first.body.conversationId,
    );
    expect(switched.status).toBe(201);
    expect(switched.body.modeId).toBe('shadow');
    expect(switched.body.message.modeId).toBe('shadow');
    const bare = await send(member.token, {
      message: '/awakeningmode',
      modeId: 'shadow',
      conversationId: first.body.conversationId,
    });
    expect(bare.body.modeId).toBe('awakening');
    expect(bare.body.message.content).toContain('Awakening Mode');
    const list = await api.call<{ conversations: ConversationSummary[] }>('GET', '/api/conversations', {
      token: member.token,
    });
    expect(list.body.conversations).toHaveLength(1);
    expect(list.body.conversations[0]?.modeId).toBe('awakening');
  });

  it('lets exactly one of 15 concurrent new conversations through at 19 of 20 used', async () => {
    const member = await memberWithConversationsUsed(api, 19);
    const replies = await Promise.all(
      Array.from({ length: 15 }, (_, index) => say(member, `Conversation ${index}`)),
    );
    const accepted = replies.filter((reply) => reply.status === 201);
    const refused = replies.filter((reply) => reply.status === 402);
    expect(accepted).toHaveLength(1);
    expect(refused).toHaveLength(14);
    expect(refused[0]?.body.message).toBe(
      "You've started all 20 conversations included in Freemium this month. Upgrade for unlimited conversations, or continue one of your existing conversations.",
    );
    expect(refused[0]?.body.upgradeUrl).toBe('/subscribe');

    const usage = await api.call<UsageSummary>('GET', '/api/usage', { token: member.token });
    expect(usage.body).toEqual({ tier: 'freemium', month: usageMonth(new Date()), used: 20, limit: 20 });
    const list = await api.call<{ conversations: ConversationSummary[] }>('GET', '/api/conversations', {
      token: member.token,
    });
    expect(list.body.conversations).toHaveLength(1);

    const more = await say(member, 'Continuing is still fine', accepted[0]?.body.conversationId);
    expect(more.status).toBe(201);
  });

  it('remembers per mode, links themes to messages, and forgets one mode on request', async () => {
    const member = await signUpMember(api, 'pro');
    const mirror = await say(member, 'My job and my boss are draining me at work');
    await send(member.token, { message: 'I miss my mother since she died', modeId: 'innerchild' });
    const memories = await api.call<{ memories: GuideMemory[] }>('GET', '/api/memory', {
      token: member.token,
    });
    const byMode = Object.fromEntries(memories.body.memories.map((memory) => [memory.modeId, memory]));
    const work = byMode.mirror?.themes.find((theme) => theme.label.toLowerCase().includes('work'));
    expect(work?.messageIds).toEqual([mirror.body.userMessage.id]);
    expect(byMode.innerchild?.themes.length).toBeGreaterThan(0);
    expect(byMode.shadow?.themes).toEqual([]);

    const cleared = await api.call('DELETE', '/api/memory/mirror', { token: member.token });
    expect(cleared.status).toBe(200);
    const after = await api.call<{ memories: GuideMemory[] }>('GET', '/api/memory', { token: member.token });
    const afterByMode = Object.fromEntries(after.body.memories.map((memory) => [memory.modeId, memory]));
    expect(afterByMode.mirror?.themes).toEqual([]);
    expect(afterByMode.innerchild?.themes.length).toBeGreaterThan(0);
    expect((await api.call('DELETE', '/api/memory/nonsense', { token: member.token })).status).toBe(404);
  });

  it('answers risk with crisis resources at once and records the event without the text', async () => {
    const member = await signUpMember(api);
    const reply = await say(member, "I don't want to be here anymore, I want to kill myself");
    expect(reply.status).toBe(201);
    expect(reply.body.safety.flagged).toBe(true);
    expect(reply.body.message.content).toContain('findahelpline.com');
    expect(reply.body.message.safetyReply).toBe(true);
    expect(reply.body.message.engine).toEqual({ id: 'safety', label: 'Safety resources' });
    const exported = await api.call<{ safetyEvents: { reason: string; level: string }[] }>(
      'GET',
      '/api/me/export',
      {
        token: member.token,
      },
    );
    expect(exported.body.safetyEvents).toHaveLength(1);
    expect(JSON.stringify(exported.body.safetyEvents)).not.toMatch(/kill myself/);
  });

  it('after a plain "no" to a check-in, comes back to what the member was saying, without quoting risk words', async () => {
    const member = await signUpMember(api);
    const first = await say(member, 'Sometimes I think everyone would be better off without me');
    expect(first.body.safety.grade).toBe('check-in');
    const answer = await say(member, "No, I'm okay", first.body.conversationId);
    expect(answer.body.safety.flagged).toBe(false);
    expect(answer.body.message.engine).toEqual({ id: 'offline', label: 'Offline guide' });
    expect(answer.body.message.content).toMatch(
      /^(I appreciate you answering|Thanks for letting me know|Thanks for telling me)/,
    );
    expect(answer.body.message.content).not.toMatch(/you're okay|better off without me/i);
  });

  it('streams the reply as Server-Sent Events ending with the same final object', async () => {
    const member = await signUpMember(api);
    const reply = await api.call('POST', '/api/chat', {
      token: member.token,
      body: { message: 'Today I noticed I was calmer than usual', modeId: 'mirror' },
      headers: { accept: 'text/event-stream' },
    });
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('text/event-stream');
    const events = readServerSentEvents(reply.text, anyEvent);
    expect(events[0]?.event).toBe('start');
    expect(events.at(-1)?.event).toBe('done');
    const tokens = streamedText(events);
    const done = events.at(-1)?.data as ChatReply;
    expect(tokens.length).toBeGreaterThan(20);
    expect(done.message.content).toBe(tokens);
    expect(done.conversationId).toBe(events[0]?.data.conversationId);
  });
});
