import { Spinner, Stack, Text } from '@chakra-ui/react';
import type { ChatSession } from '#web/features/chat/hooks/use-chat-session.ts';
import { useConversationScroll } from '#web/features/chat/hooks/use-conversation-scroll.ts';
import { MemberBubble, StreamingGuideBubble } from './message-bubbles';
import {
  ConversationHeading,
  ConversationRegion,
  SavedMessage,
  SendFailureNotice,
} from './message-list-parts';
import { WelcomePanel, type WelcomePanelProps } from './welcome-panel';

interface MessageListProps extends WelcomePanelProps {
  session: ChatSession;
  /** A message an insight links to: scrolled into view once and highlighted. */
  highlightedMessageId?: string | null;
}

/**
 * The conversation, or the welcome panel when there is none yet. It scrolls by itself and follows
 * the reply as it streams, unless the member has scrolled up to read.
 */
export function MessageList({ session, highlightedMessageId = null, ...welcome }: MessageListProps) {
  const { conversationId, messages, live, failure } = session;
  const isEmpty = !conversationId && !live;
  const { scrollRef, onScroll } = useConversationScroll({
    conversationId,
    live,
    messages,
    isEmpty,
    highlightedMessageId,
  });

  const showLiveUser =
    live && !(live.userMessage && messages.some((message) => message.id === live.userMessage?.id));

  return (
    <ConversationRegion
      scrollRef={scrollRef}
      onScroll={onScroll}
      testId="message-list"
      heading={
        isEmpty ? <WelcomePanel {...welcome} /> : <ConversationHeading guideName={welcome.mode.name} />
      }
    >
      {conversationId && session.isLoadingMessages && !live && (
        <Stack align="center" py="10" gap="3" role="status">
          <Spinner color="brand.solid" aria-hidden="true" />
          <Text color="fg.muted" fontSize="sm">
            Loading your conversation…
          </Text>
        </Stack>
      )}
      {session.messagesFailed && !live && (
        <Text color="fg.error" role="alert">
          This conversation could not be loaded. Please try again in a moment.
        </Text>
      )}

      {messages.map((message) => (
        <SavedMessage
          key={message.id}
          message={message}
          highlightedMessageId={highlightedMessageId}
          engineLabel={message.engine?.label ?? session.engineLabels.get(message.id)}
        />
      ))}

      {live && (
        <>
          {showLiveUser && <MemberBubble content={live.userText} />}
          <StreamingGuideBubble modeId={live.modeId} content={live.reply} engineLabel={live.engine?.label} />
        </>
      )}

      {failure && !live && !failure.saved && <MemberBubble content={failure.text} />}
      {failure && !live && <SendFailureNotice message={failure.message} onRetry={session.retry} />}
    </ConversationRegion>
  );
}
