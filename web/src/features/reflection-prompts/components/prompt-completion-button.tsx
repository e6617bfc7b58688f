import { Button, Dialog, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { AppDialog } from '#web/components/app-dialog.tsx';
import { usePromptCompletion } from '#web/features/reflection-prompts/api/reflection-prompts-api.ts';

/** The practice view: which prompts clients finish, by title. Counts only. */
export default function PromptCompletionButton() {
  const [open, setOpen] = useState(false);
  const { data, error } = usePromptCompletion(open);
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="lg"
      trigger={<Button variant="outline">Prompt completion</Button>}
      title="Which prompts clients finish"
      description="Counts across your practice. No client’s words are shown here."
    >
      <Dialog.Body>
        {error ? (
          <Text color="fg.error">Could not load the counts. Please try again.</Text>
        ) : !data ? (
          <Text color="fg.muted">Loading…</Text>
        ) : data.prompts.length === 0 ? (
          <Text color="fg.muted">No prompts set yet. Set one from a client’s Prompts button.</Text>
        ) : (
          <Table.ScrollArea borderWidth="1px" borderRadius="md">
            <Table.Root size="sm" data-testid="prompt-completion">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Prompt</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Clients</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Done</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Skipped</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Missed</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Finished</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {data.prompts.map((row) => (
                  <Table.Row key={row.title}>
                    <Table.Cell>{row.title}</Table.Cell>
                    <Table.Cell textAlign="end">{row.clients}</Table.Cell>
                    <Table.Cell textAlign="end">{row.done}</Table.Cell>
                    <Table.Cell textAlign="end">{row.skipped}</Table.Cell>
                    <Table.Cell textAlign="end">{row.missed}</Table.Cell>
                    <Table.Cell textAlign="end">
                      {row.completionPercent === null ? '—' : `${row.completionPercent}%`}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Dialog.Body>
    </AppDialog>
  );
}
