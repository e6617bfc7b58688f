import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useId } from 'react';

/** What the input inside a FormField must carry so its hint and error are read with it. */
export interface FieldControlProps {
  'aria-describedby': string | undefined;
}

interface FormFieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  required?: boolean;
  /** Renders the input. Chakra's Field wires its id, label and aria-errormessage. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A labelled form field whose hint and error message are linked to the input with
 * aria-describedby (Chakra only links the error through aria-errormessage, which many screen
 * readers ignore).
 */
export function FormField({ label, error, hint, required = true, children }: FormFieldProps) {
  const id = useId();
  const hintId = `${id}hint`;
  const errorId = `${id}error`;
  const describedBy = [hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Field.Root invalid={Boolean(error)} required={required} ids={{ helperText: hintId, errorText: errorId }}>
      <Field.Label fontWeight="medium">
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ 'aria-describedby': describedBy })}
      {hint && <Field.HelperText color="fg.muted">{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
