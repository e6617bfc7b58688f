import { Field, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { BrandingSettings } from '#shared/api/schemas/practice-branding.ts';
import { BRANDING_TEXT_LIMITS, CUSTOM_CSS_MAX_INPUT_CHARS } from '#shared/domain/practice-branding.ts';
import { SelectField, TextField, ToggleField } from './config-fields';

export type BrandingSetter = <K extends keyof BrandingSettings>(key: K, value: BrandingSettings[K]) => void;

export interface BrandingSectionProps {
  branding: BrandingSettings;
  set: BrandingSetter;
  /** The server's reasons for refusing fields, by field. */
  errors: Record<string, string>;
}

function LineField({
  label,
  value,
  onChange,
  error,
  type = 'text',
  helper,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: 'text' | 'url' | 'email' | 'tel';
  helper?: string;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input type={type} value={value} onChange={(event) => onChange(event.target.value)} />
      {helper && <Field.HelperText>{helper}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

function ColorField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}) {
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <HStack>
        <Input
          type="color"
          aria-label={`${label} picker`}
          value={/^#[0-9a-f]{6}$/i.test(value) ? value : '#000000'}
          onChange={(event) => onChange(event.target.value)}
          w="14"
          p="1"
        />
        <Input value={value} onChange={(event) => onChange(event.target.value)} maxLength={7} />
      </HStack>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

/** The portal's colours, background, logo and the therapist's photo. */
export function LookFields({ branding, set, errors }: BrandingSectionProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <ColorField
          label="Brand colour"
          value={branding.brandingColor}
          onChange={(value) => set('brandingColor', value)}
          error={errors.brandingColor}
        />
        <ColorField
          label="Second colour"
          value={branding.secondaryColor}
          onChange={(value) => set('secondaryColor', value)}
          error={errors.secondaryColor}
        />
        <SelectField
          label="Background"
          value={branding.backgroundStyle}
          options={['gradient', 'solid'] as const}
          labels={{ gradient: 'Gradient of both colours', solid: 'Brand colour, solid' }}
          onChange={(value) => set('backgroundStyle', value)}
          error={errors.backgroundStyle}
        />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <LineField
          label="Logo address"
          type="url"
          helper="An https:// address of an image"
          value={branding.logoUrl}
          onChange={(value) => set('logoUrl', value)}
          error={errors.logoUrl}
        />
        <LineField
          label="Your photo address"
          type="url"
          helper="An https:// address; your initials show without one"
          value={branding.therapistPhotoUrl}
          onChange={(value) => set('therapistPhotoUrl', value)}
          error={errors.therapistPhotoUrl}
        />
      </SimpleGrid>
    </>
  );
}

/** The portal's words (welcome, greeting, description), its contact lines and emergency instructions. */
export function PortalTextFields({ branding, set, errors }: BrandingSectionProps) {
  const text = (key: keyof typeof BRANDING_TEXT_LIMITS & keyof BrandingSettings, label: string) => (
    <TextField
      label={label}
      value={branding[key] as string}
      max={BRANDING_TEXT_LIMITS[key]}
      onChange={(value) => set(key, value)}
      error={errors[key]}
    />
  );
  return (
    <>
      {text('welcomeTitle', 'Welcome title')}
      {text('welcomeMessage', 'Welcome message')}
      {text('greetingMessage', 'First message of the assistant')}
      {text('practiceDescription', 'Practice description')}
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <LineField
          label="Contact email"
          type="email"
          value={branding.contactEmail}
          onChange={(value) => set('contactEmail', value)}
          error={errors.contactEmail}
        />
        <LineField
          label="Contact phone"
          type="tel"
          value={branding.contactPhone}
          onChange={(value) => set('contactPhone', value)}
          error={errors.contactPhone}
        />
        <LineField
          label="Office address"
          value={branding.officeAddress}
          onChange={(value) => set('officeAddress', value)}
          error={errors.officeAddress}
        />
      </SimpleGrid>
      {text(
        'emergencyInstructions',
        'Emergency instructions (shown in the crisis box and every crisis reply)',
      )}
      {text('customDisclaimer', 'Your disclaimer (shown beside the fixed legal one)')}
    </>
  );
}

/** Which parts the portal shows: the practice panel, the photo, the crisis box. */
export function DisplayToggles({ branding, set }: Omit<BrandingSectionProps, 'errors'>) {
  return (
    <Stack gap="2">
      <ToggleField
        label="Show the practice panel beside the chat"
        checked={branding.showPracticeInfo}
        onChange={(value) => set('showPracticeInfo', value)}
      />
      <ToggleField
        label="Show my photo or initials"
        checked={branding.showTherapistPhoto}
        onChange={(value) => set('showTherapistPhoto', value)}
      />
      <ToggleField
        label="Show the crisis support box"
        checked={branding.showEmergencyInfo}
        onChange={(value) => set('showEmergencyInfo', value)}
      />
    </Stack>
  );
}

/** The theme a therapist may write for the portal, within the sanitiser's rules. */
export function CustomCssField({ branding, set, errors }: BrandingSectionProps) {
  return (
    <Field.Root invalid={Boolean(errors.customCssStyles)}>
      <Field.Label>Custom CSS</Field.Label>
      <Textarea
        fontFamily="mono"
        fontSize="sm"
        rows={6}
        value={branding.customCssStyles}
        maxLength={CUSTOM_CSS_MAX_INPUT_CHARS}
        onChange={(event) => set('customCssStyles', event.target.value)}
      />
      <Field.HelperText>
        A theme for your portal: colours, borders, corners, shadows and fonts of the parts listed below.
        Anything else is removed when you save, and you are told why.
      </Field.HelperText>
      {errors.customCssStyles && <Field.ErrorText>{errors.customCssStyles}</Field.ErrorText>}
    </Field.Root>
  );
}
