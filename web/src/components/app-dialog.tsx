import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';

export interface AppDialogProps extends Omit<Dialog.RootProps, 'children' | 'title'> {
  /** The button that opens the dialog; none for a dialog its caller opens (a row's Review). */
  trigger?: ReactNode;
  title: ReactNode;
  /** A line under the title; with one, the header stacks the two. */
  description?: ReactNode;
  /** Full width on a phone (a dialog sized 'full' there): no side margin around it. */
  edgeToEdge?: boolean;
  /**
   * A dialog that is a form (rename, add): the form's props. The form holds the title, body and
   * footer, so Enter in a field submits it and the footer's submit button is its own.
   */
  form?: Omit<ComponentProps<'form'>, 'children'>;
  /** The dialog's body and footer (`Dialog.Body`, `Dialog.Footer`, or a form holding them). */
  children: ReactNode;
}

function AppDialogHeader({ title, description }: Pick<AppDialogProps, 'title' | 'description'>) {
  if (description === undefined) {
    return (
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
    );
  }
  return (
    <Dialog.Header flexDirection="column" alignItems="start" gap="1">
      <Dialog.Title>{title}</Dialog.Title>
      <Dialog.Description>{description}</Dialog.Description>
    </Dialog.Header>
  );
}

/**
 * The app's dialog: centred, over a backdrop, with a title (and a description) at the top and a
 * close button in its corner. What it holds is the caller's.
 */
export function AppDialog(props: AppDialogProps) {
  const { trigger, title, description, edgeToEdge, form, children, ...root } = props;
  const header = <AppDialogHeader title={title} description={description} />;
  return (
    <Dialog.Root placement="center" {...root}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={edgeToEdge ? undefined : '3'}>
          <Dialog.Content>
            {form ? (
              <form {...form}>
                {header}
                {children}
              </form>
            ) : (
              <>
                {header}
                {children}
              </>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
