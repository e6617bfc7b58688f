import { Box, Button, Card, Heading, HStack, Stack, Tabs, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import {
  AI_TEXT_LIMITS,
  AI_THERAPEUTIC_APPROACHES,
  type AiConfiguration,
  COMMUNICATION_TONES,
  optionLabels,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
  SPECIALIZATIONS,
} from '#shared/domain/ai-configuration.ts';
import { FullPageSpinner } from '#web/components/full-page-spinner.tsx';
import { SafetyResourcesLine } from '#web/components/safety-resources-line.tsx';
import { TherapistAppShell } from '#web/components/therapist-app-shell.tsx';
import { toaster } from '#web/components/ui/toaster.tsx';
import {
  saveAiConfiguration,
  testAiConfiguration,
  useAiConfiguration,
} from '#web/features/ai-customization/api/ai-config-api.ts';
import { errorMessage, serverFieldErrors } from '#web/lib/api-client.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { BrandingCard } from './branding-form';
import { MultiSelectField, SelectField, TextField, ToggleField } from './config-fields';
import { PracticeNameCard } from './practice-name-card';
import { TestReplyContent } from './test-reply-content';

type Setter = <K extends keyof AiConfiguration>(key: K, value: AiConfiguration[K]) => void;

/** The tab each free-text field sits on, so a refused field is shown with its reason beside it. */
const TAB_OF_FIELD: Readonly<Record<string, string>> = {
  clientGreeting: 'personality',
  customInstructions: 'personality',
  crisisProtocol: 'approach',
  sessionEnding: 'communication',
  customDisclaimer: 'communication',
};

function TestPanel({ config }: { config: AiConfiguration }) {
  const [message, setMessage] = useState('');
  const [testing, setTesting] = useState(false);
  const [reply, setReply] = useState<TestAiReply | null>(null);
  const greeting = config.clientGreeting.trim();
  async function test() {
    if (!message.trim()) {
      toaster.create({
        type: 'error',
        title: 'Enter Test Message',
        description: 'Please enter a message to test your AI configuration.',
      });
      return;
    }
    setTesting(true);
    setReply(null);
    try {
      setReply(await testAiConfiguration(message, config));
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'Test Failed',
        description: errorMessage(error, 'Unable to test AI configuration. Please try again.'),
      });
    } finally {
      setTesting(false);
    }
  }
  return (
    <Stack gap="4">
      <Text color="fg.muted">
        Try a message a client might send. The answer uses the settings on this page, saved or not.
      </Text>
      <TextField label="Test message" value={message} onChange={setMessage} max={4000} />
      <Button
        alignSelf="start"
        colorPalette="brand"
        onClick={() => void test()}
        loading={testing}
        loadingText="Testing…"
      >
        Test Response
      </Button>
      {reply && (
        <Box borderWidth="1px" borderRadius="lg" p="4" bg="bg.subtle" data-testid="test-ai-reply">
          {greeting && (
            <Box mb="3" pb="3" borderBottomWidth="1px" data-testid="test-ai-greeting">
              <Text fontSize="sm" color="fg.muted" mb="1">
                Your greeting, shown once when a client's first conversation opens:
              </Text>
              <Text>{greeting}</Text>
            </Box>
          )}
          <Text fontSize="sm" color="fg.muted" mb="2">
            {reply.answeredBy === 'safety'
              ? 'The safety screen answered: a client would see crisis resources and your emergency instructions.'
              : `Your assistant answered (${reply.engine === 'offline' ? 'offline guide' : 'model'}):`}
          </Text>
          <TestReplyContent reply={reply} />
          {reply.safety?.grade === 'note' && (
            <Stack gap="1" mt="3">
              <Text fontSize="xs" color="fg.muted">
                The screen read possible risk: a client would also see this line beside the reply.
              </Text>
              <SafetyResourcesLine resources={reply.safety.resources} />
            </Stack>
          )}
        </Box>
      )}
    </Stack>
  );
}

