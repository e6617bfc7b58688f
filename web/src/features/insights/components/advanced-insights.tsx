import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { AdvancedInsights as AdvancedInsightsData } from '#shared/api/schemas/insights.ts';
import { timesOfDay } from '#shared/domain/moods.ts';
import {
  capitalise,
  formatDay,
  formatWeekStart,
  plural,
  trendSentence,
} from '#web/features/insights/model/insight-format.ts';
import { BarChart } from './bar-chart';
import { InsightPanel } from './insight-panel';
import { WeeklyReflectionCard } from './weekly-reflection-card';

const timeOfDayNames = {
  morning: 'Morning (6–12)',
  afternoon: 'Afternoon (12–18)',
  evening: 'Evening (18–22)',
  night: 'Night (22–6)',
} as const;

/** Themes shown week by week, each as its own small chart. */
const THEME_CHARTS = 3;

/** One week's bar in a week-by-week chart. */
function weekRow(week: AdvancedInsightsData['weeks'][number], value: number) {
  return {
    label: `Week of ${formatDay(`${week.weekStart}T12:00:00Z`, 'UTC')}`,
    axisLabel: formatWeekStart(week.weekStart),
    value,
  };
}

/** Pro and Lifetime: the weekly reflection, patterns over time and charts. */
export function AdvancedInsights({
  advanced,
  timeZone,
  onChanged,
}: {
  advanced: AdvancedInsightsData;
  timeZone: string;
  onChanged: () => Promise<unknown>;
}) {
  return (
    <Stack gap="5">
      <WeeklyReflectionCard advanced={advanced} timeZone={timeZone} onWritten={onChanged} />
      <PatternsPanel advanced={advanced} />
      <InsightCharts advanced={advanced} />
    </Stack>
  );
}

function PatternsPanel({ advanced }: { advanced: AdvancedInsightsData }) {
  return (
    <InsightPanel testId="patterns-over-time">
      <Heading as="h3" fontSize="md" mb="3">
        Patterns over time
      </Heading>
      {advanced.trends.length === 0 && advanced.patterns.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          Nothing yet: patterns appear after a few weeks of reflecting.
        </Text>
      ) : (
        <Stack gap="3" fontSize="sm">
          {advanced.trends.length > 0 && (
            <Box as="ul" ps="5" listStyleType="disc">
              {advanced.trends.map((trend) => (
                <li key={trend.label}>{trendSentence(trend, advanced.weeks.length)}.</li>
              ))}
            </Box>
          )}
          {advanced.patterns.map((guide) => (
            <Box key={guide.modeId}>
              <Text fontWeight="semibold">{guide.name} has noticed</Text>
              <Box as="ul" ps="5" listStyleType="disc">
                {guide.patterns.map((pattern) => (
                  <li key={pattern}>{pattern}</li>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </InsightPanel>
  );
}

/** The charts: messages per week, time of day, guides used and the leading themes week by week. */
function InsightCharts({ advanced }: { advanced: AdvancedInsightsData }) {
  const weeks = advanced.weeks;
  const total = weeks.reduce((sum, week) => sum + week.messages, 0);
  if (total === 0) {
    return (
      <InsightPanel testId="insight-charts">
        <Text fontSize="sm" color="fg.muted">
          Nothing to chart yet: your charts fill in as you write to your guides.
        </Text>
      </InsightPanel>
    );
  }
  const activeWeeks = weeks.filter((week) => week.messages > 0).length;
  const busiestTime = timesOfDay.reduce((best, time) =>
    advanced.timeOfDay[time] > advanced.timeOfDay[best] ? time : best,
  );
  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="5" data-testid="insight-charts">
      <InsightPanel>
        <BarChart
          title={`Messages per week, last ${weeks.length} weeks`}
          summary={`${plural(total, 'message')} in ${plural(activeWeeks, 'week')} of the last ${weeks.length}; this week ${plural(weeks.at(-1)?.messages ?? 0, 'message')}.`}
          rows={weeks.map((week) => weekRow(week, week.messages))}
          rowHeader="Week"
          valueHeader="Messages"
        />
      </InsightPanel>
      <InsightPanel>
        <BarChart
          title="When in the day you reflect"
          summary={`Most often in the ${busiestTime}.`}
          rows={timesOfDay.map((time) => ({
            label: timeOfDayNames[time],
            axisLabel: capitalise(time),
            value: advanced.timeOfDay[time],
          }))}
          rowHeader="Time of day"
          valueHeader="Messages"
        />
      </InsightPanel>
      {advanced.guidesUsed.length > 0 && (
        <InsightPanel>
          <BarChart
            title="Which guides you talk with"
            summary={advanced.guidesUsed
              .map((guide) => `${guide.name}: ${plural(guide.messages, 'message')}`)
              .join('; ')}
            rows={advanced.guidesUsed.map((guide) => ({ label: guide.name, value: guide.messages }))}
            rowHeader="Guide"
            valueHeader="Messages"
          />
        </InsightPanel>
      )}
      {advanced.trends.slice(0, THEME_CHARTS).map((trend) => (
        <InsightPanel key={trend.label}>
          <BarChart
            title={`${capitalise(trend.label)}, week by week`}
            summary={`${trendSentence(trend, weeks.length)}.`}
            rows={weeks.map((week) =>
              weekRow(week, week.themes.find((theme) => theme.label === trend.label)?.count ?? 0),
            )}
            rowHeader="Week"
            valueHeader="Messages"
          />
        </InsightPanel>
      ))}
    </SimpleGrid>
  );
}
