import { Box, Field, HStack, Input, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
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
        <ColourField
          label="Brand colour"
          value={value.brandingColor}
          onChange={(brandingColor) => set({ brandingColor })}
          error={errors['branding.brandingColor']}
        />
        <ColourField
          label="Second colour"
          value={value.secondaryColor}
          onChange={(secondaryColor) => set({ secondaryColor })}
          error={errors['branding.secondaryColor']}
        />
      </SimpleGrid>
      <Field.Root invalid={Boolean(errors['branding.welcomeTitle'])}>
        <Field.Label>Welcome title</Field.Label>
        <Input
          value={value.welcomeTitle}
          maxLength={BRANDING_TEXT_LIMITS.welcomeTitle}
          onChange={(event) => set({ welcomeTitle: event.currentTarget.value })}
        />
        <Field.ErrorText>{errors['branding.welcomeTitle']}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors['branding.welcomeMessage'])}>
        <Field.Label>Welcome message</Field.Label>
        <Textarea
          value={value.welcomeMessage}
          maxLength={BRANDING_TEXT_LIMITS.welcomeMessage}
          onChange={(event) => set({ welcomeMessage: event.currentTarget.value })}
        />
        <Field.ErrorText>{errors['branding.welcomeMessage']}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors['branding.emergencyInstructions'])}>
        <Field.Label>Emergency instructions</Field.Label>
        <Textarea
          value={value.emergencyInstructions}
          maxLength={BRANDING_TEXT_LIMITS.emergencyInstructions}
          onChange={(event) => set({ emergencyInstructions: event.currentTarget.value })}
        />
        <Field.HelperText>
          Shown in your portal's crisis box and added to every crisis reply your clients receive.
        </Field.HelperText>
        <Field.ErrorText>{errors['branding.emergencyInstructions']}</Field.ErrorText>
      </Field.Root>
    </Stack>
  );
}
