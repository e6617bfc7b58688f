import { Box, Button, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { BrandingSettings, CustomCssRemoval } from '#shared/api/schemas/practice-branding.ts';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { saveBranding, useBranding } from '#web/features/ai-customization/api/branding-api.ts';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import {
  type BrandingSetter,
  CustomCssField,
  DisplayToggles,
  LookFields,
  PortalTextFields,
} from './branding-sections';
import { CustomCssGuide } from './custom-css-guide';
import { SettingsCard } from './settings-card';

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
  const set: BrandingSetter = (key, value) => setBranding((current) => ({ ...current, [key]: value }));
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
      toastFailure('Error', error, 'Failed to save the portal branding. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="5">
      <LookFields branding={branding} set={set} errors={errors} />
      <PortalTextFields branding={branding} set={set} errors={errors} />
      <DisplayToggles branding={branding} set={set} />
      <CustomCssField branding={branding} set={set} errors={errors} />
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
    <SettingsCard
      headingId="portal-branding-heading"
      title="Client portal branding"
      description="How your portal looks and what it says to clients before and beside the chat."
    >
      {branding && <BrandingFields initial={branding} />}
    </SettingsCard>
  );
}
