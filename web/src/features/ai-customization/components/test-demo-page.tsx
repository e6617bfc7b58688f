import { Box, Button, Heading, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { testAiConfiguration, useAiConfiguration } from '#web/features/ai-customization/api/ai-config-api.ts';
import { sandboxHistory } from '#web/features/ai-customization/model/sandbox-history.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { TestReplyContent } from './test-reply-content';

interface SandboxMessage {
  id: number;
  role: 'client' | 'assistant' | 'safety';
  content: string;
  at: string;
  /** On a reply: what the safety screen read in the message it answers. */
  safety?: TestAiReply['safety'];
}

const DISCLOSURE = "Just so you know: I'm an AI assistant, not a person or a therapist.";

/** `/test-demo`: a sandbox chat with the practice's saved assistant, as a client would see it. */
export default function TestDemoPage() {
  useDocumentTitle('Test your assistant');
  const { config } = useAiConfiguration();
  const { therapist } = useCurrentTherapist();
  const [messages, setMessages] = useState<SandboxMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const hintId = useId();
  // The newest message (or the typing note) stays in view.
  useEffect(() => {
    if (messages.length > 0 || sending) endRef.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, sending]);
  if (!config || !therapist) return <FullPageSpinner message="Loading your assistant…" />;

  // As the portal introduces the assistant: for the practice by its name, else as the therapist's practice's.
  const therapistName = `${therapist.firstName} ${therapist.lastName}`;
  const namedPractice =
    therapist.practiceName === `${therapistName}'s Practice` ? '' : therapist.practiceName;
  const introduction = namedPractice
    ? `the AI assistant for ${namedPractice}`
    : `the AI assistant of ${therapistName}'s practice`;
  const greeting = config.clientGreeting.trim() || `Hello, I'm ${introduction}. What's on your mind today?`;
  const now = () => new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });

  /** As in the member chat: Enter sends, Shift+Enter starts a new line. */
  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    formRef.current?.requestSubmit();
  }

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || sending || !config) return;
    setDraft('');
    // The conversation so far goes with the message, so the assistant can go on rather than repeat itself.
    const history = sandboxHistory(messages);
    setMessages((current) => [
      ...current,
      { id: current.length + 1, role: 'client', content: text, at: now() },
    ]);
    setSending(true);
    try {
      const reply = await testAiConfiguration(text, config, history);
      setMessages((current) => [
        ...current,
        {
          id: current.length + 1,
          role: reply.answeredBy === 'safety' ? 'safety' : 'assistant',
          content: reply.message,
          at: now(),
          safety: reply.safety,
        },
      ]);
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Message failed',
        description: errorMessage(error, 'Failed to send message'),
      });
    } finally {
      setSending(false);
    }
  }

  return (
    <TherapistAppShell>
      <Stack gap="4" maxW="3xl" mx="auto">
        <HStack justify="space-between" wrap="wrap">
          <Heading as="h1" size="2xl">
            Test your assistant
          </Heading>
          <Button asChild variant="outline" size="sm">
            <RouterLink to={paths.aiCustomization}>Edit Configuration</RouterLink>
          </Button>
        </HStack>
        <Text color="fg.muted">
          A sandbox with your saved settings. Nothing here is stored or counted in your metrics. Messages are
          screened for risk exactly as your clients' are.
        </Text>
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
            <Box
              as="li"
              key={message.id}
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
          ))}
          {sending && (
            <Box as="li" alignSelf="start" color="fg.muted" fontSize="sm">
              The assistant is typing…
            </Box>
          )}
        </Stack>
        <div ref={endRef} />
        <form ref={formRef} onSubmit={send} aria-label="Send a test message">
          <HStack align="end">
            <Textarea
              aria-label="Message"
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
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
      </Stack>
    </TherapistAppShell>
  );
}
