import {
  Box,
  Button,
  Card,
  Field,
  Heading,
  HStack,
  Input,
  List,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { BrandingSettings, CustomCssRemoval } from '#shared/api/schemas/practice-branding.ts';
import { BRANDING_TEXT_LIMITS, CUSTOM_CSS_MAX_INPUT_CHARS } from '#shared/domain/practice-branding.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { saveBranding, useBranding } from '#web/features/ai-customization/api/branding-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { SelectField, TextField, ToggleField } from './config-fields';
import { CustomCssGuide } from './custom-css-guide';

type Setter = <K extends keyof BrandingSettings>(key: K, value: BrandingSettings[K]) => void;

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

/** What the sanitiser took out of the custom CSS on the last save, and why. */
function CssRemovals({ removals }: { removals: CustomCssRemoval[] }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.muted"
      bg="orange.subtle"
      borderRadius="md"
      p="3"
      role="status"
    >
      <Text fontWeight="medium" fontSize="sm">
        Some of your custom CSS was removed, so the portal stays safe and readable:
      </Text>
      <List.Root fontSize="sm" ps="5" mt="2" gap="1" data-testid="css-removals">
        {removals.map((removal) => (
          <List.Item key={`${removal.code}:${removal.excerpt}`}>
            <Text as="span" fontFamily="mono">
              {removal.excerpt}
            </Text>
            : {removal.reason}
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}

function BrandingFields({ initial }: { initial: BrandingSettings }) {
  const [branding, setBranding] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [removals, setRemovals] = useState<CustomCssRemoval[]>([]);
  const set: Setter = (key, value) => setBranding((current) => ({ ...current, [key]: value }));
  const { mutate } = useBranding();

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      const saved = await saveBranding(branding);
      setBranding(saved.branding);
      setRemovals(saved.cssRemovals);
      await mutate(saved.branding, { revalidate: false });
      toaster.create({
        type: 'success',
        title: 'Portal Branding Saved',
        description: 'Your client portal shows the new look within a minute.',
      });
    } catch (error) {
      setErrors(serverFieldErrors(error));
      toaster.create({
        type: 'error',
        title: 'Error',
        description: errorMessage(error, 'Failed to save the portal branding. Please try again.'),
      });
    } finally {
      setSaving(false);
    }
  }

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
    <Stack gap="5">
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
      <CustomCssGuide />
      {removals.length > 0 && <CssRemovals removals={removals} />}
      <Button colorPalette="brand" alignSelf="start" onClick={() => void save()} loading={saving}>
        Save Branding
      </Button>
    </Stack>
  );
}

/** The client portal's look and words, below the assistant's configuration. */
export function BrandingCard() {
  const { branding } = useBranding();
  return (
    <Card.Root variant="outline" as="section" aria-labelledby="portal-branding-heading">
      <Card.Header>
        <Heading as="h2" size="lg" id="portal-branding-heading">
          Client portal branding
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          How your portal looks and what it says to clients before and beside the chat.
        </Text>
      </Card.Header>
      <Card.Body>{branding ? <BrandingFields initial={branding} /> : <Text>Loading…</Text>}</Card.Body>
    </Card.Root>
  );
}
