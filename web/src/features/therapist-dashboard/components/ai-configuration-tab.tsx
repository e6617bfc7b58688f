import { Badge, Button, Card, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { type AiConfiguration, optionLabels } from '#shared/domain/ai-configuration.ts';
import { paths } from '#web/app/paths.ts';
import { fetchData } from '#web/lib/api-client.ts';

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/** The summary's rows: what the assistant is like, then what it does, each as label and value. */
function summaryRows(config: AiConfiguration): { label: string; value: ReactNode }[] {
  return [
    { label: 'Personality', value: optionLabels.personalityStyle[config.personalityStyle] },
    { label: 'Approach', value: optionLabels.therapeuticApproach[config.therapeuticApproach] },
    { label: 'Tone', value: optionLabels.communicationTone[config.communicationTone] },
    { label: 'Session structure', value: optionLabels.sessionStructure[config.sessionStructure] },
    { label: 'Response length', value: optionLabels.responseLength[config.responseLength] },
    { label: 'Questions', value: optionLabels.questionFrequency[config.questionFrequency] },
    {
      label: 'Specializations',
      value: config.specializations.length ? (
        <HStack wrap="wrap" gap="1">
          {config.specializations.map((value) => (
            <Badge key={value} variant="outline">
              {value}
            </Badge>
          ))}
        </HStack>
      ) : (
        'None chosen'
      ),
    },
    { label: 'Validates emotions', value: onOff(config.enableEmotionalValidation) },
    { label: 'Goal setting', value: onOff(config.enableGoalSetting) },
    { label: 'Progress tracking', value: onOff(config.enableProgressTracking) },
    { label: 'Custom instructions', value: config.customInstructions ? 'Set' : 'None' },
  ];
}

/** The AI Configuration tab: a readable summary of the saved assistant, from live data. */
export function AiConfigurationTab() {
  const { data: config } = useSWR<AiConfiguration | null>(
    '/api/therapist/ai-config',
    fetchData<AiConfiguration>,
  );
  return (
    <Stack gap="5">
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Header>
          <Heading as="h2" size="md">
            Your assistant
          </Heading>
        </Card.Header>
        <Card.Body>
          {config ? (
            <DataList.Root orientation="horizontal" data-testid="ai-configuration-summary">
              {summaryRows(config).map(({ label, value }) => (
                <DataList.Item
                  key={label}
                  alignItems="baseline"
                  flexWrap="wrap"
                  columnGap="4"
                  rowGap="1"
                  pb="3"
                  borderBottomWidth="1px"
                  borderColor="border.muted"
                  _last={{ borderBottomWidth: 0, pb: 0 }}
                >
                  <DataList.ItemLabel minW={{ base: '36', md: '48' }}>{label}</DataList.ItemLabel>
                  <DataList.ItemValue fontWeight="medium">{value}</DataList.ItemValue>
                </DataList.Item>
              ))}
            </DataList.Root>
          ) : (
            <Text color="fg.muted">Loading your assistant…</Text>
          )}
        </Card.Body>
      </Card.Root>
      <Text fontSize="sm" color="fg.muted">
        Every client message is screened for risk before your assistant sees it; no setting can switch that
        off.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild colorPalette="brand">
          <RouterLink to={paths.aiCustomization}>Edit Configuration</RouterLink>
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={paths.testDemo}>Test AI Responses</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
