import { Box, Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import type { Insights } from '#shared/api/schemas/insights.ts';

type Locked = NonNullable<Insights['locked']>;

/** What Freemium and Standard members would open with Pro, and where to upgrade. */
export function LockedAdvanced({ locked }: { locked: Locked }) {
  return (
    <Box
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      borderRadius="xl"
      bg="bg.subtle"
      p={{ base: '4', md: '5' }}
      data-testid="advanced-locked"
    >
      <Stack gap="3" align="flex-start">
        <HStack gap="2">
          <Box color="fg.muted" display="inline-flex">
            <Lock size={18} aria-hidden="true" />
          </Box>
          <Heading as="h3" fontSize="md">
            Opens with {locked.tierLabel}
          </Heading>
        </HStack>
        <Text fontSize="sm">{locked.message}</Text>
        <List.Root fontSize="sm" ps="5" color="fg.muted">
          <List.Item>A weekly reflection written for you by your guide</List.Item>
          <List.Item>How your themes rise and ease over the last 12 weeks</List.Item>
          <List.Item>Charts of when you reflect and which guides you talk with</List.Item>
        </List.Root>
        <Button asChild>
          <RouterLink to={locked.upgradeUrl}>Upgrade to {locked.tierLabel}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
