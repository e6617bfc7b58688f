import { CheckboxGroup, Fieldset, RadioCard, SimpleGrid } from '@chakra-ui/react';
import type { ChoiceOption } from '#shared/domain/therapist-onboarding.ts';
import { ChoiceCards } from '#web/components/choice-card.tsx';

interface SingleChoiceProps {
  legend: string;
  options: readonly ChoiceOption[];
  value: string | undefined;
  onChange: (value: string) => void;
}

/** One answer from a short list, as large tappable cards. */
export function SingleChoice({ legend, options, value, onChange }: SingleChoiceProps) {
  return (
    <RadioCard.Root
      value={value ?? null}
      onValueChange={(details) => details.value && onChange(details.value)}
    >
      <RadioCard.Label fontSize="md" fontWeight="semibold" mb="2">
        {legend}
      </RadioCard.Label>
      <SimpleGrid columns={{ base: 1, md: options.length > 3 ? 2 : 1 }} gap="2">
        <ChoiceCards kind="radio" options={options} />
      </SimpleGrid>
    </RadioCard.Root>
  );
}

interface MultiChoiceProps {
  legend: string;
  helper?: string;
  options: readonly ChoiceOption[];
  value: readonly string[];
  onChange: (value: string[]) => void;
}

/** Any number of answers from a list. */
export function MultiChoice({ legend, helper, options, value, onChange }: MultiChoiceProps) {
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontSize="md" fontWeight="semibold">
        {legend}
      </Fieldset.Legend>
      {helper && <Fieldset.HelperText>{helper}</Fieldset.HelperText>}
      <CheckboxGroup value={[...value]} onValueChange={onChange}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="2" mt="2">
          <ChoiceCards kind="checkbox" options={options} />
        </SimpleGrid>
      </CheckboxGroup>
    </Fieldset.Root>
  );
}
