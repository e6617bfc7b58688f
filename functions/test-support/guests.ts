import { expect } from 'vitest';
import type { GuestChatReply, GuestTranscriptTurn } from '#shared/api/schemas/guest-chat.ts';
import type { TestApi } from './test-api';

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
