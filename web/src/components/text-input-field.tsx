import { Input, type InputProps } from '@chakra-ui/react';
import { FormField } from './form-field';

interface TextInputFieldProps extends Omit<InputProps, 'value' | 'onChange' | 'required'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
  /** Marked as required unless false (FormField's default). */
  required?: boolean | undefined;
}

/**
 * One line of text in a FormField: its label, hint and error linked to the input, and the typed
 * value handed on. The input's own attributes (name, type, autofill hints, limits) pass through.
 */
export function TextInputField({
  label,
  error,
  hint,
  required,
  value,
  onChange,
  ...input
}: TextInputFieldProps) {
  return (
    <FormField label={label} error={error} hint={hint} required={required}>
      {(control) => (
        <Input {...control} {...input} value={value} onChange={(event) => onChange(event.target.value)} />
      )}
    </FormField>
  );
}
