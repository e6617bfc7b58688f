import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import type { ReflectionFrequency } from '#shared/api/schemas/insights.ts';
import { formatDay, plural } from '#web/features/insights/model/insight-format.ts';
import { InsightPanel } from './insight-panel';

interface Figure {
  term: string;
  value: string;
  note?: string;
}

/** How often the member reflects: days, streak and messages per week, as a description list. */
export function FrequencyCard({ frequency, timeZone }: { frequency: ReflectionFrequency; timeZone: string }) {
  const figures: Figure[] = [
    {
      term: 'Days you reflected this week',
      value: `${frequency.daysReflectedLast7} of 7`,
      note: 'the last 7 days',
    },
    {
      term: 'Days you reflected this month',
      value: `${frequency.daysReflectedLast30} of 30`,
      note: 'the last 30 days',
    },
    {
      term: 'Current streak',
      value: plural(frequency.currentStreakDays, 'day'),
      note: 'days in a row with at least one message',
    },
    {
      term: 'Messages per week',
      value: String(frequency.averageMessagesPerWeek),
      note: `${plural(frequency.messagesLast7Days, 'message')} in the last 7 days`,
    },
  ];
  return (
    <InsightPanel testId="reflection-frequency">
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
        {figures.map((figure) => (
          <Box key={figure.term}>
            <Text as="dt" fontSize="sm" color="fg.muted">
              {figure.term}
            </Text>
            <Text as="dd" fontSize="2xl" fontWeight="semibold" fontFamily="heading">
              {figure.value}
            </Text>
            {figure.note && (
              <Text as="dd" fontSize="xs" color="fg.muted">
                {figure.note}
              </Text>
            )}
          </Box>
        ))}
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted" mt="4">
        {frequency.lastReflectedAt
          ? `You last wrote to a guide on ${formatDay(frequency.lastReflectedAt, timeZone)}. A few minutes a day is plenty.`
          : 'Nothing yet: once you write to a guide, the days you reflect are counted here.'}
      </Text>
    </InsightPanel>
  );
}
