import { Button, Dialog, Field, Input } from '@chakra-ui/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { ConversationSummary } from '#shared/api/schemas/chat.ts';
import { chatMessages, renameConversationSchema } from '#shared/api/schemas/chat.ts';
import { AppDialog } from '#web/components/app-dialog.tsx';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { deleteConversation, renameConversation } from '#web/features/chat/api/conversations-api.ts';
import { errorMessage } from '#web/lib/api-client.ts';

interface RenameDialogProps {
  conversation: ConversationSummary | null;
  onClose: () => void;
  onRenamed: (conversation: ConversationSummary) => void;
}

export function RenameConversationDialog({ conversation, onClose, onRenamed }: RenameDialogProps) {
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    setTitle(conversation?.title ?? '');
    setError(undefined);
  }, [conversation]);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!conversation) return;
    const parsed = renameConversationSchema.safeParse({ title });
    if (!parsed.success) {
      setError(chatMessages.title);
      inputRef.current?.focus();
      return;
    }
    setSaving(true);
    try {
      const renamed = await renameConversation(conversation.id, parsed.data.title);
      onRenamed(renamed);
      toaster.create({ type: 'success', title: 'Conversation renamed', description: renamed.title });
      onClose();
    } catch (caught) {
      setError(errorMessage(caught, 'The conversation could not be renamed. Please try again.'));
    } finally {
      setSaving(false);
    }
  }

  return (
    <AppDialog
      open={conversation !== null}
      onOpenChange={(details) => !details.open && onClose()}
      initialFocusEl={() => inputRef.current}
      size={{ base: 'xs', sm: 'sm' }}
      title="Rename conversation"
      form={{ onSubmit: save, noValidate: true }}
    >
      <Dialog.Body>
        <Field.Root invalid={Boolean(error)}>
          <Field.Label>Title</Field.Label>
          <Input
            ref={inputRef}
            value={title}
            maxLength={80}
            onChange={(event) => setTitle(event.target.value)}
            autoComplete="off"
          />
          {error && <Field.ErrorText>{error}</Field.ErrorText>}
        </Field.Root>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button variant="outline" colorPalette="gray" type="button">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button type="submit" loading={saving}>
          Save
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}

interface DeleteDialogProps {
  conversation: ConversationSummary | null;
  onClose: () => void;
  onDeleted: (conversationId: string) => void;
}

export function DeleteConversationDialog({ conversation, onClose, onDeleted }: DeleteDialogProps) {
  return (
    <ConfirmDialog
      open={conversation !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Delete this conversation?"
      description={`“${conversation?.title ?? ''}” and all its messages will be deleted for good. This cannot be undone.`}
      confirmLabel="Delete"
      onConfirm={async () => {
        if (!conversation) return;
        try {
          await deleteConversation(conversation.id);
        } catch (caught) {
          toastFailure('Error', caught, 'The conversation could not be deleted. Please try again.');
          throw caught;
        }
        onDeleted(conversation.id);
        toaster.create({ type: 'success', title: 'Conversation deleted' });
      }}
    />
  );
}
