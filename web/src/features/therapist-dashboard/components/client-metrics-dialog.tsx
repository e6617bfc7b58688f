import { Badge, DataList, Dialog, Stack, Table, Text } from '@chakra-ui/react';
import type { ClientSessionMetrics } from '#shared/api/schemas/clients.ts';
import { useClientMetrics } from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import { countOf, minutesText } from '#web/features/therapist-dashboard/model/dashboard-words.ts';
import { DetailDialog } from './detail-dialog';

const dateOf = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const dateTimeOf = (iso: string) =>
  new Date(iso).toLocaleString('en-GB', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });

function ratingText(metrics: ClientSessionMetrics): string {
  const { average, count } = metrics.ratings;
  return average === null ? 'No ratings yet' : `${average} of 5, from ${countOf(count, 'rating')}`;
}

function Summary({ metrics }: { metrics: ClientSessionMetrics }) {
  const rows: [string, string][] = [
    ['Sessions', String(metrics.sessionCount)],
    ['Time in sessions', minutesText(metrics.sessionCount ? metrics.totalMinutes : null)],
    ['Average length', minutesText(metrics.averageMinutes)],
    ['First session', metrics.firstSessionAt ? dateOf(metrics.firstSessionAt) : '—'],
    ['Last session', metrics.lastSessionAt ? dateOf(metrics.lastSessionAt) : '—'],
    ['Ratings', ratingText(metrics)],
  ];
  return (
    <DataList.Root orientation="horizontal" data-testid="client-metrics-summary">
      {rows.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel minW="36">{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}

function RecentSessions({ metrics }: { metrics: ClientSessionMetrics }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="client-metrics-sessions">
        <Table.Caption captionSide="top" textAlign="start" px="3" pt="2" color="fg.muted">
          {metrics.recentSessions.length < metrics.sessionCount
            ? `The ${metrics.recentSessions.length} most recent sessions`
            : 'Every session'}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Date</Table.ColumnHeader>
            <Table.ColumnHeader>Length</Table.ColumnHeader>
            <Table.ColumnHeader>Messages</Table.ColumnHeader>
            <Table.ColumnHeader>Rating</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {metrics.recentSessions.map((session) => (
            <Table.Row key={session.startedAt}>
              <Table.Cell whiteSpace="nowrap">
                {dateTimeOf(session.startedAt)}
                {session.kind === 'journal' && ' (journal)'}
                {session.flaggedForReview && (
                  <Badge ms="2" colorPalette="red" variant="subtle">
                    Flagged
                  </Badge>
                )}
              </Table.Cell>
              <Table.Cell>{minutesText(session.durationMinutes)}</Table.Cell>
              <Table.Cell>{session.messageCount}</Table.Cell>
              <Table.Cell>{session.rating ? `${session.rating} of 5` : 'Not rated'}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** The Metrics button's dialog: a client's sessions as numbers and dates, never what was written. */
export function ClientMetricsDialog({
  clientId,
  clientName,
  onClose,
}: {
  clientId: string | null;
  clientName: string;
  onClose: () => void;
}) {
  const { data: metrics, error } = useClientMetrics(clientId);
  return (
    <DetailDialog
      open={Boolean(clientId)}
      onClose={onClose}
      title={`Session metrics: ${clientName}`}
      // The spec's words for what a therapist may see.
      description="Session Metrics Only. Chat content remains private."
    >
      <Dialog.Body>
        {error ? (
          <Text color="fg.error">Could not load the metrics. Please try again.</Text>
        ) : !metrics ? (
          <Text color="fg.muted">Loading metrics…</Text>
        ) : (
          <Stack gap="5">
            <Summary metrics={metrics} />
            {metrics.sessionCount === 0 ? (
              <Text color="fg.muted">
                No sessions yet.{' '}
                {metrics.status === 'active'
                  ? 'Sessions appear here once this client talks with your assistant.'
                  : 'This client has not joined your portal yet.'}
              </Text>
            ) : (
              <RecentSessions metrics={metrics} />
            )}
          </Stack>
        )}
      </Dialog.Body>
    </DetailDialog>
  );
}
