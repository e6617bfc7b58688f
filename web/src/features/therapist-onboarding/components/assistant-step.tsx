import { SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { CompleteOnboardingInput } from '#shared/api/schemas/therapist-onboarding.ts';
import { AI_CHOICES, AiChoiceField } from '#web/components/ai-choice-field.tsx';

export type AssistantChoices = CompleteOnboardingInput['assistant'];

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
        {AI_CHOICES.map((choice) => (
          <AiChoiceField
            key={choice}
            choice={choice}
            value={value[choice]}
            onChange={(chosen) => onChange({ ...value, [choice]: chosen })}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
