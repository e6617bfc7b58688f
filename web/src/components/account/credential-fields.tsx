import { FormField } from '#web/components/form-field.tsx';
import { PasswordInput } from '#web/components/password-input.tsx';
import { TextInputField } from '#web/components/text-input-field.tsx';

/** The email and password fields every account form shares: same labels, types and autofill hints. */
interface CredentialFieldProps {
  value: string;
  error?: string | undefined;
  onChange: (value: string) => void;
}

export function EmailField(binding: CredentialFieldProps) {
  return (
    <TextInputField
      label="Email"
      name="email"
      type="email"
      autoComplete="email"
      inputMode="email"
      {...binding}
    />
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

/**
 * The password a person chooses (sign-up, a reset): named `password`, offered to the browser's
 * password manager as a new one, with the rule said under it.
 */
export function NewPasswordField({
  label,
  value,
  error,
  onChange,
}: CredentialFieldProps & { label: string }) {
  return (
    <PasswordField
      label={label}
      name="password"
      autoComplete="new-password"
      hint="Minimum 8 characters"
      value={value}
      error={error}
      onChange={onChange}
    />
  );
}
