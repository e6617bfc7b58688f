import { Field, NativeSelect } from '@chakra-ui/react';

interface SelectFieldProps<V extends string> {
  label: string;
  value: V;
  options: readonly V[];
  labels: Record<V, string>;
  onChange: (value: V) => void;
  error?: string | undefined;
}

/** A labelled choice from a short list, in the browser's own select. */
export function SelectField<V extends string>({
  label,
  value,
  options,
  labels,
  onChange,
  error,
}: SelectFieldProps<V>) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value as V)}>
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
