import { Box, Button, Card, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import useSWR from 'swr';
import type { UsageSummary as Usage } from '#shared/api/schemas/chat.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { TierBadge } from '#web/components/tier-badge.tsx';
import { describeUsage, monthName } from '#web/features/subscription/usage-format.ts';
import { fetchData } from '#web/lib/api-client.ts';

export const USAGE_KEY = '/api/usage';

function UsageMeter({ percent, label, atLimit }: { percent: number; label: string; atLimit: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      h="2.5"
      borderRadius="full"
      bg="bg.muted"
      overflow="hidden"
    >
      <Box h="full" w={`${percent}%`} bg={atLimit ? 'gold.solid' : 'brand.solid'} borderRadius="full" />
    </Box>
  );
}

/** The member's plan and how many new conversations they have started this month. */
export function UsageSummary({ memberTier }: { memberTier: Tier }) {
  const { data, error, isLoading, mutate } = useSWR<Usage | null>(USAGE_KEY, fetchData<Usage>);
  const tier = data?.tier ?? memberTier;

  return (
    <Card.Root
      as="section"
      aria-labelledby="usage-heading"
      variant="outline"
      bg="bg.panel"
      borderRadius="2xl"
      data-testid="usage-summary"
    >
      <Card.Body gap="4">
        <HStack justify="space-between" align="flex-start" wrap="wrap" gap="3">
          <Stack gap="1">
            <Text as="h2" id="usage-heading" fontSize="lg" fontWeight="semibold">
              Your plan and this month
            </Text>
            {data && (
              <Text color="fg.muted" fontSize="sm">
                {monthName(data.month)}
              </Text>
            )}
          </Stack>
          <TierBadge tier={tier} size="lg" data-testid="current-tier" />
        </HStack>
        {isLoading && (
          <Stack gap="2" aria-hidden="true">
            <Skeleton h="6" w="40" />
            <Skeleton h="2.5" w="full" />
          </Stack>
        )}
        {error && !data && (
          <HStack gap="3" wrap="wrap">
            <Text color="fg.muted" fontSize="sm">
              This month’s usage could not be loaded.
            </Text>
            <Button size="xs" variant="outline" onClick={() => void mutate()}>
              Try again
            </Button>
          </HStack>
        )}
        {data && <UsageNumbers usage={data} />}
      </Card.Body>
    </Card.Root>
  );
}

function UsageNumbers({ usage }: { usage: Usage }) {
  const view = describeUsage(usage);
  return (
    <Stack gap="3">
      <Text fontSize="md" data-testid="usage-count">
        <Text as="span" fontSize="2xl" fontWeight="semibold" fontFamily="heading">
          {view.countText}
        </Text>{' '}
        <Text as="span" color="fg.muted">
          {usage.limit === null ? 'conversations started this month' : 'conversations used this month'}
        </Text>
      </Text>
      {view.percent !== null && (
        <UsageMeter
          percent={view.percent}
          label={`${view.countText} conversations used this month`}
          atLimit={view.atLimit}
        />
      )}
      <Text fontSize="sm" color="fg.muted">
        {view.detail}
      </Text>
    </Stack>
  );
}
