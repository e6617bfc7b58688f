import { Box, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import type { CompleteOnboardingInput } from '#shared/api/schemas/therapist-onboarding.ts';
import { BRANDING_TEXT_LIMITS } from '#shared/domain/practice-branding.ts';

export type PortalChoices = CompleteOnboardingInput['branding'];

interface PortalStepProps {
  value: PortalChoices;
  onChange: (value: PortalChoices) => void;
  errors: Record<string, string>;
  portalAddress: string;
}

function ColourField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <HStack align="end" gap="2">
      <Input
        type="color"
        aria-label={`${label} picker`}
        value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#000000'}
        onChange={(event) => onChange(event.currentTarget.value)}
        w="14"
        p="1"
      />
      <Field.Root invalid={Boolean(error)}>
        <Field.Label>{label}</Field.Label>
        <Input value={value} onChange={(event) => onChange(event.currentTarget.value)} maxW="32" />
        {error && <Field.ErrorText>{error}</Field.ErrorText>}
      </Field.Root>
    </HStack>
  );
}

type WordsKey = 'welcomeTitle' | 'welcomeMessage' | 'emergencyInstructions';

/** One of the portal's words, within the server's limit, with the server's refusal under it. */
function WordsField({
  field,
  label,
  multiline,
  helper,
  value,
  error,
  onChange,
}: {
  field: WordsKey;
  label: string;
  multiline?: boolean;
  helper?: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const control = {
    value,
    maxLength: BRANDING_TEXT_LIMITS[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      onChange(event.currentTarget.value),
  };
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {multiline ? <Textarea {...control} /> : <Input {...control} />}
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const colourFields = [
  { field: 'brandingColor', label: 'Brand colour' },
  { field: 'secondaryColor', label: 'Second colour' },
] as const;

const wordsFields: readonly { field: WordsKey; label: string; multiline?: boolean; helper?: string }[] = [
  { field: 'welcomeTitle', label: 'Welcome title' },
  { field: 'welcomeMessage', label: 'Welcome message', multiline: true },
  {
    field: 'emergencyInstructions',
    label: 'Emergency instructions',
    multiline: true,
    helper: "Shown in your portal's crisis box and added to every crisis reply your clients receive.",
  },
];

/** Step 8: how the client portal greets people, with a live preview of its header. */
export function PortalStep({ value, onChange, errors, portalAddress }: PortalStepProps) {
  const set = (patch: Partial<PortalChoices>) => onChange({ ...value, ...patch });
  return (
    <Stack gap="5">
      <Text color="fg.muted">
        Your clients open your portal at <strong>{portalAddress}</strong>. This is what they see first.
      </Text>
      <Box
        borderRadius="xl"
        p="5"
        color="white"
        style={{ background: `linear-gradient(135deg, ${value.brandingColor}, ${value.secondaryColor})` }}
        aria-label="Portal preview"
        role="img"
      >
        <Text fontSize="lg" fontWeight="semibold" textShadow="0 1px 2px rgba(0,0,0,0.45)">
          {value.welcomeTitle}
        </Text>
        <Text fontSize="sm" mt="1" textShadow="0 1px 2px rgba(0,0,0,0.45)">
          {value.welcomeMessage}
        </Text>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        {colourFields.map(({ field, label }) => (
          <ColourField
            key={field}
            label={label}
            value={value[field]}
            onChange={(colour) => set({ [field]: colour })}
            error={errors[`branding.${field}`]}
          />
        ))}
      </SimpleGrid>
      {wordsFields.map((words) => (
        <WordsField
          key={words.field}
          {...words}
          value={value[words.field]}
          error={errors[`branding.${words.field}`]}
          onChange={(text) => set({ [words.field]: text })}
        />
      ))}
    </Stack>
  );
}
