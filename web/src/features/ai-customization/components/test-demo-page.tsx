import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { testAiConfiguration, useAiConfiguration } from '#web/features/ai-customization/api/ai-config-api.ts';
import { sandboxHistory } from '#web/features/ai-customization/model/sandbox-history.ts';
import { useCurrentTherapist } from '#web/lib/use-current-therapist.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { SandboxComposer, SandboxConversation, type SandboxMessage } from './sandbox-conversation';

/** `/test-demo`: a sandbox chat with the practice's saved assistant, as a client would see it. */
export default function TestDemoPage() {
  useDocumentTitle('Test your assistant');
  const { config } = useAiConfiguration();
  const { therapist } = useCurrentTherapist();
  const [messages, setMessages] = useState<SandboxMessage[]>([]);
  const [draft, setDraft] = useState('');
  const [sending, setSending] = useState(false);
  const endRef = useRef<HTMLDivElement>(null);
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

  async function send() {
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
      toastFailure('Message failed', error, 'Failed to send message');
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
        <SandboxConversation greeting={greeting} messages={messages} sending={sending} />
        <div ref={endRef} />
        <SandboxComposer
          draft={draft}
          onDraftChange={setDraft}
          sending={sending}
          onSend={() => void send()}
        />
      </Stack>
    </TherapistAppShell>
  );
}
