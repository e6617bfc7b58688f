import type { MemberMessage } from '#functions/core/db/repositories/insights-repository.ts';
import { detectThemes } from '#functions/core/guides/theme-lexicon.ts';
import type { ThemeTrend, WeekActivity } from '#shared/api/schemas/insights.ts';
import { INSIGHT_WEEKS } from '#shared/api/schemas/insights.ts';
import { type ModeId, modes } from '#shared/domain/modes.ts';
import { type TimeOfDay, timeOfDay } from '#shared/domain/moods.ts';
import { addDays, isoWeekOfDay, type MemberCalendar, weekStartOf } from './calendar';

/** The weeks a trend compares: the last few against the ones before them. */
const RECENT_WEEKS = 4;
const TRENDS_SHOWN = 6;

export interface PatternsOverTime {
  weeks: WeekActivity[];
  trends: ThemeTrend[];
  timeOfDay: Record<TimeOfDay, number>;
  guidesUsed: { modeId: ModeId; name: string; messages: number }[];
}

/** The Mondays of the weeks shown, oldest first, this week last. */
export function weekStarts(calendar: MemberCalendar, now: Date): string[] {
  const current = weekStartOf(calendar.dayOf(now));
  return Array.from({ length: INSIGHT_WEEKS }, (_, index) =>
    addDays(current, -7 * (INSIGHT_WEEKS - 1 - index)),
  );
}

/** The hour as the chat's mood palette reads it: the same boundaries (shared/domain/moods.ts). */
function timeOfDayAt(hour: number): TimeOfDay {
  return timeOfDay(new Date(2000, 0, 1, hour));
}

function directionOf(recent: number, earlier: number): ThemeTrend['direction'] {
  if (earlier === 0) return 'new';
  const recentRate = recent / RECENT_WEEKS;
  const earlierRate = earlier / (INSIGHT_WEEKS - RECENT_WEEKS);
  if (recentRate >= earlierRate * 1.5) return 'rising';
  if (recentRate * 1.5 <= earlierRate) return 'easing';
  return 'steady';
}

/**
 * Themes per week over the last weeks (the same lexicon the guides' memory counts with), when in
 * the day the member writes, and which guides they write to. Mood is not recorded on the server
 * (the chat's mood picker lives in the browser), so time of day is the only rhythm shown.
 */
export function patternsOverTime(
  messages: readonly MemberMessage[],
  calendar: MemberCalendar,
  now: Date,
): PatternsOverTime {
  const starts = weekStarts(calendar, now);
  const weekIndex = new Map(starts.map((start, index) => [start, index]));
  const weeks = starts.map((start) => ({
    start,
    messages: 0,
    days: new Set<string>(),
    themes: new Map<string, number>(),
  }));
  const times: Record<TimeOfDay, number> = { morning: 0, afternoon: 0, evening: 0, night: 0 };
  const byMode = new Map<ModeId, number>();

  for (const message of messages) {
    const day = calendar.dayOf(message.createdAt);
    const week = weeks[weekIndex.get(weekStartOf(day)) ?? -1];
    if (!week) continue;
    week.messages += 1;
    week.days.add(day);
    for (const theme of detectThemes(message.content)) {
      week.themes.set(theme.label, (week.themes.get(theme.label) ?? 0) + 1);
    }
    times[timeOfDayAt(calendar.hourOf(message.createdAt))] += 1;
    byMode.set(message.modeId, (byMode.get(message.modeId) ?? 0) + 1);
  }

  const labels = new Set(weeks.flatMap((week) => [...week.themes.keys()]));
  const trends = [...labels]
    .map((label) => {
      const counts = weeks.map((week) => week.themes.get(label) ?? 0);
      const recent = counts.slice(-RECENT_WEEKS).reduce((sum, count) => sum + count, 0);
      const total = counts.reduce((sum, count) => sum + count, 0);
      return {
        label,
        total,
        weeksPresent: counts.filter((count) => count > 0).length,
        direction: directionOf(recent, total - recent),
      };
    })
    .sort((a, b) => b.total - a.total || b.weeksPresent - a.weeksPresent || a.label.localeCompare(b.label))
    .slice(0, TRENDS_SHOWN);

  return {
    weeks: weeks.map((week) => ({
      isoWeek: isoWeekOfDay(week.start),
      weekStart: week.start,
      messages: week.messages,
      daysReflected: week.days.size,
      themes: [...week.themes.entries()]
        .map(([label, count]) => ({ label, count }))
        .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label)),
    })),
    trends,
    timeOfDay: times,
    guidesUsed: modes
      .map((mode) => ({ modeId: mode.id, name: mode.name, messages: byMode.get(mode.id) ?? 0 }))
      .filter((guide) => guide.messages > 0),
  };
}
