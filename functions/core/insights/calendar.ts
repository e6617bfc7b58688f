/**
 * Days and weeks as the member lives them: a message's day and hour in their time zone, weeks that
 * start on Monday, and ISO week names (`2026-W48`). Days are `YYYY-MM-DD` strings, so sets of days
 * and differences between them need no time zone arithmetic once a day is known.
 */
const DAY_MS = 24 * 60 * 60 * 1000;

export interface MemberCalendar {
  timeZone: string;
  /** `YYYY-MM-DD` of an ISO instant in the member's time zone. */
  dayOf(instant: string | Date): string;
  /** 0-23 in the member's time zone. */
  hourOf(instant: string | Date): number;
}

export function memberCalendar(timeZone: string): MemberCalendar {
  // One formatter for every message: building one per call costs more than the formatting.
  const format = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    hourCycle: 'h23',
  });
  const partsOf = (instant: string | Date) => {
    const parts: Record<string, string> = {};
    for (const part of format.formatToParts(new Date(instant))) parts[part.type] = part.value;
    return parts;
  };
  return {
    timeZone,
    dayOf(instant) {
      const parts = partsOf(instant);
      return `${parts.year}-${parts.month}-${parts.day}`;
    },
    hourOf(instant) {
      return Number(partsOf(instant).hour) % 24;
    },
  };
}

function dayNumber(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Math.round(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) / DAY_MS);
}

function dayFromNumber(value: number): string {
  return new Date(value * DAY_MS).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return dayFromNumber(dayNumber(day) + days);
}

/** Whole days from `earlier` to `later` (negative when `earlier` is later). */
export function daysBetween(earlier: string, later: string): number {
  return dayNumber(later) - dayNumber(earlier);
}

/** The Monday of the week `day` falls in. */
export function weekStartOf(day: string): string {
  const weekday = new Date(dayNumber(day) * DAY_MS).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** The ISO 8601 week of a day: the week belongs to the year its Thursday falls in. */
export function isoWeekOfDay(day: string): string {
  const thursday = addDays(weekStartOf(day), 3);
  const year = Number(thursday.slice(0, 4));
  const week = Math.floor(daysBetween(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The ISO week of an instant in UTC: the week a weekly reflection belongs to, the same for every device. */
export function isoWeekOf(instant: Date): string {
  return isoWeekOfDay(instant.toISOString().slice(0, 10));
}
