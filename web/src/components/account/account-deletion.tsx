import { Field } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { PasswordInput } from '#web/components/password-input.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';

/**
 * Deletes an account with the password typed to confirm it. A wrong password is said beside the
 * field, where it can be typed again; any other failure in a toast. A failure is thrown on, so the
 * confirm dialog stays open.
 */
export async function deleteAccountWithPassword(
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

interface ConfirmPasswordFieldProps {
  value: string;
  /** The server's word on a wrong password; empty when there is none. */
  error: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The password that confirms an account's deletion, with the server's word when it is wrong. */
export function ConfirmPasswordField({ value, error, onChange }: ConfirmPasswordFieldProps) {
  return (
    <Field.Root invalid={error !== ''}>
      <Field.Label>Your password, to confirm it is you</Field.Label>
      <PasswordInput value={value} onChange={onChange} autoComplete="current-password" />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
