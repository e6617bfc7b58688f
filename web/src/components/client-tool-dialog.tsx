import { Button, Dialog, VisuallyHidden } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { AppDialog } from '#web/components/app-dialog.tsx';

/**
 * A tool on an active client's row of the therapist's dashboard (Prompts, Summaries): a small
 * button that opens a large dialog. Its body is drawn, and its data asked for, only while open.
 */
export function ClientToolDialog({
  isActive,
  label,
  hiddenLabel,
  title,
  description,
  children,
}: {
  isActive: boolean;
  label: string;
  /** Read after the label by a screen reader, naming the client: " for Ana Lima". */
  hiddenLabel: string;
  title: string;
  description: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  if (!isActive) return null;
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => setOpen(details.open)}
      size="lg"
      scrollBehavior="inside"
      trigger={
        <Button size="sm" variant="outline">
          {label}
          <VisuallyHidden>{hiddenLabel}</VisuallyHidden>
        </Button>
      }
      title={title}
      description={description}
    >
      <Dialog.Body>{open && children}</Dialog.Body>
    </AppDialog>
  );
}
