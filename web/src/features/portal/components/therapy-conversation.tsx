import { Grid, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { mutate } from 'swr';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import type { PortalSessionState } from '#shared/api/schemas/portal.ts';
import {
  SESSIONS_KEY,
  saveSessionFeedback,
  useTherapySessions,
} from '#web/features/portal/api/therapy-api.ts';
import { portalGreeting } from '#web/features/portal/model/portal-greeting.ts';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { usePortalChat } from '#web/features/portal/model/use-portal-chat.ts';
import { ClientAccountPanel } from './client-account-panel';
import { PortalChatCard } from './portal-chat-card';
import { SessionFeedback } from './session-feedback';
import { TherapySidePanel } from './therapy-side-panel';

/**
 * One session of a signed-in client's chat with the practice's assistant: an existing one loaded
 * with its messages, or a new one whose id comes from the first reply and is reused after.
 */
export function TherapyConversation({
  current,
  loaded,
  onSession,
  onOpenSession,
  onNewSession,
  onSignedOut,
}: {
  current: CurrentClient;
  loaded: PortalSessionState | null;
  onSession: (sessionId: string) => void;
  onOpenSession: (sessionId: string) => void;
  onNewSession: () => void;
  onSignedOut: () => void;
}) {
  const { practice, client } = current;
  const extraBody = useMemo(() => ({ therapistSubdomain: practice.subdomain }), [practice.subdomain]);
  const chat = usePortalChat({
    endpoint: '/api/therapy/chat',
    extraBody,
    initialSessionId: loaded?.sessionId ?? null,
    initialMessages: loaded?.messages ?? [],
    onSession: (sessionId) => {
      onSession(sessionId);
      void mutate(SESSIONS_KEY);
    },
  });
  const sessions = useTherapySessions();
  const summary = sessions.find((session) => session.sessionId === chat.sessionId);
  const feedback = chat.sessionId ? (
    <SessionFeedback
      key={chat.sessionId}
      practice={practice}
      initial={{
        rating: summary?.rating ?? loaded?.rating ?? null,
        sharedWithTherapist: summary?.sharedWithTherapist ?? loaded?.sharedWithTherapist ?? false,
      }}
      save={(change) => saveSessionFeedback(chat.sessionId as string, change)}
      layout="bar"
    />
  ) : null;
  // A client who has talked with the assistant before (another session with messages) is welcomed back.
  const returning = sessions.some(
    (session) => session.kind === 'chat' && session.messageCount > 0 && session.sessionId !== chat.sessionId,
  );
  const startedAt = loaded?.startedAt ?? chat.messages[0]?.timestamp;

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
      <Stack gap="4" minW="0">
        <PortalChatCard
          practice={practice}
          title={`AI Assistant - ${therapistNameOf(practice)}`}
          greeting={portalGreeting(practice, client.firstName, returning ? 'returning' : 'first')}
          messages={chat.messages}
          sending={chat.sending}
          onSend={chat.send}
          sessionBar={feedback}
        />
      </Stack>
      <TherapySidePanel
        practice={practice}
        sessionInfo={
          chat.sessionId && startedAt
            ? { startedAt, messageCount: chat.messages.filter((message) => !message.pending).length }
            : null
        }
        sessions={sessions}
        activeSessionId={chat.sessionId}
        onOpenSession={onOpenSession}
        onNewSession={onNewSession}
        feedback={null}
        account={<ClientAccountPanel onSignedOut={onSignedOut} />}
      />
    </Grid>
  );
}
