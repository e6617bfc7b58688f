import { NativeSelect } from '@chakra-ui/react';
import type { FieldControlProps } from './form-field';

export interface SelectOption {
  value: string;
  label: string;
}

interface FormSelectProps {
  /** What the `FormField` around it hands its input. */
  control: FieldControlProps;
  name: string;
  value: string;
  /** In the order shown; the first is often a 'Choose…' with no value. */
  options: readonly SelectOption[];
  onChange: (value: string) => void;
}

/** A `FormField`'s input as the browser's own select. */
export function FormSelect({ control, name, value, options, onChange }: FormSelectProps) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field
        {...control}
        name={name}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
