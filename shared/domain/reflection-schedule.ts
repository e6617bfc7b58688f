/**
 * When a reflection prompt is due, and what became of each time it was due. Pure and browser-safe:
 * the server decides with it, the dashboard and the portal show what it decides.
 *
 * A prompt's schedule names calendar days in the time zone it was set in (the therapist's). Each
 * due day opens an occurrence that stays open until the next due day (a daily prompt for a day, a
 * weekly one for a week, a once prompt until its end date); the last one closes after the end date.
 * An occurrence is done or skipped when the client said so, missed when it closed with neither.
 * A streak is the run of done occurrences up to the latest one; a skip or a miss ends it, and an
 * occurrence still open does not.
 */
export const PROMPT_FREQUENCIES = ['once', 'daily', 'weekly', 'days'] as const;
export type PromptFrequency = (typeof PROMPT_FREQUENCIES)[number];

/** Weekdays as JavaScript numbers them: 0 Sunday … 6 Saturday. */
export const WEEKDAY_LABELS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** The longest a prompt may run: a year from its first day. */
export const PROMPT_MAX_DAYS = 365;

export interface PromptSchedule {
  frequency: PromptFrequency;
  /** Only for `days`: which weekdays (0–6). */
  days: readonly number[];
  /** `yyyy-mm-dd`, the first day it may be due. */
  startDate: string;
  /** `yyyy-mm-dd`, the last day it may be due or answered. */
  endDate: string;
  /** IANA zone the days are counted in. */
  timeZone: string;
}

export type OccurrenceStatus = 'done' | 'skipped' | 'missed' | 'open' | 'upcoming';
export type ClientAnswerStatus = 'done' | 'skipped';

export interface Occurrence {
  /** The due day: the occurrence's id. */
  dueDate: string;
  /** The first day after it closes. */
  closesOn: string;
  status: OccurrenceStatus;
  /** When the client answered or skipped it. */
  at: string | null;
}

export interface CompletionCounts {
  done: number;
  skipped: number;
  missed: number;
  /** The current streak of done occurrences, and the best one. */
  streak: number;
  bestStreak: number;
}

const DAY_MS = 86_400_000;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

function dayNumber(date: string): number {
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) / DAY_MS;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** A real calendar day written `yyyy-mm-dd` (not 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  return DATE_PATTERN.test(value) && dateOfDay(dayNumber(value)) === value;
}

export function addDays(date: string, days: number): string {
  return dateOfDay(dayNumber(date) + days);
}

export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOf(date: string): number {
  return new Date(dayNumber(date) * DAY_MS).getUTCDay();
}

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The calendar day an instant falls on in a time zone. */
export function localDateOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: string) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** Every day the prompt is due, oldest first. */
export function dueDates(schedule: PromptSchedule): string[] {
  const first = dayNumber(schedule.startDate);
  const last = dayNumber(schedule.endDate);
  if (last < first) return [];
  if (schedule.frequency === 'once') return [schedule.startDate];
  const step = schedule.frequency === 'weekly' ? 7 : 1;
  const due: string[] = [];
  for (let day = first; day <= last; day += step) {
    const date = dateOfDay(day);
    if (schedule.frequency === 'days' && !schedule.days.includes(weekdayOf(date))) continue;
    due.push(date);
  }
  return due;
}

/**
 * Every occurrence up to `today` (and the next upcoming one), with what became of it. `answers`
 * maps a due day to the client's answer.
 */
export function occurrencesOf(
  schedule: PromptSchedule,
  answers: ReadonlyMap<string, { status: ClientAnswerStatus; at: string }>,
  today: string,
): Occurrence[] {
  const due = dueDates(schedule);
  const afterEnd = addDays(schedule.endDate, 1);
  const occurrences: Occurrence[] = [];
  for (const [index, dueDate] of due.entries()) {
    const closesOn = due[index + 1] ?? afterEnd;
    const answer = answers.get(dueDate);
    let status: OccurrenceStatus;
    if (answer) status = answer.status;
    else if (today >= closesOn) status = 'missed';
    else if (today >= dueDate) status = 'open';
    else status = 'upcoming';
    occurrences.push({ dueDate, closesOn, status, at: answer?.at ?? null });
    if (status === 'upcoming') break;
  }
  return occurrences;
}

/** The occurrence whose days include `today`, if any. */
export function currentOccurrence(occurrences: readonly Occurrence[], today: string): Occurrence | undefined {
  return occurrences.find((occurrence) => occurrence.dueDate <= today && today < occurrence.closesOn);
}

export function completionCounts(occurrences: readonly Occurrence[]): CompletionCounts {
  let done = 0;
  let skipped = 0;
  let missed = 0;
  let run = 0;
  let bestStreak = 0;
  for (const occurrence of occurrences) {
    if (occurrence.status === 'done') {
      done += 1;
      run += 1;
      bestStreak = Math.max(bestStreak, run);
    } else if (occurrence.status === 'skipped' || occurrence.status === 'missed') {
      if (occurrence.status === 'skipped') skipped += 1;
      else missed += 1;
      run = 0;
    }
  }
  return { done, skipped, missed, streak: run, bestStreak };
}

/** How a schedule reads on a card or in the dashboard: "Weekly until 2026-12-31". */
export function describeSchedule(schedule: Pick<PromptSchedule, 'frequency' | 'days' | 'endDate'>): string {
  const until = `until ${schedule.endDate}`;
  switch (schedule.frequency) {
    case 'once':
      return `Once, ${until}`;
    case 'daily':
      return `Daily ${until}`;
    case 'weekly':
      return `Weekly ${until}`;
    case 'days':
      return `${[...schedule.days]
        .sort()
        .map((day) => WEEKDAY_LABELS[day])
        .join(', ')} ${until}`;
  }
}
