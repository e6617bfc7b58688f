import { Badge, Box, Card, Heading, Stack, Text } from '@chakra-ui/react';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import type { JournalEntry } from '#shared/api/schemas/portal.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { saveSessionFeedback, useJournal } from '#web/features/portal/api/therapy-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { ClientAccountPanel } from './client-account-panel';
import { CrisisSupportBox } from './crisis-support-box';
import { PortalNotices } from './portal-notices';
import { ShareSwitch } from './share-switch';

const dateOf = (timestamp: string) =>
  new Date(timestamp).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' });

interface JournalEntryItemProps {
  entry: JournalEntry;
  therapist: string;
  onShareChange: (shared: boolean) => Promise<void>;
}

/** One saved entry: when, whether resources were shown, the text, and its sharing switch. */
function JournalEntryItem({ entry, therapist, onShareChange }: JournalEntryItemProps) {
  return (
    <Box as="li" bg="bg.panel" borderRadius="xl" p="4" data-testid="journal-entry">
      <Stack gap="2">
        <Text fontSize="xs" color="fg.muted">
          {dateOf(entry.createdAt)}
          {entry.safetyGrade !== 'none' && (
            <Badge ms="2" colorPalette="orange" variant="subtle">
              Support resources shown
            </Badge>
          )}
        </Text>
        <Text whiteSpace="pre-wrap">{entry.text}</Text>
        <ShareSwitch
          label="Share with my therapist"
          shared={entry.sharedWithTherapist}
          confirmTitle={`Share this entry with ${therapist}?`}
          confirmDescription={`${therapist} will be able to read the whole text of this entry. You can stop sharing at any time.`}
          onShare={() => onShareChange(true)}
          onStopSharing={() => void onShareChange(false)}
        />
      </Stack>
    </Box>
  );
}

/** The client's entries, newest first, each shared with the therapist or not. */
export function JournalEntries({ therapist }: { therapist: string }) {
  const { entries } = useJournal();

  async function toggleShare(sessionId: string, shared: boolean) {
    try {
      await saveSessionFeedback(sessionId, { sharedWithTherapist: shared });
      toaster.create({
        type: 'success',
        title: shared ? `Shared with ${therapist}` : `${therapist} can no longer read this entry`,
      });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Not saved',
        description: errorMessage(error, 'Please try again.'),
      });
    }
  }

  return (
    <Stack as="ol" listStyleType="none" gap="3" aria-label="Your entries">
      {entries.map((entry) => (
        <JournalEntryItem
          key={entry.sessionId}
          entry={entry}
          therapist={therapist}
          onShareChange={(shared) => toggleShare(entry.sessionId, shared)}
        />
      ))}
    </Stack>
  );
}

/** Beside the journal: the therapist, why a journal, crisis support, the account and the notices. */
export function JournalSidePanel({
  practice,
  therapist,
  onSignedOut,
}: {
  practice: CurrentClient['practice'];
  therapist: string;
  onSignedOut: () => void;
}) {
  return (
    <Card.Root as="aside" aria-label="Your therapist" variant="outline" bg="bg.panel" borderRadius="2xl">
      <Card.Body>
        <Stack gap="4">
          <Heading as="h2" fontSize="sm">
            Your Therapist
          </Heading>
          <Text fontWeight="semibold">{therapist}</Text>
          {practice.jurisdictionNote && (
            <Text fontSize="xs" color="fg.muted">
              Why a journal: {practice.jurisdictionNote}
            </Text>
          )}
          <CrisisSupportBox practice={practice} />
          <ClientAccountPanel onSignedOut={onSignedOut} />
          <PortalNotices practice={practice} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
