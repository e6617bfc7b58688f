import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useId, useRef } from 'react';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { TestReplyContent } from './test-reply-content';

export interface SandboxMessage {
  id: number;
  role: 'client' | 'assistant' | 'safety';
  content: string;
  at: string;
  /** On a reply: what the safety screen read in the message it answers. */
  safety?: TestAiReply['safety'];
}

const DISCLOSURE = "Just so you know: I'm an AI assistant, not a person or a therapist.";

/** One message of the sandbox: the client's words, the assistant's reply, or the safety screen's card. */
function SandboxBubble({ message }: { message: SandboxMessage }) {
  return (
    <Box
      as="li"
      alignSelf={message.role === 'client' ? 'end' : 'start'}
      maxW={message.role === 'safety' ? '40rem' : '70%'}
      // The safety reply is the crisis card, framed and coloured by itself.
      bg={message.role === 'client' ? 'brand.solid' : message.role === 'safety' ? undefined : 'bg'}
      color={message.role === 'client' ? 'brand.contrast' : 'fg'}
      borderRadius="lg"
      p={message.role === 'safety' ? '0' : '3'}
      data-testid={`sandbox-${message.role}`}
    >
      {message.role === 'client' ? (
        <Text whiteSpace="pre-wrap">{message.content}</Text>
      ) : (
        <TestReplyContent
          reply={{
            message: message.content,
            answeredBy: message.role === 'safety' ? 'safety' : 'assistant',
            safety: message.safety ?? { grade: 'none' },
          }}
        />
      )}
      {message.role === 'assistant' && message.safety?.grade === 'note' && (
        <Box mt="2">
          <SafetyResourcesLine resources={message.safety.resources} />
        </Box>
      )}
      <Text fontSize="xs" opacity={0.8} mt="1">
        {message.at}
      </Text>
    </Box>
  );
}

/** The sandbox conversation: the disclosure and greeting, the messages, and the typing note. */
export function SandboxConversation({
  greeting,
  messages,
  sending,
}: {
  greeting: string;
  messages: SandboxMessage[];
  sending: boolean;
}) {
  return (
    <Stack
      as="ol"
      listStyleType="none"
      gap="3"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      bg="bg.subtle"
      aria-label="Sandbox conversation"
      aria-live="polite"
    >
      <Box as="li" alignSelf="start" maxW="70%" bg="bg" borderRadius="lg" p="3">
        <Text fontSize="sm" color="fg.muted">
          {DISCLOSURE}
        </Text>
        <Text mt="1">{greeting}</Text>
      </Box>
      {messages.map((message) => (
        <SandboxBubble key={message.id} message={message} />
      ))}
      {sending && (
        <Box as="li" alignSelf="start" color="fg.muted" fontSize="sm">
          The assistant is typing…
        </Box>
      )}
    </Stack>
  );
}

/** The message box: Enter sends, Shift+Enter starts a new line (as in the member chat). */
export function SandboxComposer({
  draft,
  onDraftChange,
  sending,
  onSend,
}: {
  draft: string;
  onDraftChange: (draft: string) => void;
  sending: boolean;
  onSend: () => void;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  }

  function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSend();
  }

  return (
    <form ref={formRef} onSubmit={send} aria-label="Send a test message">
      <HStack align="end">
        <Textarea
          aria-label="Message"
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={handleKeyDown}
          aria-describedby={hintId}
          rows={2}
          maxLength={4000}
        />
        <Button type="submit" colorPalette="brand" disabled={!draft.trim() || sending}>
          Send
        </Button>
      </HStack>
      <Text id={hintId} fontSize="xs" color="fg.muted" mt="1">
        Enter to send · Shift+Enter for a new line
      </Text>
    </form>
  );
}
