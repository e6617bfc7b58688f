import {
  Button,
  CloseButton,
  Dialog,
  Portal,
  Separator,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Fragment, useState } from 'react';
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
  const [open, setOpen] = useState(false);
  const name = `${client.firstName} ${client.lastName}`;
  if (!client.isActive) return null;
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="lg"
      placement="center"
      scrollBehavior="inside"
    >
      <Dialog.Trigger asChild>
        <Button size="sm" variant="outline">
          Summaries<VisuallyHidden> shared by {name}</VisuallyHidden>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Summaries shared by {name}</Dialog.Title>
              <Dialog.Description>
                Only what your client chose to share, with the day they shared it.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{open && <SharedSummariesBody clientId={client.id} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
