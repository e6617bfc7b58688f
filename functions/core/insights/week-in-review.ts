import type { MemberMessage } from '#functions/core/db/repositories/insights-repository.ts';
import { detectThemes } from '#functions/core/guides/theme-lexicon.ts';
import { INSIGHT_WEEKS } from '#shared/api/schemas/insights.ts';
import { type ModeId, modes } from '#shared/domain/modes.ts';
import { daysBetween, type MemberCalendar, weekStartOf } from './calendar';

/** A theme has come back when it appeared in at least this many earlier weeks. */
const RETURNING_WEEKS = 2;
/** A theme that was this present before and is absent now has gone quieter. */
const QUIETER_WEEKS = 3;

/**
 * What a weekly reflection is written from: counts and theme labels of the past 7 days against the
 * weeks before. It holds no words of the member's, so nothing written from it can quote them.
 */
export interface WeekInReview {
  /** The guide the member wrote to most in the past 7 days: it writes the reflection. */
  modeId: ModeId;
  messages: number;
  daysReflected: number;
  /** Weeks before the past 7 days (within the weeks insights show) with at least one message. */
  earlierActiveWeeks: number;
  /** Lexicon labels of the past 7 days, most frequent first. */
  themes: { label: string; count: number }[];
  /** Labels this week that did not appear in the earlier weeks. */
  newThemes: string[];
  /** Labels this week that also came up in several earlier weeks, with how many. */
  returningThemes: { label: string; weeks: number }[];
  /** A label often present before that did not come up this week. */
  quieterThemes: string[];
}

export function weekInReview(
  messages: readonly MemberMessage[],
  calendar: MemberCalendar,
  now: Date,
): WeekInReview {
  const today = calendar.dayOf(now);
  const thisWeek = new Map<string, number>();
  const earlierWeeks = new Map<string, Set<string>>();
  const days = new Set<string>();
  const byMode = new Map<ModeId, number>();
  const earlierActive = new Set<string>();
  let count = 0;

  for (const message of messages) {
    const day = calendar.dayOf(message.createdAt);
    const age = daysBetween(day, today);
    if (age < 0 || age >= INSIGHT_WEEKS * 7) continue;
    const labels = detectThemes(message.content).map((theme) => theme.label);
    if (age < 7) {
      count += 1;
      days.add(day);
      byMode.set(message.modeId, (byMode.get(message.modeId) ?? 0) + 1);
      for (const label of labels) thisWeek.set(label, (thisWeek.get(label) ?? 0) + 1);
    } else {
      earlierActive.add(weekStartOf(day));
      for (const label of labels) {
        const weeks = earlierWeeks.get(label) ?? new Set<string>();
        weeks.add(weekStartOf(day));
        earlierWeeks.set(label, weeks);
      }
    }
  }

  const themes = [...thisWeek.entries()]
    .map(([label, times]) => ({ label, count: times }))
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const earlierCount = (label: string) => earlierWeeks.get(label)?.size ?? 0;
  const modeId =
    [...modes]
      .map((mode) => ({ id: mode.id, messages: byMode.get(mode.id) ?? 0 }))
      .sort((a, b) => b.messages - a.messages)[0]?.id ?? 'mirror';

  return {
    modeId,
    messages: count,
    daysReflected: days.size,
    earlierActiveWeeks: earlierActive.size,
    themes,
    newThemes: themes.filter((theme) => earlierCount(theme.label) === 0).map((theme) => theme.label),
    returningThemes: themes
      .filter((theme) => earlierCount(theme.label) >= RETURNING_WEEKS)
      .map((theme) => ({ label: theme.label, weeks: earlierCount(theme.label) })),
    quieterThemes: [...earlierWeeks.entries()]
      .filter(([label, weeks]) => weeks.size >= QUIETER_WEEKS && !thisWeek.has(label))
      .sort((a, b) => b[1].size - a[1].size || a[0].localeCompare(b[0]))
      .map(([label]) => label),
  };
}
