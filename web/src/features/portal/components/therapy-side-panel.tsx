import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { LifeBuoy } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PortalSessionSummary, PublicPracticeProfile } from '#shared/api/schemas/portal.ts';
import { telHref, therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { CrisisSupportBox } from './crisis-support-box';
import { PortalNotices } from './portal-notices';
import { SidePanelCard } from './practice-side-panel';

const dateOf = (timestamp: string) =>
  new Date(timestamp).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h2" fontSize="sm">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** How to reach the therapist: their email, else their phone; else ask at the next session. */
function NeedHelp({ practice }: { practice: PublicPracticeProfile }) {
  const href = practice.contactEmail
    ? `mailto:${practice.contactEmail}`
    : practice.contactPhone
      ? telHref(practice.contactPhone)
      : null;
  return (
    <Section title="Need Help?">
      {href ? (
        <Button asChild size="sm" variant="outline" alignSelf="start">
          <a href={href}>
            <LifeBuoy size={14} aria-hidden="true" /> Contact {practice.firstName}
          </a>
        </Button>
      ) : (
        <Text fontSize="sm">Bring it to your next session with {practice.firstName}.</Text>
      )}
      <CrisisSupportBox practice={practice} />
      <Text fontSize="sm">In a crisis, call or text 988 (US) or your local emergency number now.</Text>
    </Section>
  );
}

/**
 * The therapy chat's side panel: 'Your Therapist', 'Session Info', the client's sessions,
 * 'Need Help?', their account, and the notices.
 */
export function TherapySidePanel({
  practice,
  sessionInfo,
  sessions,
  activeSessionId,
  onOpenSession,
  onNewSession,
  feedback,
  account,
}: {
  practice: PublicPracticeProfile;
  sessionInfo: { startedAt: string; messageCount: number } | null;
  sessions: PortalSessionSummary[];
  activeSessionId: string | null;
  onOpenSession: (sessionId: string) => void;
  onNewSession: () => void;
  feedback: ReactNode;
  account: ReactNode;
}) {
  const chats = sessions.filter((session) => session.kind === 'chat');
  return (
    <SidePanelCard label="Your therapist and this session">
      <Stack gap="5">
        <Section title="Your Therapist">
          <Text fontWeight="semibold">{therapistNameOf(practice)}</Text>
          <Text fontSize="sm" color="fg.muted">
            Approach: {practice.therapeuticApproach} · AI style: {practice.aiPersonality}
          </Text>
        </Section>
        <Section title="Session Info">
          {sessionInfo ? (
            <Text fontSize="sm" data-testid="session-info">
              Started {dateOf(sessionInfo.startedAt)} · {sessionInfo.messageCount} messages
            </Text>
          ) : (
            <Text fontSize="sm" color="fg.muted">
              A new session starts with your first message.
            </Text>
          )}
          <Button size="sm" variant="outline" alignSelf="start" onClick={onNewSession}>
            New session
          </Button>
        </Section>
        {feedback}
        {chats.length > 0 && (
          <Section title="Your sessions">
            <Stack as="ul" listStyleType="none" gap="1">
              {chats.slice(0, 10).map((session) => (
                <li key={session.sessionId}>
                  <Button
                    size="xs"
                    variant={session.sessionId === activeSessionId ? 'subtle' : 'ghost'}
                    onClick={() => onOpenSession(session.sessionId)}
                    aria-current={session.sessionId === activeSessionId ? 'true' : undefined}
                  >
                    {dateOf(session.startedAt)} · {session.messageCount} messages
                  </Button>
                </li>
              ))}
            </Stack>
          </Section>
        )}
        <NeedHelp practice={practice} />
        {account}
        <PortalNotices practice={practice} />
      </Stack>
    </SidePanelCard>
  );
}
