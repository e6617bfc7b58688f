import { type UIEvent, useEffect, useLayoutEffect, useRef } from 'react';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import type { LiveTurn } from '#web/features/chat/model/chat-turn.ts';

/** How close to the end (px) still counts as "reading the latest", so new words keep it in view. */
const STICKY_DISTANCE = 96;

interface ConversationScrollInput {
  conversationId: string | null;
  live: LiveTurn | null;
  messages: ChatMessage[];
  /** No conversation yet: the welcome panel, read from the top. */
  isEmpty: boolean;
  highlightedMessageId: string | null;
}

/**
 * Where the conversation is scrolled: it follows the reply as it streams unless the member has
 * scrolled up to read, and brings a message an insight links to into view once.
 */
export function useConversationScroll({
  conversationId,
  live,
  messages,
  isEmpty,
  highlightedMessageId,
}: ConversationScrollInput) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const followRef = useRef(true);
  // A linked message stays where it was brought into view until the member sends or opens another.
  const heldByLinkRef = useRef(false);

  const scrollToEnd = () => {
    const element = scrollRef.current;
    if (element) element.scrollTop = element.scrollHeight;
  };

  // A new message, or another conversation: jump to the latest words.
  useEffect(() => {
    if (live?.status === 'sending' || conversationId) {
      followRef.current = true;
      heldByLinkRef.current = false;
    }
  }, [live?.status, conversationId]);

  // The welcome panel is read from the top.
  useLayoutEffect(() => {
    if (isEmpty && scrollRef.current) scrollRef.current.scrollTop = 0;
  }, [isEmpty]);

  useLayoutEffect(() => {
    if (!isEmpty && followRef.current && !heldByLinkRef.current) scrollToEnd();
  });
  // A linked message is brought into view once, after the conversation's own jump to the end.
  const shownLink = useRef<string | null>(null);
  useEffect(() => {
    if (!highlightedMessageId || shownLink.current === highlightedMessageId) return;
    if (!messages.some((message) => message.id === highlightedMessageId)) return;
    const target = scrollRef.current?.querySelector<HTMLElement>(
      `[data-message-id="${CSS.escape(highlightedMessageId)}"] > article`,
    );
    if (!target) return;
    shownLink.current = highlightedMessageId;
    heldByLinkRef.current = true;
    target.scrollIntoView({ block: 'center' });
  }, [highlightedMessageId, messages]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const element = event.currentTarget;
    followRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_DISTANCE;
  };

  return { scrollRef, onScroll };
}
