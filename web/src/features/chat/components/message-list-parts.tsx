import { Alert, Box, Button, Heading, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import type { ReactNode, RefObject, UIEvent } from 'react';
import type { ChatMessage } from '#shared/api/schemas/chat.ts';
import { GuideBubble, MemberBubble } from './message-bubbles';

const highlighted = {
  '& > article': { outline: '3px solid', outlineColor: 'gold.solid', outlineOffset: '3px' },
};

interface SavedMessageProps {
  message: ChatMessage;
  /** The message an insight links to: outlined, under "From your insights". */
  highlightedMessageId: string | null;
  engineLabel: string | undefined;
}

/** One saved message of the conversation, the member's or a guide's. */
export function SavedMessage({ message, highlightedMessageId, engineLabel }: SavedMessageProps) {
  return (
    // No box of its own (display: contents): it only names the message for a link to it.
    <Box
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
        <GuideBubble message={message} engineLabel={engineLabel} />
      )}
    </Box>
  );
}

/** The guide failed mid-reply: what it said, and a Retry that sends the same words again. */
export function SendFailureNotice({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert.Root status="error" borderRadius="lg" data-testid="send-failure">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>The guide could not finish its reply</Alert.Title>
        <Alert.Description>{message}</Alert.Description>
        <Box>
          <Button size="sm" variant="outline" colorPalette="gray" bg="bg.panel" onClick={onRetry}>
            <RotateCcw aria-hidden="true" />
            Retry
          </Button>
        </Box>
      </Alert.Content>
    </Alert.Root>
  );
}

interface ConversationRegionProps {
  scrollRef: RefObject<HTMLDivElement | null>;
  onScroll?: (event: UIEvent<HTMLDivElement>) => void;
  testId?: string;
  /** What stands above the messages: the welcome when there are none, else a heading only screen readers hear. */
  heading: ReactNode;
  children: ReactNode;
}

/** The conversation's own scrolling region, a readable column in the middle. */
export function ConversationRegion({
  scrollRef,
  onScroll,
  testId,
  heading,
  children,
}: ConversationRegionProps) {
  return (
    <Box
      ref={scrollRef}
      flex="1"
      minH="0"
      overflowY="auto"
      tabIndex={0}
      role="region"
      aria-label="Conversation"
      data-testid={testId}
      onScroll={onScroll}
      focusVisibleRing="inside"
    >
      <Stack gap="5" maxW="3xl" mx="auto" w="full" px={{ base: '3', sm: '5' }} py="5">
        {heading}
        {children}
      </Stack>
    </Box>
  );
}

/** The conversation's heading, for screen readers (the welcome has its own). */
export function ConversationHeading({ guideName }: { guideName: string }) {
  return (
    <VisuallyHidden>
      <Heading as="h1">Your conversation with {guideName}</Heading>
    </VisuallyHidden>
  );
}
