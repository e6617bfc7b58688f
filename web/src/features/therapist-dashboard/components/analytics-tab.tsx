import { Box, SimpleGrid, Stack, Stat, Text } from '@chakra-ui/react';
import type { PracticeAnalytics } from '#shared/api/schemas/practice-dashboard.ts';
import { useAnalytics } from '#web/features/therapist-dashboard/api/dashboard-api.ts';

/** Sessions per day as bars, with the same numbers as a table for screen readers. */
function SessionsChart({ days }: { days: PracticeAnalytics['sessionsPerDay'] }) {
  const top = Math.max(1, ...days.map((day) => day.sessions));
  const width = 600;
  const height = 160;
  const barWidth = width / days.length;
  return (
    <Box>
      <svg
        viewBox={`0 0 ${width} ${height + 20}`}
        width="100%"
        role="img"
        aria-labelledby="sessions-chart-title"
      >
        <title id="sessions-chart-title">Sessions per day over the last 30 days</title>
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
            >
              <title>{`${day.date}: ${day.sessions}`}</title>
            </rect>
          );
        })}
        <line x1="0" y1={height} x2={width} y2={height} stroke="var(--chakra-colors-border)" />
        <text x="0" y={height + 16} fontSize="12" fill="currentColor">
          {days[0]?.date}
        </text>
        <text x={width} y={height + 16} fontSize="12" textAnchor="end" fill="currentColor">
          {days.at(-1)?.date}
        </text>
      </svg>
      <table style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        <caption>Sessions per day</caption>
        <tbody>
          {days.map((day) => (
            <tr key={day.date}>
              <th scope="row">{day.date}</th>
              <td>{day.sessions}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}

/** The Analytics tab, from live data; says so plainly when there is none yet. */
export function AnalyticsTab() {
  const { data, isLoading } = useAnalytics();
  if (isLoading || !data) return <Text color="fg.muted">Loading analytics…</Text>;
  if (data.totalSessions === 0) {
    return (
      <Stack
        align="center"
        py="10"
        gap="1"
        textAlign="center"
        borderWidth="1px"
        borderStyle="dashed"
        borderRadius="lg"
      >
        <Text fontWeight="semibold">No sessions yet</Text>
        <Text color="fg.muted">Analytics appear once clients start conversations in your portal.</Text>
      </Stack>
    );
  }
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Average session</Stat.Label>
          <Stat.ValueText>{data.averageSessionMinutes ?? '—'} min</Stat.ValueText>
          <Stat.HelpText as="dd">over {data.totalSessions} sessions</Stat.HelpText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Active clients</Stat.Label>
          <Stat.ValueText>{data.activeClients}</Stat.ValueText>
        </Stat.Root>
        <Stat.Root borderWidth="1px" borderRadius="lg" p="4">
          <Stat.Label>Client ratings</Stat.Label>
          <Stat.ValueText>{data.ratings.average ?? '—'}</Stat.ValueText>
          <Stat.HelpText as="dd">
            {data.ratings.count === 0 ? 'No ratings yet' : `${data.ratings.count} ratings, out of 5`}
          </Stat.HelpText>
        </Stat.Root>
      </SimpleGrid>
      <Box borderWidth="1px" borderRadius="lg" p="4" position="relative">
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
                {stars} {stars === '1' ? 'star' : 'stars'}: {data.ratings.byStars[stars]}
              </Text>
            ))}
          </Stack>
        </Box>
      )}
    </Stack>
  );
}
