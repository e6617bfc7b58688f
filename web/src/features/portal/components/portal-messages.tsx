import { Box, type BoxProps, Stack, Text } from '@chakra-ui/react';
import { type CSSProperties, useEffect, useRef } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { themeHook } from '#shared/domain/portal-theme.ts';
import { CrisisResourceCard } from '#web/components/crisis-resource-card.tsx';
import { GuideMarkdown } from '#web/components/markdown/guide-markdown.tsx';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { safetyUiLayer, safetyUiProps } from '#web/components/safety-ui.ts';
import { readableTextOn } from '#web/features/portal/model/readable-text.ts';
import type { ShownMessage } from '#web/features/portal/model/use-portal-chat.ts';

/**
 * The assistant's bubbles: the app's subtle surface in light mode; in dark mode that surface is the
 * card's own colour, so the bubble takes the emphasized one (gray.800) to stand out from the card.
 */
const ASSISTANT_BUBBLE_BG = { base: 'bg.subtle', _dark: 'bg.emphasized' } as const;

/** The client's bubble: the brand colour and the text that reads best on it. */
const clientBubbleColours = (brandingColor: string) =>
  ({ '--mw-client-bg': brandingColor, '--mw-client-fg': readableTextOn(brandingColor) }) as CSSProperties;

const timeOf = (timestamp: string) =>
  new Date(timestamp).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

/**
 * The conversation: the greeting first, then the person's bubbles (in the brand colour) and the
 * assistant's; a reply from the safety screen (a check-in or above) shows as the crisis card, and
 * a reply to a message graded note has the quiet resources line beside it. Each bubble shows its
 * time; while a reply has not started, the typing note shows.
 */
export function PortalMessages({
  practice,
  greeting,
  messages,
}: {
  practice: PublicPracticeProfile;
  greeting: string;
  messages: ShownMessage[];
}) {
  const endRef = useRef<HTMLDivElement>(null);
  // The newest message stays in view as it arrives and as a streamed reply grows.
  const lastId = messages.at(-1)?.id;
  const lastLength = messages.at(-1)?.content.length ?? 0;
  useEffect(() => {
    if (lastId !== undefined && lastLength >= 0) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId, lastLength]);
  return (
    <>
      <Stack as="ol" listStyleType="none" gap="3" aria-label="Conversation" data-testid="portal-messages">
        <AssistantBubble as="li" alignSelf="start" maxW="70%" data-testid="portal-greeting">
          <Text whiteSpace="pre-wrap">{greeting}</Text>
        </AssistantBubble>
        {messages.map((message) => (
          <PortalMessage key={message.id} message={message} brandingColor={practice.brandingColor} />
        ))}
      </Stack>
      <div ref={endRef} />
    </>
  );
}

/** The assistant's bubble, themeable by the practice. */
function AssistantBubble(props: BoxProps) {
  return (
    <Box
      bg={ASSISTANT_BUBBLE_BG}
      color="fg"
      borderRadius="xl"
      p="3"
      className={themeHook('mw-bubble-assistant')}
      {...props}
    />
  );
}

/** One message, as what it is: the person's, a reply still to start, a safety reply, or the assistant's. */
function PortalMessage({ message, brandingColor }: { message: ShownMessage; brandingColor: string }) {
  if (message.role === 'client') return <ClientMessage message={message} brandingColor={brandingColor} />;
  if (message.pending && !message.content) {
    return (
      <Box as="li" alignSelf="start" color="fg.muted" fontSize="sm" role="status">
        The assistant is typing…
      </Box>
    );
  }
  const grade = message.safetyGrade;
  if (grade && grade !== 'note') {
    return (
      <Box
        as="li"
        alignSelf="stretch"
        data-testid="portal-safety-reply"
        {...safetyUiProps}
        {...safetyUiLayer}
        bg="transparent"
      >
        <CrisisResourceCard content={message.content} grade={grade} resources={message.resources} />
      </Box>
    );
  }
  return <AssistantMessage message={message} />;
}

function ClientMessage({ message, brandingColor }: { message: ShownMessage; brandingColor: string }) {
  return (
    <Box
      as="li"
      alignSelf="end"
      maxW="70%"
      borderRadius="xl"
      p="3"
      // The brand colours as variables, so a practice's theme (a class) can still restyle the bubble.
      style={clientBubbleColours(brandingColor)}
      bg="var(--mw-client-bg)"
      color="var(--mw-client-fg)"
      className={themeHook('mw-bubble-client')}
      data-testid="portal-client-message"
    >
      <Text whiteSpace="pre-wrap">{message.content}</Text>
      <Text fontSize="xs" mt="1">
        {timeOf(message.timestamp)}
      </Text>
    </Box>
  );
}

/** The assistant's reply with its time once finished, and the quiet resources line for one graded note. */
function AssistantMessage({ message }: { message: ShownMessage }) {
  return (
    <Stack as="li" alignSelf="start" gap="1.5" maxW="70%">
      <AssistantBubble data-testid="portal-assistant-message">
        <GuideMarkdown content={message.content} />
        {!message.pending && (
          <Text fontSize="xs" color="fg.muted" mt="1">
            {timeOf(message.timestamp)}
          </Text>
        )}
      </AssistantBubble>
      {message.safetyGrade === 'note' && !message.pending && (
        <Box {...safetyUiProps} {...safetyUiLayer} borderRadius="md">
          <SafetyResourcesLine resources={message.resources} />
        </Box>
      )}
    </Stack>
  );
}
