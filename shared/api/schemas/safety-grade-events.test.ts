import { describe, expect, it } from 'vitest';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { type ChatStreamEvent, encodeChatStreamEvent, parseChatStreamEvent } from './chat-stream';
import { parseGuestStreamEvent } from './guest-chat';
import { parsePortalStreamEvent } from './portal-chat-stream';

/** A reply graded note travels in every stream's final event, with the lines to show beside it. */
const resources = crisisResourcesFor('GB');
const message = {
  id: 'a1',
  role: 'assistant' as const,
  content: 'What has been weighing on you?',
  modeId: 'mirror' as const,
  createdAt: '2026-11-29T00:00:00Z',
  safetyGrade: 'note' as const,
  resources,
};
const engine = { id: 'offline' as const, label: 'Offline guide' };
const safety = { flagged: false, level: 'possible' as const, grade: 'note' as const, resources };

const dataOf = (event: { event: string; data: unknown }) =>
  encodeChatStreamEvent(event).split('\n')[1]?.slice('data: '.length) ?? '';

describe('a note in the streamed replies', () => {
  it("is read in a member's stream, with its lines", () => {
    const done: ChatStreamEvent = {
      event: 'done',
      data: {
        conversationId: 'c1',
        title: 'Hi',
        modeId: 'mirror',
        userMessage: message,
        message,
        safety,
        engine,
        conversation: {
          id: 'c1',
          title: 'Hi',
          modeId: 'mirror',
          messageCount: 2,
          createdAt: '2026-11-29T00:00:00Z',
          updatedAt: '2026-11-29T00:00:01Z',
        },
        usage: { tier: 'freemium', month: '2026-11', used: 1, limit: 20 },
      },
    };
    const parsed = parseChatStreamEvent('done', dataOf(done));
    expect(parsed?.event === 'done' && parsed.data.safety).toMatchObject({
      grade: 'note',
      resources: { region: 'GB' },
    });
    expect(parsed?.event === 'done' && parsed.data.message.resources?.helpline.call).toBe('116 123');
  });

  it("is read in a guest's stream", () => {
    const done = {
      event: 'done',
      data: { used: 1, limit: 10, userMessage: message, message, replyProof: 'p', safety, engine },
    };
    const parsed = parseGuestStreamEvent('done', dataOf(done));
    expect(parsed?.event === 'done' && parsed.data.safety.grade).toBe('note');
  });

  it("is read in a portal's stream", () => {
    const done = {
      event: 'done',
      data: {
        messageId: 'a1',
        response: message.content,
        timestamp: message.createdAt,
        sessionId: 's1',
        clientMessage: { id: 'c1', role: 'client', content: 'Hi', timestamp: message.createdAt },
        safety: { grade: 'note', resources },
        answeredBy: 'assistant',
      },
    };
    const parsed = parsePortalStreamEvent('done', dataOf(done));
    expect(parsed?.event === 'done' && parsed.data.safety).toMatchObject({
      grade: 'note',
      resources: { region: 'GB' },
    });
  });
});
