import type { MemberMessage } from '#functions/core/db/repositories/insights-repository.ts';
import type { ReflectionFrequency } from '#shared/api/schemas/insights.ts';
import { addDays, daysBetween, type MemberCalendar } from './calendar';

/** Weeks the average is taken over, at most. */
const AVERAGE_WEEKS = 4;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * How often the member reflects: the days with at least one message in the last 7 and 30 days
 * (today included), the streak of days in a row, and messages per week. A streak still counts
 * while today is open: it runs up to today, or to yesterday when nothing is written yet today.
 */
export function reflectionFrequency(
  messages: readonly MemberMessage[],
  calendar: MemberCalendar,
  now: Date,
): ReflectionFrequency {
  const today = calendar.dayOf(now);
  const ageOf = (message: MemberMessage) => daysBetween(calendar.dayOf(message.createdAt), today);
  const days = new Set(messages.map((message) => calendar.dayOf(message.createdAt)));
  const daysWithin = (span: number) =>
    [...days].filter((day) => {
      const age = daysBetween(day, today);
      return age >= 0 && age < span;
    }).length;

  let streak = 0;
  let cursor = days.has(today) ? today : addDays(today, -1);
  while (days.has(cursor)) {
    streak += 1;
    cursor = addDays(cursor, -1);
  }

  const ages = messages.map(ageOf).filter((age) => age >= 0);
  const oldest = Math.max(-1, ...ages);
  const weeks = Math.min(AVERAGE_WEEKS, Math.max(1, Math.ceil((oldest + 1) / 7)));
  const recent = ages.filter((age) => age < weeks * 7).length;
  const latest = messages.reduce<string | null>(
    (newest, message) => (!newest || message.createdAt > newest ? message.createdAt : newest),
    null,
  );

  return {
    daysReflectedLast7: daysWithin(7),
    daysReflectedLast30: daysWithin(30),
    currentStreakDays: streak,
    messagesLast7Days: ages.filter((age) => age < 7).length,
    averageMessagesPerWeek: oneDecimal(recent / weeks),
    lastReflectedAt: latest,
  };
}
