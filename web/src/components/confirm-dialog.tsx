import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useRef, useState } from 'react';
import { AppDialog } from '#web/components/app-dialog.tsx';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  /** Runs the action; the dialog closes when it resolves and stays open (to try again) when it throws. */
  onConfirm: () => Promise<void>;
  confirmDisabled?: boolean;
  /** 'danger' (the default) for what cannot be undone; 'brand' for a choice that can be, such as sharing. */
  tone?: 'danger' | 'brand';
  children?: ReactNode;
}

/** 'Are you sure?' before an action with consequences. Focus starts on Cancel, the safe choice. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, onOpenChange, title, description, confirmLabel, onConfirm, confirmDisabled, children } =
    props;
  const tone = props.tone ?? 'danger';
  const [working, setWorking] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);

  async function confirm() {
    setWorking(true);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch {
      // onConfirm has told the member what went wrong; the dialog stays for another try.
    } finally {
      setWorking(false);
    }
  }

  return (
    <AppDialog
      role="alertdialog"
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'xs', sm: 'sm' }}
      // A plain question starts on Cancel; one with fields of its own (a password) starts on the first.
      initialFocusEl={children ? undefined : () => cancelRef.current}
      title={title}
    >
      <Dialog.Body>
        <Stack gap="4">
          <Text color="fg.muted">{description}</Text>
          {children}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Dialog.ActionTrigger asChild>
          <Button ref={cancelRef} variant="outline" colorPalette="gray">
            Cancel
          </Button>
        </Dialog.ActionTrigger>
        <Button
          colorPalette={tone === 'danger' ? 'red' : 'brand'}
          onClick={confirm}
          loading={working}
          disabled={confirmDisabled}
        >
          {confirmLabel}
        </Button>
      </Dialog.Footer>
    </AppDialog>
  );
}
