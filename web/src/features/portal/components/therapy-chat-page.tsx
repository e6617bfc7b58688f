import { Stack } from '@chakra-ui/react';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import { paths } from '#web/app/paths.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { useCurrentClient } from '#web/features/portal/api/client-account-api.ts';
import { useTherapySession } from '#web/features/portal/api/therapy-api.ts';
import { portalPathsOf } from '#web/features/portal/model/portal-paths.ts';
import { currentPortalSubdomain } from '#web/lib/portal-host.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PortalShell } from './portal-shell';
import { PortalNoticePage } from './portal-status-cards';
import { PrivateJournal } from './private-journal';
import { TherapyConversation } from './therapy-conversation';

const lastSessionKey = (clientId: string) => `mw_therapy_session:${clientId}`;

/** Signed out on the root domain: the practice is unknown, so point to its portal link. */
function SignInThroughPortal() {
  return (
    <PortalNoticePage
      heading="Sign in through your practice"
      message="Open the portal link your therapist gave you (it looks like yourtherapist.mirrorwell.app) and sign in there."
    />
  );
}

/** What other features show around the chat or journal (the app hands it in). */
export interface BetweenSessions {
  /** Above it: the reflection prompts waiting. */
  above?: ReactNode;
  /** Below it: the pre-session summary. */
  below?: ReactNode;
}

function TherapyChat({
  current,
  betweenSessions,
}: {
  current: CurrentClient;
  betweenSessions?: BetweenSessions;
}) {
  useDocumentTitle(`AI Assistant - ${current.practice.firstName} ${current.practice.lastName}`);
  const navigate = useNavigate();
  const storageKey = lastSessionKey(current.client.id);
  const [active, setActive] = useState<{ sessionId: string | null; key: number }>(() => ({
    sessionId: window.localStorage.getItem(storageKey),
    key: 0,
  }));
  const { session, isLoading, failed } = useTherapySession(active.sessionId);
  const open = (sessionId: string | null) => {
    if (sessionId) window.localStorage.setItem(storageKey, sessionId);
    else window.localStorage.removeItem(storageKey);
    setActive((current) => ({ sessionId, key: current.key + 1 }));
  };
  const signedOut = () => {
    window.localStorage.removeItem(storageKey);
    navigate(
      portalPathsOf({ subdomain: current.practice.subdomain, onHost: Boolean(currentPortalSubdomain()) })
        .login,
      {
        replace: true,
      },
    );
  };
  if (isLoading) return <FullPageSpinner message="Loading your session…" />;
  if (current.practice.clientExperience === 'private-journal') {
    return (
      <Stack gap="6">
        {betweenSessions?.above}
        <PrivateJournal current={current} onSignedOut={signedOut} />
        {betweenSessions?.below}
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      {betweenSessions?.above}
      <TherapyConversation
        key={active.key}
        current={current}
        // A stored session that is gone (deleted, or another device's) starts a new one.
        loaded={failed ? null : session}
        onSession={(sessionId) => window.localStorage.setItem(storageKey, sessionId)}
        onOpenSession={(sessionId) => open(sessionId)}
        onNewSession={() => open(null)}
        onSignedOut={signedOut}
      />
      {betweenSessions?.below}
    </Stack>
  );
}

/**
 * `/therapy-chat`: a signed-in client's chat with their practice's assistant, or their journal.
 * `betweenSessions` is what other features show around it (the app hands it in: the reflection
 * prompts above, the pre-session summary below).
 */
export default function TherapyChatPage({ betweenSessions }: { betweenSessions?: BetweenSessions } = {}) {
  const { current, isLoading } = useCurrentClient();
  if (isLoading) return <FullPageSpinner message="Loading…" />;
  if (!current) {
    return currentPortalSubdomain() ? <Navigate to={paths.clientLogin} replace /> : <SignInThroughPortal />;
  }
  return (
    <PortalShell practice={current.practice}>
      <TherapyChat current={current} betweenSessions={betweenSessions} />
    </PortalShell>
  );
}
