import { Field } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';

/**
 * Deletes an account with the password typed to confirm it. A wrong password is said beside the
 * field, where it can be typed again; any other failure in a toast. A failure is thrown on, so the
 * confirm dialog stays open.
 */
async function deleteAccountWithPassword(
  deleteAccount: (password: string) => Promise<unknown>,
  password: string,
  showPasswordError: (message: string) => void,
): Promise<void> {
  try {
    await deleteAccount(password);
  } catch (caught) {
    const refused = serverFieldErrors(caught).password;
    if (refused) showPasswordError(refused);
    else {
      toaster.create({
        type: 'error',
        title: 'Error',
        description: errorMessage(caught, 'Your account could not be deleted. Please try again.'),
      });
    }
    throw caught;
  }
}

/**
 * Deleting an account: whether the dialog is open, the password typed, the server's word on it,
 * and the deletion itself, which throws (so the dialog stays open) when it did not happen.
 */
export function useAccountDeletion(deleteAccount: (password: string) => Promise<unknown>) {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState('');
  async function deleteWithPassword(): Promise<void> {
    setPasswordError('');
    await deleteAccountWithPassword(deleteAccount, password, setPasswordError);
  }
  return {
    confirming,
    setConfirming,
    password,
    setPassword,
    passwordError,
    setPasswordError,
    deleteWithPassword,
  };
}

interface DeleteAccountDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What is deleted, in the account's own words. */
  description: string;
  password: string;
  /** The server's word on a wrong password; empty when there is none. */
  passwordError: string;
  onPasswordChange: (password: string) => void;
  onConfirm: () => Promise<void>;
}

/** 'Delete your account for good?': what goes, and the password that confirms it is the account's owner. */
export function DeleteAccountDialog({
  open,
  onOpenChange,
  description,
  password,
  passwordError,
  onPasswordChange,
  onConfirm,
}: DeleteAccountDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete your account for good?"
      description={description}
      confirmLabel="Delete account"
      confirmDisabled={password === ''}
      onConfirm={onConfirm}
    >
      <Field.Root invalid={passwordError !== ''}>
        <Field.Label>Your password, to confirm it is you</Field.Label>
        <PasswordInput
          value={password}
          onChange={(event) => onPasswordChange(event.target.value)}
          autoComplete="current-password"
        />
        <Field.ErrorText>{passwordError}</Field.ErrorText>
      </Field.Root>
    </ConfirmDialog>
  );
}
