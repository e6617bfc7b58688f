import { describe, expect, it } from 'vitest';
import { consentGiven } from '#functions/test-support/consent.ts';
import { guestTranscript } from '#functions/test-support/guests.ts';
import { addressesIn, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import type { AuthResponse } from '#shared/api/schemas/auth.ts';
import type { ChatReply } from '#shared/api/schemas/chat.ts';
import type { GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import type { Insights } from '#shared/api/schemas/insights.ts';
import type { GuideMemory } from '#shared/domain/guide-memory.ts';

/**
 * A guest who signs up keeps the conversation, and Mirror remembers it: the guest's messages are
 * counted into Mirror's memory and the insights exactly as if they had been sent as a member.
 */
const api = startTestApi();
const network = addressesIn('198.51.100');
/** A real guest conversation, through the guest chat (the offline guide answers). */
const guestConversation = (messages: string[]) => guestTranscript(api, messages, network());

async function signUpWith(messages: GuestTranscriptTurn[]): Promise<string> {
  const reply = await api.call<AuthResponse>('POST', '/api/auth/register', {
    body: {
      email: uniqueEmail('remembered-guest'),
      password: 'quiet-river-42',
      firstName: 'Noor',
      lastName: 'Haddad',
      guestConversation: { messages },
      ...consentGiven,
    },
    headers: network(),
  });
  expect(reply.status, reply.text).toBe(201);
  expect(reply.body.guestConversation?.kept).toBe(true);
  return reply.body.token;
}

async function mirrorMemory(token: string): Promise<GuideMemory> {
  const reply = await api.call<{ memories: GuideMemory[] }>('GET', '/api/memory', { token });
  expect(reply.status).toBe(200);
  const mirror = reply.body.memories.find((memory) => memory.modeId === 'mirror');
  if (!mirror) throw new Error('No Mirror memory listed');
  return mirror;
}

const themeCount = (memory: GuideMemory, label: string) =>
  memory.themes.find((theme) => theme.label === label)?.count ?? 0;

describe("a guest's conversation kept at sign-up", () => {
  it("is counted into Mirror's memory and the insights as a member's messages would be", async () => {
    const guest = await guestConversation([
      'Work has been so busy, my boss keeps adding deadlines',
      'I stayed late at the office again and missed dinner with my sister',
      'My manager said the project is behind and it is on me',
      'I called my mom about it and she told me to ask for help at work',
    ]);
    const token = await signUpWith(guest);

    const memory = await mirrorMemory(token);
    expect(memory.exchanges).toBe(4);
    expect(themeCount(memory, 'work')).toBe(4);
    expect(themeCount(memory, 'family')).toBe(2);
    expect(memory.summary).not.toContain('No clear themes yet');

    const insights = await api.call<Insights>('GET', '/api/insights', { token });
    expect(insights.status).toBe(200);
    const mirror = insights.body.guides.find((guide) => guide.modeId === 'mirror');
    const work = mirror?.themes.find((theme) => theme.label === 'work');
    expect(work?.count).toBe(4);
    expect(work?.sources.length).toBe(4);

    // The member goes on in the same conversation: the same memory keeps counting.
    const conversationId = work?.sources[0]?.conversationId;
    const next = await api.call<ChatReply>('POST', '/api/chat', {
      token,
      body: {
        message: 'Tomorrow I will talk to my boss about the workload',
        conversationId,
        modeId: 'mirror',
      },
    });
    expect(next.status, next.text).toBe(201);
    const after = await mirrorMemory(token);
    expect(after.exchanges).toBe(5);
    expect(themeCount(after, 'work')).toBe(5);
  });

  it('does not count a message the safety screen answered, as in the member chat', async () => {
    const guest = await guestConversation([
      'My job is exhausting and my boss never listens',
      'I want to kill myself tonight, I have the pills ready',
    ]);
    expect(guest[3]?.content).toContain('Your safety matters most right now');
    const token = await signUpWith(guest);
    const memory = await mirrorMemory(token);
    expect(memory.exchanges).toBe(1);
    expect(themeCount(memory, 'work')).toBe(1);
  });
});
