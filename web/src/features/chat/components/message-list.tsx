import { Alert, Box, Button, Heading, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { Mode } from '#shared/domain/modes.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import type { ChatSession } from '#web/features/chat/hooks/use-chat-session.ts';
import { GuideBubble, MemberBubble, StreamingGuideBubble } from './message-bubbles';
import { WelcomePanel } from './welcome-panel';

interface MessageListProps {
  session: ChatSession;
  firstName: string;
  mode: Mode;
  modes: readonly Mode[];
  memberTier: Tier;
  onPickPrompt: (prompt: string) => void;
  /** A guide card was clicked: an open guide starts a fresh conversation, a locked one offers the upgrade. */
  onChooseGuide: (guide: Mode) => void;
  /** A message an insight links to: scrolled into view once and highlighted. */
  highlightedMessageId?: string | null;
}

const highlighted = {
  '& > article': { outline: '3px solid', outlineColor: 'gold.solid', outlineOffset: '3px' },
};

/** How close to the end (px) still counts as "reading the latest", so new words keep it in view. */
const STICKY_DISTANCE = 96;

/**
 * The conversation, or the welcome panel when there is none yet. It scrolls by itself and follows
 * the reply as it streams, unless the member has scrolled up to read.
 */
export function MessageList({
  session,
  firstName,
  mode,
  modes,
  memberTier,
  onPickPrompt,
  onChooseGuide,
  highlightedMessageId = null,
}: MessageListProps) {
  const { conversationId, messages, live, failure } = session;
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

  const isEmpty = !conversationId && !live;

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

  const showLiveUser =
    live && !(live.userMessage && messages.some((message) => message.id === live.userMessage?.id));

  return (
    <Box
      ref={scrollRef}
      flex="1"
      minH="0"
      overflowY="auto"
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      data-testid="message-list"
      onScroll={(event) => {
        const element = event.currentTarget;
        followRef.current = element.scrollHeight - element.scrollTop - element.clientHeight < STICKY_DISTANCE;
      }}
      focusVisibleRing="inside"
    >
      <Stack gap="5" maxW="3xl" mx="auto" w="full" px={{ base: '3', sm: '5' }} py="5">
        {isEmpty ? (
          <WelcomePanel
            firstName={firstName}
            mode={mode}
            modes={modes}
            memberTier={memberTier}
            onPickPrompt={onPickPrompt}
            onChooseGuide={onChooseGuide}
          />
        ) : (
          <VisuallyHidden>
            <Heading as="h1">Your conversation with {mode.name}</Heading>
          </VisuallyHidden>
        )}

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
          // No box of its own (display: contents): it only names the message for a link to it.
          <Box
            key={message.id}
            display="contents"
            data-message-id={message.id}
            css={message.id === highlightedMessageId ? highlighted : undefined}
          >
            {message.id === highlightedMessageId && (
              <Text
                alignSelf={message.role === 'user' ? 'flex-end' : 'flex-start'}
                mb="-3.5"
                fontSize="xs"
                fontWeight="semibold"
                color="fg.muted"
                data-testid="linked-message-label"
              >
                From your insights
              </Text>
            )}
            {message.role === 'user' ? (
              <MemberBubble content={message.content} />
            ) : (
              <GuideBubble
                message={message}
                engineLabel={message.engine?.label ?? session.engineLabels.get(message.id)}
              />
            )}
          </Box>
        ))}

        {live && (
          <>
            {showLiveUser && <MemberBubble content={live.userText} />}
            <StreamingGuideBubble
              modeId={live.modeId}
              content={live.reply}
              engineLabel={live.engine?.label}
            />
          </>
        )}

        {failure && !live && !failure.saved && <MemberBubble content={failure.text} />}
        {failure && !live && (
          <Alert.Root status="error" borderRadius="lg" data-testid="send-failure">
            <Alert.Indicator />
            <Alert.Content gap="2">
              <Alert.Title>The guide could not finish its reply</Alert.Title>
              <Alert.Description>{failure.message}</Alert.Description>
              <Box>
                <Button size="sm" variant="outline" colorPalette="gray" bg="bg.panel" onClick={session.retry}>
                  <RotateCcw aria-hidden="true" />
                  Retry
                </Button>
              </Box>
            </Alert.Content>
          </Alert.Root>
        )}
      </Stack>
    </Box>
  );
}
