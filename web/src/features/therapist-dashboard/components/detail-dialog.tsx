import type { ReactNode } from 'react';
import { AppDialog } from '#web/components/app-dialog.tsx';

interface DetailDialogProps {
  /** Open while a client or conversation is chosen. */
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** The dialog's body and footer. */
  children: ReactNode;
}

/** A closer look at one client or conversation of the dashboard: a large dialog that scrolls inside. */
export function DetailDialog({ open, onClose, title, description, children }: DetailDialogProps) {
  return (
    <AppDialog
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
      size="lg"
      scrollBehavior="inside"
      title={title}
      description={description}
    >
      {children}
    </AppDialog>
  );
}
