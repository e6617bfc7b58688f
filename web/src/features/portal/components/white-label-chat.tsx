import { Center, Grid, Spinner, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import type { PortalVisit } from '#shared/api/schemas/portal-visit.ts';
import { recogniseVisit } from '#web/features/portal/api/visit-api.ts';
import { portalGreeting } from '#web/features/portal/model/portal-greeting.ts';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { usePortalChat } from '#web/features/portal/model/use-portal-chat.ts';
import {
  forgetVisitorSessions,
  keepVisitorSessions,
  rememberVisitorSession,
  visitorSessionIds,
} from '#web/features/portal/model/visitor-sessions.ts';
import { api } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CrisisSupportBox } from './crisis-support-box';
import { PracticeSidePanel } from './practice-side-panel';
import { type FeedbackChange, type FeedbackState, SessionFeedback } from './session-feedback';
import { WelcomeCard } from './welcome-card';

/**
 * The chat card's code (its messages drawn as Markdown, the message box) is not needed for the
 * welcome card every visit opens with: it is fetched once the visitor starts filling the welcome
 * card in, so the portal's first paint waits for less and the card is there when they start.
 */
const loadChatCard = () => import('./portal-chat-card');
const PortalChatCard = lazy(() => loadChatCard().then((module) => ({ default: module.PortalChatCard })));

/** Where the chat card will be, should its code still be on its way when the visitor starts. */
function ChatCardLoading() {
  return (
    <Center layerStyle="raised" py="16" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" aria-label="Loading…" />
    </Center>
  );
}

/** Until the server says otherwise (or when this browser holds no earlier session), a first visit. */
function useVisit(subdomain: string): [PortalVisit | null, () => void] {
  const [visit, setVisit] = useState<PortalVisit | null>(null);
  useEffect(() => {
    let current = true;
    void recogniseVisit(subdomain, visitorSessionIds(subdomain)).then((found) => {
      if (!current) return;
      keepVisitorSessions(subdomain, found.knownSessionIds);
      setVisit(found);
    });
    return () => {
      current = false;
    };
  }, [subdomain]);
  const forget = () => {
    forgetVisitorSessions(subdomain);
    setVisit({ visit: 'first', name: null, lastSessionAt: null, knownSessionIds: [] });
  };
  return [visit, forget];
}

/**
 * The white-label chat for anyone who opens the portal: the welcome card first, then the chat
 * under the first name they gave. Their conversation belongs to the practice. The greeting fits a
 * first conversation, or welcomes back a browser that has talked with this practice before. At
 * the end of a session they rate it in the bar above the message box; sharing needs a client
 * account (a visitor has no therapist relationship), and the bar says so.
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
  const [visit, forgetVisit] = useVisit(practice.subdomain);
  const extraBody = useMemo(
    () => ({ subdomain: practice.subdomain, clientName: name ?? '' }),
    [practice.subdomain, name],
  );
  const chat = usePortalChat({
    endpoint: '/api/white-label/chat',
    extraBody,
    onSession: (sessionId) => rememberVisitorSession(practice.subdomain, sessionId),
  });
  const columns = { base: '1fr', lg: practice.showPracticeInfo ? '2fr 1fr' : '1fr' };

  if (name === null) {
    return (
      <Grid templateColumns={columns} gap="6" onFocusCapture={() => void loadChatCard()}>
        <WelcomeCard
          practice={practice}
          signInPath={signInPath}
          onStart={(chosen) => {
            setName(chosen);
            window.scrollTo({ top: 0 });
          }}
          returningName={visit?.visit === 'returning' ? visit.name : null}
          onNotMe={forgetVisit}
        />
        <PracticeSidePanel practice={practice} />
      </Grid>
    );
  }

  const sessionId = chat.sessionId;
  // Shown only once the session has an id (the bar below).
  const saveFeedback = async (change: FeedbackChange): Promise<FeedbackState> =>
    api('POST /api/white-label/session-feedback', {
      body: { subdomain: practice.subdomain, sessionId: sessionId ?? '', ...change },
    });
  const sessionBar = sessionId ? (
    <SessionFeedback
      key={sessionId}
      practice={practice}
      initial={{ rating: null, sharedWithTherapist: false }}
      save={saveFeedback}
      audience={{ kind: 'visitor', signInPath }}
      layout="bar"
    />
  ) : null;

  return (
    <Grid templateColumns={columns} gap="6">
      <Stack gap="4" minW="0">
        <Suspense fallback={<ChatCardLoading />}>
          <PortalChatCard
            practice={practice}
            title={`AI Assistant - ${therapistNameOf(practice)}`}
            greeting={portalGreeting(practice, name, visit?.visit ?? 'first')}
            messages={chat.messages}
            sending={chat.sending}
            onSend={chat.send}
            sessionBar={sessionBar}
          />
        </Suspense>
        {!practice.showPracticeInfo && <CrisisSupportBox practice={practice} />}
      </Stack>
      <PracticeSidePanel practice={practice} />
    </Grid>
  );
}
