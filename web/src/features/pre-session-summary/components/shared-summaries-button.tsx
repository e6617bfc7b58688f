import { Separator, Stack, Text } from '@chakra-ui/react';
import { Fragment } from 'react';
import { ClientToolDialog } from '#web/components/client-tool-dialog.tsx';
import { useSharedSummaries } from '#web/features/pre-session-summary/api/pre-session-summary-api.ts';
import { SharedSummaryView } from './shared-summary-view';

export interface SharedSummariesButtonProps {
  client: { id: string; firstName: string; lastName: string; isActive: boolean };
}

function SharedSummariesBody({ clientId }: { clientId: string }) {
  const { data, error } = useSharedSummaries(clientId);
  if (error) return <Text color="fg.error">Could not load the summaries. Please try again.</Text>;
  if (!data) return <Text color="fg.muted">Loading summaries…</Text>;
  if (data.summaries.length === 0) {
    return (
      <Text color="fg.muted">
        No summary shared. A summary appears here only when your client shares one.
      </Text>
    );
  }
  return (
    <Stack gap="4">
      {data.summaries.map((summary, index) => (
        <Fragment key={summary.id}>
          {index > 0 && <Separator />}
          <SharedSummaryView summary={summary} headingLevel="h3" />
        </Fragment>
      ))}
    </Stack>
  );
}

/**
 * A client row's "Summaries" button: the pre-session summaries the client chose to share, dated.
 * A withdrawn summary is gone from here; nothing the client did not share is ever shown.
 */
export default function SharedSummariesButton({ client }: SharedSummariesButtonProps) {
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <ClientToolDialog
      isActive={client.isActive}
      label="Summaries"
      hiddenLabel={` shared by ${name}`}
      title={`Summaries shared by ${name}`}
      description="Only what your client chose to share, with the day they shared it."
    >
      <SharedSummariesBody clientId={client.id} />
    </ClientToolDialog>
  );
}
