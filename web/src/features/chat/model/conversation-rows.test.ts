import { describe, expect, it } from 'vitest';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { withConversationOnTop } from './conversation-rows';

const row = (id: string, updatedAt: string, messageCount = 2): ConversationSummary => ({
  id,
  title: `Conversation ${id}`,
  modeId: 'mirror',
  messageCount,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt,
});

describe('the conversation list after a reply', () => {
  it('puts a new conversation on top and keeps the others in order', () => {
    const pages = [{ conversations: [row('b', '2'), row('a', '1')], nextCursor: null }];
    const after = withConversationOnTop(pages, row('c', '3'));
    expect(after?.[0]?.conversations.map((listed) => listed.id)).toEqual(['c', 'b', 'a']);
  });

  it('moves a continued conversation to the top with its new count, once, even from a later page', () => {
    const pages = [
      { conversations: [row('c', '3'), row('b', '2')], nextCursor: 'next' },
      { conversations: [row('a', '1')], nextCursor: null },
    ];
    const after = withConversationOnTop(pages, row('a', '4', 6));
    expect(after?.map((page) => page?.conversations.map((listed) => listed.id))).toEqual([
      ['a', 'c', 'b'],
      [],
    ]);
    expect(after?.[0]?.conversations[0]?.messageCount).toBe(6);
    expect(after?.[0]?.nextCursor).toBe('next');
  });

  it('leaves a list that was never loaded unloaded', () => {
    expect(withConversationOnTop(undefined, row('a', '1'))).toBeUndefined();
  });
});
