import { Box, SimpleGrid, Stack, Stat, Text, VisuallyHidden } from '@chakra-ui/react';
import type { PracticeAnalytics } from '#shared/api/schemas/practice-dashboard.ts';
import { useAnalytics } from '#web/features/therapist-dashboard/api/dashboard-api.ts';
import {
  countOf,
  longDay,
  minutesText,
  shortDay,
} from '#web/features/therapist-dashboard/model/dashboard-words.ts';
import { EmptyState } from './empty-state';

/** Which days get a label under the chart: the first, every `step`-th, and the last. */
function labelledDays(count: number, step: number): Set<number> {
  const shown = new Set<number>([0, count - 1]);
  for (let index = step; index < count - step / 2; index += step) shown.add(index);
  return shown;
}

/**
 * Sessions per day as bars, labelled with human dates ('31 Oct') in the page's own type, and the
 * same numbers as a table for screen readers.
 */
function SessionsChart({ days }: { days: PracticeAnalytics['sessionsPerDay'] }) {
  const top = Math.max(1, ...days.map((day) => day.sessions));
  const width = 600;
  const height = 160;
  const barWidth = width / days.length;
  const labels = labelledDays(days.length, 7);
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        width="100%"
        height="160"
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
        style={{ display: 'block' }}
      >
        {days.map((day, index) => {
          const barHeight = (day.sessions / top) * height;
          return (
            <rect
              key={day.date}
              x={index * barWidth + 2}
              y={height - barHeight}
              width={barWidth - 4}
              height={barHeight}
              rx="2"
              fill="var(--chakra-colors-brand-solid)"
            />
          );
        })}
        <line x1="0" y1={height - 0.5} x2={width} y2={height - 0.5} stroke="var(--chakra-colors-border)" />
      </svg>
      <Box position="relative" h="5" mt="1" aria-hidden="true" data-testid="sessions-chart-days">
        {days.map((day, index) =>
          labels.has(index) ? (
            <Text
              key={day.date}
              as="span"
              position="absolute"
              fontSize="xs"
              color="fg.muted"
              whiteSpace="nowrap"
              style={
                index === 0
                  ? { left: 0 }
                  : index === days.length - 1
                    ? { right: 0 }
                    : { left: `${((index + 0.5) / days.length) * 100}%`, transform: 'translateX(-50%)' }
              }
            >
              {shortDay(day.date)}
            </Text>
          ) : null,
        )}
      </Box>
      <VisuallyHidden>
        <table>
          <caption>Sessions per day over the last 30 days</caption>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{longDay(day.date)}</th>
                <td>{countOf(day.sessions, 'session')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </Box>
  );
}

/** The Analytics tab, from live data; says so plainly when there is none yet. */
export function AnalyticsTab() {
  const { data, isLoading } = useAnalytics();
  if (isLoading || !data) return <Text color="fg.muted">Loading analytics…</Text>;
  if (data.totalSessions === 0) {
    return (
      <EmptyState
        title="No sessions yet"
        hint="Analytics appear once clients start conversations in your portal."
      />
    );
  }
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Average session</Stat.Label>
          <Stat.ValueText>{minutesText(data.averageSessionMinutes)}</Stat.ValueText>
          <Stat.HelpText as="dd">over {countOf(data.totalSessions, 'session')}</Stat.HelpText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Active clients</Stat.Label>
          <Stat.ValueText>{data.activeClients}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Client ratings</Stat.Label>
          <Stat.ValueText>{data.ratings.average ?? '—'}</Stat.ValueText>
          <Stat.HelpText as="dd">
            {data.ratings.count === 0
              ? 'No ratings yet'
              : `out of 5, from ${countOf(data.ratings.count, 'rating')}`}
          </Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      <Box borderWidth="1px" borderRadius="lg" p="4">
        <Text fontWeight="semibold" mb="3">
          Sessions per day
        </Text>
        <SessionsChart days={data.sessionsPerDay} />
      </Box>
      {data.ratings.count > 0 && (
        <Box borderWidth="1px" borderRadius="lg" p="4">
          <Text fontWeight="semibold" mb="2">
            Ratings
          </Text>
          <Stack gap="1">
            {(['5', '4', '3', '2', '1'] as const).map((stars) => (
              <Text key={stars} fontSize="sm">
                {countOf(Number(stars), 'star')}: {data.ratings.byStars[stars]}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
