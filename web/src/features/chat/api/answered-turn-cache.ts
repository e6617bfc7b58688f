import { mutate } from 'swr';
import { unstable_serialize } from 'swr/infinite';
import type { ChatReply, ConversationPage } from '#shared/api/schemas/chat.ts';
import { withConversationOnTop } from '#web/features/chat/model/conversation-rows.ts';
import { conversationPageKey, isSearchKey } from './conversations-api';
import { USAGE_KEY } from './usage-api';

/**
 * After a reply, the conversation list and the month's usage are updated from what the reply
 * carries (its `conversation` row and `usage`), with no request: the chat sends one request a
 * message. Searches shown are fetched again (their matches may include the new messages).
 */
export async function showAnsweredTurn(reply: ChatReply): Promise<void> {
  const pages = (current: (ConversationPage | null)[] | undefined) =>
    withConversationOnTop(current, reply.conversation);
  await Promise.all([
    mutate(USAGE_KEY, reply.usage, { revalidate: false }),
    mutate(unstable_serialize(conversationPageKey), pages, { revalidate: false }).then((updated) =>
      // Each page is also cached on its own key: keep those the same, so nothing is fetched to compare.
      Promise.all(
        (updated ?? []).map((page, index) =>
          mutate(conversationPageKey(index, index > 0 ? (updated?.[index - 1] ?? null) : null), page, {
            revalidate: false,
          }),
        ),
      ),
    ),
    mutate(isSearchKey, undefined, { revalidate: true }),
  ]);
}
