import {
  Button,
  CloseButton,
  Dialog,
  Heading,
  Portal,
  Separator,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useClientPrompts } from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';
import { ClientPromptList } from './client-prompt-list';
import { NewPromptForm } from './new-prompt-form';

export interface ClientPromptsButtonProps {
  client: { id: string; firstName: string; lastName: string; isActive: boolean };
}

function ClientPromptsBody({ clientId, clientName }: { clientId: string; clientName: string }) {
  const { data, error } = useClientPrompts(clientId);
  return (
    <Stack gap="5">
      <NewPromptForm clientId={clientId} clientName={clientName} />
      <Separator />
      <Stack gap="2">
        <Heading as="h3" fontSize="md">
          Prompts and completion
        </Heading>
        {error ? (
          <Text color="fg.error">Could not load the prompts. Please try again.</Text>
        ) : !data ? (
          <Text color="fg.muted">Loading prompts…</Text>
        ) : (
          <ClientPromptList prompts={data.prompts} />
        )}
      </Stack>
    </Stack>
  );
}

/**
 * A client row's "Prompts" button: the dialog to set a between-session prompt and to see what became
 * of each one (done and when, skipped, missed, streaks), never what the client wrote.
 */
export default function ClientPromptsButton({ client }: ClientPromptsButtonProps) {
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
          Prompts<VisuallyHidden> for {name}</VisuallyHidden>
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1">
              <Dialog.Title>Reflection prompts: {name}</Dialog.Title>
              <Dialog.Description>
                You see whether a prompt was done, and when. What {client.firstName} writes stays private
                unless they share it.
              </Dialog.Description>
            </Dialog.Header>
            <Dialog.Body>{open && <ClientPromptsBody clientId={client.id} clientName={name} />}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
