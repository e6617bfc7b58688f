import { Checkbox, CheckboxGroup, Field, Fieldset, SimpleGrid, Switch, Textarea } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export function TextField({
  label,
  value,
  onChange,
  max,
  helper,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  helper?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Textarea value={value} maxLength={max} onChange={(event) => onChange(event.target.value)} rows={3} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

export function ToggleField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <Switch.Root checked={checked} onCheckedChange={(details) => onChange(details.checked)}>
      <Switch.HiddenInput />
      <Switch.Control />
      <Switch.Label>{label}</Switch.Label>
    </Switch.Root>
  );
}

export function MultiSelectField({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend>{legend}</Fieldset.Legend>
      <CheckboxGroup value={[...value]} onValueChange={onChange}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2" mt="2">
          {options.map((option) => (
            <Checkbox.Root key={option} value={option}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}
