import { Field, HStack, Input, SimpleGrid, Stack, Textarea } from '@chakra-ui/react';
import type { BrandingSettings } from '#shared/api/schemas/practice-branding.ts';
import { BRANDING_TEXT_LIMITS, CUSTOM_CSS_MAX_INPUT_CHARS } from '#shared/domain/practice-branding.ts';
import { SelectField } from '#web/components/select-field.tsx';
import { TextField, ToggleField } from './config-fields';

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

type LineKey = 'logoUrl' | 'therapistPhotoUrl' | 'contactEmail' | 'contactPhone' | 'officeAddress';

/** A one-line field of the branding, as data. */
interface LineSpec {
  key: LineKey;
  label: string;
  type?: 'url' | 'email' | 'tel';
  helper?: string;
}

const imageLines: readonly LineSpec[] = [
  { key: 'logoUrl', label: 'Logo address', type: 'url', helper: 'An https:// address of an image' },
  {
    key: 'therapistPhotoUrl',
    label: 'Your photo address',
    type: 'url',
    helper: 'An https:// address; your initials show without one',
  },
];

const contactLines: readonly LineSpec[] = [
  { key: 'contactEmail', label: 'Contact email', type: 'email' },
  { key: 'contactPhone', label: 'Contact phone', type: 'tel' },
  { key: 'officeAddress', label: 'Office address' },
];

const colourFields = [
  { key: 'brandingColor', label: 'Brand colour' },
  { key: 'secondaryColor', label: 'Second colour' },
] as const;

const displayToggles = [
  { key: 'showPracticeInfo', label: 'Show the practice panel beside the chat' },
  { key: 'showTherapistPhoto', label: 'Show my photo or initials' },
  { key: 'showEmergencyInfo', label: 'Show the crisis support box' },
] as const;

function LineFields({ lines, branding, set, errors }: BrandingSectionProps & { lines: readonly LineSpec[] }) {
  return lines.map((line) => (
    <LineField
      key={line.key}
      label={line.label}
      type={line.type}
      helper={line.helper}
      value={branding[line.key]}
      onChange={(value) => set(line.key, value)}
      error={errors[line.key]}
    />
  ));
}

/** The portal's colours, background, logo and the therapist's photo. */
export function LookFields({ branding, set, errors }: BrandingSectionProps) {
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {colourFields.map((colour) => (
          <ColorField
            key={colour.key}
            label={colour.label}
            value={branding[colour.key]}
            onChange={(value) => set(colour.key, value)}
            error={errors[colour.key]}
          />
        ))}
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
        <LineFields lines={imageLines} branding={branding} set={set} errors={errors} />
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
        <LineFields lines={contactLines} branding={branding} set={set} errors={errors} />
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
      {displayToggles.map((toggle) => (
        <ToggleField
          key={toggle.key}
          label={toggle.label}
          checked={branding[toggle.key]}
          onChange={(value) => set(toggle.key, value)}
        />
      ))}
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
