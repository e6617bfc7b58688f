import { Alert, Button, Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type SummaryDraft, summaryMessages } from '#shared/api/schemas/pre-session-summary.ts';
import {
  requestSummaryDraft,
  useClientSummaries,
  useHasRecentSessions,
  withdrawSummary,
} from '#web/features/pre-session-summary/api/pre-session-summary-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';
import { SharedSummaryView } from './shared-summary-view';
import { SummaryEditor } from './summary-editor';

function SharedSummaries() {
  const { data } = useClientSummaries();
  const [failure, setFailure] = useState<string | null>(null);
  const summaries = data?.summaries ?? [];
  if (summaries.length === 0) return null;
  const withdraw = async (summaryId: string) => {
    setFailure(null);
    try {
      await withdrawSummary(summaryId);
    } catch (error) {
      setFailure(errorMessage(error, 'Could not withdraw the summary. Please try again.'));
    }
  };
  return (
    <Stack gap="3" as="section" aria-label="Shared with your therapist">
      <Heading as="h3" fontSize="sm">
        Shared with your therapist
      </Heading>
      {summaries.map((summary) => (
        <Stack key={summary.id} gap="2" borderWidth="1px" borderRadius="md" p="3">
          <SharedSummaryView summary={summary} headingLevel="h4" />
          <Button size="xs" variant="outline" alignSelf="start" onClick={() => withdraw(summary.id)}>
            Withdraw
          </Button>
        </Stack>
      ))}
      {failure && <Text color="fg.error">{failure}</Text>}
    </Stack>
  );
}

/**
 * Above the client's chat: "Prepare for your next session". The client asks for a summary of the
 * past weeks, edits it, and shares it with their therapist or not; what they shared is listed with
 * its date, and each can be withdrawn.
 */
export default function PortalSummaryCard() {
  const hasRecentSessions = useHasRecentSessions();
  const { data: shared } = useClientSummaries();
  const [draft, setDraft] = useState<SummaryDraft | null>(null);
  const [loading, setLoading] = useState(false);
  const [notice, setNotice] = useState<{ status: 'info' | 'success'; text: string } | null>(null);
  const ask = async () => {
    setLoading(true);
    setNotice(null);
    try {
      setDraft(await requestSummaryDraft());
    } catch (error) {
      setNotice({
        status: 'info',
        text: errorMessage(error, 'Could not prepare a summary. Please try again.'),
      });
    } finally {
      setLoading(false);
    }
  };
  // Nothing to summarise and nothing shared: the card waits until the client has talked or written.
  if (!hasRecentSessions && !draft && !notice && (shared?.summaries.length ?? 0) === 0) return null;
  return (
    <Card.Root
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      as="section"
      aria-labelledby="pre-session-summary-title"
    >
      <Card.Body>
        <Stack gap="4">
          <Stack gap="1">
            <Heading as="h2" fontSize="md" id="pre-session-summary-title">
              Prepare for your next session
            </Heading>
            <Text fontSize="sm" color="fg.muted">
              A summary of your past 4 weeks: themes, what you tried, what you want to bring. You read and
              edit it, then share it with your therapist or not.
            </Text>
          </Stack>
          {draft ? (
            <SummaryEditor
              draft={draft}
              onDone={(shared) => {
                setDraft(null);
                setNotice(shared ? { status: 'success', text: summaryMessages.shared } : null);
              }}
            />
          ) : (
            <Button alignSelf="start" variant="outline" onClick={ask} loading={loading}>
              Prepare a summary
            </Button>
          )}
          {notice && (
            <Alert.Root status={notice.status} role="status">
              <Alert.Indicator />
              <Alert.Title>{notice.text}</Alert.Title>
            </Alert.Root>
          )}
          <SharedSummaries />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
