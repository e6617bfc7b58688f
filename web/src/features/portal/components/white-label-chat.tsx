import { Grid, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { greetingOf, therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { usePortalChat } from '#web/features/portal/model/use-portal-chat.ts';
import { apiRequest } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PortalChatCard } from './portal-chat-card';
import { PracticeSidePanel } from './practice-side-panel';
import { type FeedbackState, SessionFeedback } from './session-feedback';
import { WelcomeCard } from './welcome-card';

/**
 * The white-label chat for anyone who opens the portal: the welcome card first, then the chat
 * under the first name they gave. Their conversation belongs to the practice.
 */
export function WhiteLabelChat({
  practice,
  signInPath,
}: {
  practice: PublicPracticeProfile;
  signInPath: string;
}) {
  useDocumentTitle(practice.welcomeTitle);
  const [name, setName] = useState<string | null>(null);
  const extraBody = useMemo(
    () => ({ subdomain: practice.subdomain, clientName: name ?? '' }),
    [practice.subdomain, name],
  );
  const chat = usePortalChat({ endpoint: '/api/white-label/chat', extraBody });

  if (name === null) {
    return (
      <Grid templateColumns={{ base: '1fr', lg: practice.showPracticeInfo ? '2fr 1fr' : '1fr' }} gap="6">
        <WelcomeCard practice={practice} signInPath={signInPath} onStart={setName} />
        <PracticeSidePanel practice={practice} />
      </Grid>
    );
  }

  const sessionId = chat.sessionId;
  const saveFeedback = async (change: Partial<FeedbackState>): Promise<FeedbackState> =>
    apiRequest<FeedbackState>('POST', '/api/white-label/session-feedback', {
      subdomain: practice.subdomain,
      sessionId,
      ...change,
    });
  const feedback = sessionId ? (
    <SessionFeedback
      key={sessionId}
      practice={practice}
      initial={{ rating: null, sharedWithTherapist: false }}
      save={saveFeedback}
    />
  ) : null;

  return (
    <Grid templateColumns={{ base: '1fr', lg: practice.showPracticeInfo ? '2fr 1fr' : '1fr' }} gap="6">
      <Stack gap="4" minW="0">
        <PortalChatCard
          practice={practice}
          title={`AI Assistant - ${therapistNameOf(practice)}`}
          greeting={greetingOf(practice, name)}
          messages={chat.messages}
          sending={chat.sending}
          onSend={chat.send}
        />
        {!practice.showPracticeInfo && feedback}
      </Stack>
      <PracticeSidePanel practice={practice} extra={feedback} />
    </Grid>
  );
}
