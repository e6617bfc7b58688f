import { describe, expect, it } from 'vitest';
import { type ChatStreamEvent, encodeChatStreamEvent, parseChatStreamEvent } from './chat-stream';

const message = {
  id: 'u1',
  role: 'user' as const,
  content: 'Hello',
  modeId: 'mirror' as const,
  createdAt: '2026-01-01T00:00:00Z',
};
const engine = { id: 'offline' as const, label: 'Offline guide' };
const conversation = {
  id: 'c1',
  title: 'Hello',
  modeId: 'mirror' as const,
  messageCount: 2,
  createdAt: '2026-01-01T00:00:00Z',
  updatedAt: '2026-01-01T00:00:01Z',
};
const usage = { tier: 'freemium' as const, month: '2026-01', used: 1, limit: 20 };

function roundTrip(event: ChatStreamEvent): ChatStreamEvent | null {
  const text = encodeChatStreamEvent(event);
  const [eventLine, dataLine] = text.split('\n');
  return parseChatStreamEvent(
    eventLine?.slice('event: '.length) ?? '',
    dataLine?.slice('data: '.length) ?? '',
  );
}

describe('the chat stream contract', () => {
  it('writes and reads back each of its four events', () => {
    const events: ChatStreamEvent[] = [
      { event: 'start', data: { conversationId: 'c1', modeId: 'mirror', engine, userMessage: message } },
      { event: 'token', data: { text: 'Hi ' } },
      {
        event: 'done',
        data: {
          conversationId: 'c1',
          title: 'Hello',
          modeId: 'mirror',
          userMessage: message,
          message: { ...message, id: 'a1', role: 'assistant' },
          safety: { flagged: false, level: 'none', grade: 'none' },
          engine,
          conversation,
          usage,
        },
      },
      {
        event: 'error',
        data: {
          status: 401,
          code: 'UNAUTHENTICATED',
          message: 'This account has been deleted.',
          requestId: 'r1',
        },
      },
      {
        event: 'error',
        data: {
          status: 503,
          code: 'SERVICE_UNAVAILABLE',
          message: 'Please try again in a few seconds.',
          retryAfterSeconds: 5,
          requestId: 'r2',
        },
      },
    ];
    for (const event of events) expect(roundTrip(event)).toEqual(event);
    expect(encodeChatStreamEvent(events[1] as ChatStreamEvent)).toBe(
      'event: token\ndata: {"text":"Hi "}\n\n',
    );
  });

  it('reads nothing from events outside the contract or data of the wrong shape', () => {
    expect(parseChatStreamEvent('message', '{"text":"hi"}')).toBeNull();
    expect(parseChatStreamEvent('token', '{"text": 3}')).toBeNull();
    expect(parseChatStreamEvent('token', 'not json')).toBeNull();
    expect(parseChatStreamEvent('error', '{"status":500,"message":"x","code":"MADE_UP"}')).toBeNull();
    expect(parseChatStreamEvent('start', '{"conversationId":"c1"}')).toBeNull();
    // A done event must say how the conversation's row and the month's usage stand after it.
    const done = { conversationId: 'c1', title: 'Hello', modeId: 'mirror', userMessage: message, engine };
    const full = { ...done, message, safety: { flagged: false, level: 'none' }, conversation, usage };
    expect(parseChatStreamEvent('done', JSON.stringify(full))).not.toBeNull();
    expect(parseChatStreamEvent('done', JSON.stringify({ ...full, usage: undefined }))).toBeNull();
    expect(parseChatStreamEvent('done', JSON.stringify({ ...full, conversation: { id: 'c1' } }))).toBeNull();
    expect(parseChatStreamEvent('toString', '{}')).toBeNull();
  });
});
