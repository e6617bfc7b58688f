import { Heading, Separator, Stack, Text } from '@chakra-ui/react';
import { ClientToolDialog } from '#web/components/client-tool-dialog.tsx';
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
  const name = `${client.firstName} ${client.lastName}`;
  return (
    <ClientToolDialog
      isActive={client.isActive}
      label="Prompts"
      hiddenLabel={` for ${name}`}
      title={`Reflection prompts: ${name}`}
      description={`You see whether a prompt was done, and when. What ${client.firstName} writes stays private unless they share it.`}
    >
      <ClientPromptsBody clientId={client.id} clientName={name} />
    </ClientToolDialog>
  );
}
