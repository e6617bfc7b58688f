import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CompleteOnboardingInput } from '#shared/api/schemas/therapist-onboarding.ts';
import {
  AI_THERAPEUTIC_APPROACHES,
  COMMUNICATION_TONES,
  optionLabels,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
} from '#shared/domain/ai-configuration.ts';
import { SelectField } from '#web/components/select-field.tsx';

export type AssistantChoices = CompleteOnboardingInput['assistant'];

const fields = [
  { name: 'personalityStyle', label: 'Personality style', options: PERSONALITY_STYLES },
  { name: 'therapeuticApproach', label: 'Therapeutic approach', options: AI_THERAPEUTIC_APPROACHES },
  { name: 'communicationTone', label: 'Communication tone', options: COMMUNICATION_TONES },
  { name: 'sessionStructure', label: 'Session structure', options: SESSION_STRUCTURES },
  { name: 'responseLength', label: 'Response length', options: RESPONSE_LENGTHS },
  { name: 'questionFrequency', label: 'Question frequency', options: QUESTION_FREQUENCIES },
] as const;

/** Step 7: the assistant proposed from the answers, every choice open to change. */
export function AssistantStep({
  value,
  onChange,
}: {
  value: AssistantChoices;
  onChange: (value: AssistantChoices) => void;
}) {
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        We proposed these from your answers. Your assistant works under Mirrorwell's safety policy whatever
        you choose: every client message is screened for risk first, and it always says it is an AI. You can
        fine-tune everything later in AI Customization.
      </Text>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {fields.map((field) => (
          <SelectField<string>
            key={field.name}
            label={field.label}
            value={value[field.name]}
            options={field.options}
            labels={optionLabels[field.name]}
            onChange={(chosen) => onChange({ ...value, [field.name]: chosen })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
