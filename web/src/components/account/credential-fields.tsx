import { Input } from '@chakra-ui/react';
import { FormField } from '#web/components/form-field.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';

/** The email and password fields every account form shares: same labels, types and autofill hints. */
interface CredentialFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function EmailField({ value, error, onChange }: CredentialFieldProps) {
  return (
    <FormField label="Email" error={error}>
      {(control) => (
        <Input
          {...control}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}

interface PasswordFieldProps extends CredentialFieldProps {
  label: string;
  name: string;
  /** 'current-password' to sign in, 'new-password' where a password is chosen. */
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
}

export function PasswordField({
  label,
  name,
  autoComplete,
  hint,
  value,
  error,
  onChange,
}: PasswordFieldProps) {
  return (
    <FormField label={label} hint={hint} error={error}>
      {(control) => (
        <PasswordInput
          {...control}
          name={name}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </FormField>
  );
}