function ConfigurationForm({ initial }: { initial: AiConfiguration }) {
  const { mutate } = useAiConfiguration();
  const [config, setConfig] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [tab, setTab] = useState('personality');
  const [saving, setSaving] = useState(false);
  const set: Setter = (key, value) => setConfig((current) => ({ ...current, [key]: value }));
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
      toaster.create({
        type: 'error',
        title: 'Error',
        description: errorMessage(error, 'Failed to save AI configuration. Please try again.'),
      });
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
          <Tabs.Trigger value="personality">Personality</Tabs.Trigger>
          <Tabs.Trigger value="approach">Approach</Tabs.Trigger>
          <Tabs.Trigger value="communication">Communication</Tabs.Trigger>
          <Tabs.Trigger value="test">Test AI</Tabs.Trigger>
        </Tabs.List>
        <Card.Root variant="outline" mt="3">
          <Card.Body>
            <Tabs.Content value="personality">
              <Stack gap="5">
                <SelectField
                  label="Personality style"
                  value={config.personalityStyle}
                  options={PERSONALITY_STYLES}
                  labels={optionLabels.personalityStyle}
                  onChange={(v) => set('personalityStyle', v)}
                />
                <ToggleField
                  label="Validate emotions"
                  checked={config.enableEmotionalValidation}
                  onChange={(v) => set('enableEmotionalValidation', v)}
                />
                <TextField
                  label="Client greeting"
                  value={config.clientGreeting}
                  max={AI_TEXT_LIMITS.clientGreeting}
                  onChange={(v) => set('clientGreeting', v)}
                  error={errors.clientGreeting}
                  helper="How your assistant opens a first conversation."
                />
                <TextField
                  label="Custom instructions"
                  value={config.customInstructions}
                  max={AI_TEXT_LIMITS.customInstructions}
                  onChange={(v) => set('customInstructions', v)}
                  error={errors.customInstructions}
                  helper="Preferences in your words. They work under Mirrorwell's safety policy and cannot switch it off."
                />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="approach">
              <Stack gap="5">
                <SelectField
                  label="Therapeutic approach"
                  value={config.therapeuticApproach}
                  options={AI_THERAPEUTIC_APPROACHES}
                  labels={optionLabels.therapeuticApproach}
                  onChange={(v) => set('therapeuticApproach', v)}
                />
                <SelectField
                  label="Session structure"
                  value={config.sessionStructure}
                  options={SESSION_STRUCTURES}
                  labels={optionLabels.sessionStructure}
                  onChange={(v) => set('sessionStructure', v)}
                />
                <MultiSelectField
                  legend="Specializations"
                  options={SPECIALIZATIONS}
                  value={config.specializations}
                  onChange={(v) => set('specializations', v as AiConfiguration['specializations'])}
                />
                <ToggleField
                  label="Goal setting"
                  checked={config.enableGoalSetting}
                  onChange={(v) => set('enableGoalSetting', v)}
                />
                <ToggleField
                  label="Progress tracking"
                  checked={config.enableProgressTracking}
                  onChange={(v) => set('enableProgressTracking', v)}
                />
                <TextField
                  label="Crisis protocol"
                  value={config.crisisProtocol}
                  max={AI_TEXT_LIMITS.crisisProtocol}
                  onChange={(v) => set('crisisProtocol', v)}
                  error={errors.crisisProtocol}
                  helper="Your own steps for a client in crisis. Crisis resources are always shown as well."
                />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="communication">
              <Stack gap="5">
                <SelectField
                  label="Communication tone"
                  value={config.communicationTone}
                  options={COMMUNICATION_TONES}
                  labels={optionLabels.communicationTone}
                  onChange={(v) => set('communicationTone', v)}
                />
                <SelectField
                  label="Response length"
                  value={config.responseLength}
                  options={RESPONSE_LENGTHS}
                  labels={optionLabels.responseLength}
                  onChange={(v) => set('responseLength', v)}
                />
                <SelectField
                  label="Question frequency"
                  value={config.questionFrequency}
                  options={QUESTION_FREQUENCIES}
                  labels={optionLabels.questionFrequency}
                  onChange={(v) => set('questionFrequency', v)}
                />
                <TextField
                  label="Session ending"
                  value={config.sessionEnding}
                  max={AI_TEXT_LIMITS.sessionEnding}
                  onChange={(v) => set('sessionEnding', v)}
                  error={errors.sessionEnding}
                />
                <TextField
                  label="Custom disclaimer"
                  value={config.customDisclaimer}
                  max={AI_TEXT_LIMITS.customDisclaimer}
                  onChange={(v) => set('customDisclaimer', v)}
                  error={errors.customDisclaimer}
                />
              </Stack>
            </Tabs.Content>
            <Tabs.Content value="test">
              <TestPanel config={config} />
            </Tabs.Content>
          </Card.Body>
        </Card.Root>
      </Tabs.Root>
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
        <Button colorPalette="brand" onClick={() => void save()} loading={saving} disabled={!dirty}>
          Save Configuration
        </Button>
      </HStack>
    </Stack>
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
        <Stack gap="1">
          <Heading as="h1" size="2xl">
            AI Customization
          </Heading>
          <Text color="fg.muted">
            Shape how your assistant talks with your clients. Every client message is screened for risk first,
            and the assistant always says it is an AI.
          </Text>
        </Stack>
        <ConfigurationForm key={JSON.stringify(loaded)} initial={loaded} />
        <PracticeNameCard />
        <BrandingCard />
      </Stack>
    </TherapistAppShell>
  );
}
