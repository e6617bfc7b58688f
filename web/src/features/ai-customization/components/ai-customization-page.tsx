import { Button, Card, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { TherapistPageIntro } from '#web/components/therapist-page-intro.tsx';
import { toastFailure } from '#web/components/ui/toast-failure.ts';
import { toaster } from '#web/components/ui/toaster.tsx';
import { saveAiConfiguration, useAiConfiguration } from '#web/features/ai-customization/api/ai-config-api.ts';
import { serverFieldErrors } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { BrandingCard } from './branding-form';
import { CONFIG_TABS, type ConfigSetter, ConfigTab, TAB_OF_FIELD } from './config-tabs';
import { PracticeNameCard } from './practice-name-card';
import { TestPanel } from './test-panel';

/** The assistant's settings in four tabs; a refused field opens its tab. */
function ConfigurationForm({ initial }: { initial: AiConfiguration }) {
  const { mutate } = useAiConfiguration();
  const [config, setConfig] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('personality');
  const [saving, setSaving] = useState(false);
  const set: ConfigSetter = (key, value) => setConfig((current) => ({ ...current, [key]: value }));
  const dirty = JSON.stringify(config) !== JSON.stringify(initial);

  async function save() {
    setSaving(true);
    setErrors({});
    try {
      await mutate(await saveAiConfiguration(config), { revalidate: true });
      toaster.create({
        type: 'success',
        title: 'AI Configuration Saved',
        description: 'Your AI assistant has been updated with the new settings.',
      });
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      setErrors(fieldErrors);
      const refusedTab = Object.keys(fieldErrors)
        .map((field) => TAB_OF_FIELD[field])
        .find(Boolean);
      if (refusedTab) setTab(refusedTab);
      toastFailure('Error', error, 'Failed to save AI configuration. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="6">
      <Tabs.Root
        value={tab}
        onValueChange={(details) => setTab(details.value)}
        variant="enclosed"
        lazyMount={false}
      >
        <Tabs.List overflowX="auto" maxW="full">
          {CONFIG_TABS.map((configTab) => (
            <Tabs.Trigger key={configTab.name} value={configTab.name}>
              {configTab.label}
            </Tabs.Trigger>
          ))}
          <Tabs.Trigger value="test">Test AI</Tabs.Trigger>
        </Tabs.List>
        <Card.Root variant="outline" mt="3">
          <Card.Body>
            {CONFIG_TABS.map((configTab) => (
              <Tabs.Content key={configTab.name} value={configTab.name}>
                <ConfigTab tab={configTab.name} config={config} set={set} errors={errors} />
              </Tabs.Content>
            ))}
            <Tabs.Content value="test">
              <TestPanel config={config} />
            </Tabs.Content>
          </Card.Body>
        </Card.Root>
      </Tabs.Root>
      <SaveBar saving={saving} dirty={dirty} onSave={() => void save()} />
    </Stack>
  );
}

/** Stays in view under the tabs: the save button, live once something has changed. */
function SaveBar({ saving, dirty, onSave }: { saving: boolean; dirty: boolean; onSave: () => void }) {
  return (
    <HStack
      position="sticky"
      bottom="0"
      justify="space-between"
      wrap="wrap"
      gap="3"
      p="4"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="lg"
      role="region"
      aria-label="Save changes"
    >
      <Text fontSize="sm">Changes will be applied to all new client sessions immediately</Text>
      <Button colorPalette="brand" onClick={onSave} loading={saving} disabled={!dirty}>
        Save Configuration
      </Button>
    </HStack>
  );
}

/** `/ai-customization`: the practice's assistant, in four tabs, with a save bar. */
export default function AiCustomizationPage() {
  useDocumentTitle('AI Customization');
  const { config } = useAiConfiguration();
  const [loaded, setLoaded] = useState<AiConfiguration | null>(null);
  useEffect(() => {
    if (config) setLoaded(config);
  }, [config]);
  if (!loaded) return <FullPageSpinner message="Loading your assistant…" />;
  return (
    <TherapistAppShell>
      <Stack gap="5">
        <TherapistPageIntro title="AI Customization">
          Shape how your assistant talks with your clients. Every client message is screened for risk first,
          and the assistant always says it is an AI.
        </TherapistPageIntro>
        <ConfigurationForm key={JSON.stringify(loaded)} initial={loaded} />
        <PracticeNameCard />
        <BrandingCard />
      </Stack>
    </TherapistAppShell>
  );
}
