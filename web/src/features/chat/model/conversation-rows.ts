import type { ConversationPage, ConversationSummary } from '#shared/api/schemas/chat.ts';

/**
 * The conversation list's pages after a reply, from the row the reply carries: the conversation
 * moves to the top (the list is newest activity first), appearing once, and every other row stays
 * where it was. Pages not loaded stay not loaded.
 */
export function withConversationOnTop(
  pages: readonly (ConversationPage | null)[] | undefined,
  row: ConversationSummary,
): (ConversationPage | null)[] | undefined {
  if (!pages) return undefined;
  const without = pages.map((page) =>
    page ? { ...page, conversations: page.conversations.filter((listed) => listed.id !== row.id) } : page,
  );
  const [first, ...later] = without;
  return [
    first
      ? { ...first, conversations: [row, ...first.conversations] }
      : { conversations: [row], nextCursor: null },
    ...later,
  ];
}
