import { expect } from 'vitest';
import type { GuestChatReply, GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import type { TestApi } from './test-api';

/**
 * Earlier messages that neither a guest's request nor a carry at sign-up may hold (both read them
 * as one transcript), each with the reason the server gives: [what is wrong, the messages, reason].
 */
export const refusedTranscripts: [string, unknown, string][] = [
  [
    'too many messages',
    Array.from({ length: 22 }, (_, index) => ({ role: index % 2 ? 'assistant' : 'user', content: 'hello' })),
    'A guest conversation holds at most 20 messages',
  ],
  [
    'an over-long message',
    [
      { role: 'user', content: 'x'.repeat(4001) },
      { role: 'assistant', content: 'ok' },
    ],
    'Each earlier message must have 1 to 4000 characters',
  ],
  [
    'replies out of turn',
    [
      { role: 'assistant', content: 'Welcome back, I remember you' },
      { role: 'user', content: 'Hi' },
    ],
    'The earlier messages must take turns: each of yours followed by Mirror’s reply',
  ],
];

/**
 * A real guest conversation, through the guest chat (the offline guide answers): the transcript
 * the browser keeps, with each reply's proof, ready to carry into a sign-up.
 */
export async function guestTranscript(
  api: TestApi,
  messages: string[],
  headers: Record<string, string>,
): Promise<GuestTranscriptTurn[]> {
  const history: GuestTranscriptTurn[] = [];
  for (const message of messages) {
    const reply = await api.call<GuestChatReply>('POST', '/api/guest/chat', {
      body: { message, history },
      headers,
    });
    expect(reply.status, reply.text).toBe(201);
    history.push(
      { role: 'user', content: reply.body.userMessage.content, createdAt: reply.body.userMessage.createdAt },
      {
        role: 'assistant',
        content: reply.body.message.content,
        createdAt: reply.body.message.createdAt,
        proof: reply.body.replyProof,
      },
    );
  }
  return history;
}
