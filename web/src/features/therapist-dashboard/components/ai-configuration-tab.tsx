import { Badge, Button, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import useSWR from 'swr';
import { type AiConfiguration, optionLabels } from '#shared/domain/ai-configuration.ts';
import { paths } from '#web/app/paths.ts';
import { fetchData } from '#web/lib/api-client.ts';

/** The AI Configuration tab: a summary of the saved assistant, from live data. */
export function AiConfigurationTab() {
  const { data: config } = useSWR<AiConfiguration | null>(
    '/api/therapist/ai-config',
    fetchData<AiConfiguration>,
  );
  return (
    <Stack gap="5">
      {config ? (
        <DataList.Root orientation={{ base: 'vertical', sm: 'horizontal' }}>
          <DataList.Item>
            <DataList.ItemLabel>Personality</DataList.ItemLabel>
            <DataList.ItemValue>{optionLabels.personalityStyle[config.personalityStyle]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Approach</DataList.ItemLabel>
            <DataList.ItemValue>
              {optionLabels.therapeuticApproach[config.therapeuticApproach]}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Tone</DataList.ItemLabel>
            <DataList.ItemValue>
              {optionLabels.communicationTone[config.communicationTone]}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Session structure</DataList.ItemLabel>
            <DataList.ItemValue>{optionLabels.sessionStructure[config.sessionStructure]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Response length</DataList.ItemLabel>
            <DataList.ItemValue>{optionLabels.responseLength[config.responseLength]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Specializations</DataList.ItemLabel>
            <DataList.ItemValue>
              {config.specializations.length ? (
                <HStack wrap="wrap" gap="1">
                  {config.specializations.map((value) => (
                    <Badge key={value} variant="outline">
                      {value}
                    </Badge>
                  ))}
                </HStack>
              ) : (
                'None chosen'
              )}
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Custom instructions</DataList.ItemLabel>
            <DataList.ItemValue>{config.customInstructions ? 'Set' : 'None'}</DataList.ItemValue>
          </DataList.Item>
        </DataList.Root>
      ) : (
        <Text color="fg.muted">Loading your assistant…</Text>
      )}
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
