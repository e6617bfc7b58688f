import { Button, Card, Grid, Heading, Stack, Text, Textarea } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { useState } from 'react';
import type { CurrentClient } from '#shared/api/schemas/client-account.ts';
import { JOURNAL_ENTRY_MAX, type SavedJournalEntry } from '#shared/api/schemas/portal.ts';
import { CrisisResourceCard } from '#web/components/crisis-resource-card.tsx';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { addJournalEntry } from '#web/features/portal/api/therapy-api.ts';
import { therapistNameOf } from '#web/features/portal/model/portal-text.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { JournalEntries, JournalSidePanel } from './journal-parts';
import { ShareSwitch } from './share-switch';

/**
 * The private between-session journal, where the law of the practice's state forbids AI chat: the
 * client writes, the entry is screened (risk shows the crisis resources at once), kept and shown
 * back; it can be shared with the therapist and unshared. No AI answers.
 */
export function PrivateJournal({
  current,
  onSignedOut,
}: {
  current: CurrentClient;
  onSignedOut: () => void;
}) {
  const { practice } = current;
  useDocumentTitle(`Your journal · ${practice.welcomeTitle}`);
  const [text, setText] = useState('');
  const [share, setShare] = useState(false);
  const [saving, setSaving] = useState(false);
  const [screened, setScreened] = useState<SavedJournalEntry['safety'] & { content: string | null }>({
    grade: 'none',
    content: null,
  });
  const therapist = therapistNameOf(practice);

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text.trim() || saving) return;
    setSaving(true);
    try {
      const saved = await addJournalEntry(text, share);
      setText('');
      setShare(false);
      setScreened({ ...saved.safety, content: saved.resources });
      toaster.create({ type: 'success', title: 'Saved to your journal' });
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Not saved',
        description: errorMessage(error, 'Please try again.'),
      });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
      <Stack gap="4" minW="0">
        <Card.Root variant="outline" bg="bg.panel" borderRadius="2xl" boxShadow="lg">
          <Card.Body>
            <Stack gap="4">
              <Heading as="h1" fontSize="xl">
                Your private journal
              </Heading>
              <Text fontSize="sm" color="fg.muted">
                A place to write between sessions with {therapist}. No AI reads or answers your entries; they
                are screened for safety, and only entries you share can be read by {practice.firstName}.
              </Text>
              <form onSubmit={save} aria-label="Write a journal entry">
                <Stack gap="3">
                  <Textarea
                    aria-label="Journal entry"
                    value={text}
                    onChange={(event) => setText(event.target.value)}
                    maxLength={JOURNAL_ENTRY_MAX}
                    rows={6}
                    placeholder="What is on your mind today?"
                  />
                  <ShareSwitch
                    label="Share this entry with my therapist"
                    shared={share}
                    confirmTitle={`Share this entry with ${therapist}?`}
                    confirmDescription={`Once you save it, ${therapist} will be able to read the whole text of this entry. You can stop sharing at any time.`}
                    onShare={async () => setShare(true)}
                    onStopSharing={() => setShare(false)}
                  />
                  <Button
                    type="submit"
                    colorPalette="brand"
                    alignSelf="start"
                    disabled={!text.trim()}
                    loading={saving}
                  >
                    Save Entry
                  </Button>
                </Stack>
              </form>
              {screened.grade === 'note' && <SafetyResourcesLine resources={screened.resources} />}
              {screened.content && screened.grade !== 'none' && screened.grade !== 'note' && (
                <CrisisResourceCard
                  content={screened.content}
                  grade={screened.grade}
                  resources={screened.resources}
                />
              )}
            </Stack>
          </Card.Body>
        </Card.Root>
        <JournalEntries therapist={therapist} />
      </Stack>
      <JournalSidePanel practice={practice} therapist={therapist} onSignedOut={onSignedOut} />
    </Grid>
  );
}
