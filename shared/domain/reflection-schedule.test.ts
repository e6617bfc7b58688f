import { describe, expect, it } from 'vitest';
import {
  completionCounts,
  currentOccurrence,
  describeSchedule,
  dueDates,
  isCalendarDate,
  localDateOf,
  occurrencesOf,
  type PromptSchedule,
} from './reflection-schedule';

const schedule = (overrides: Partial<PromptSchedule>): PromptSchedule => ({
  frequency: 'weekly',
  days: [],
  startDate: '2026-11-02',
  endDate: '2026-11-29',
  timeZone: 'UTC',
  ...overrides,
});
const answered = (entries: Record<string, 'done' | 'skipped'>) =>
  new Map(Object.entries(entries).map(([day, status]) => [day, { status, at: `${day}T18:00:00.000Z` }]));

describe('which days a prompt is due', () => {
  it('weekly: every seventh day from the first, never past the end date', () => {
    expect(dueDates(schedule({}))).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(dueDates(schedule({ endDate: '2026-11-15' }))).toEqual(['2026-11-02', '2026-11-09']);
  });

  it('daily: every day from the first to the end date, both included', () => {
    expect(dueDates(schedule({ frequency: 'daily', endDate: '2026-11-04' }))).toEqual([
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
    ]);
  });

  it('chosen days: only those weekdays (Monday and Thursday here)', () => {
    expect(dueDates(schedule({ frequency: 'days', days: [1, 4], endDate: '2026-11-12' }))).toEqual([
      '2026-11-02',
      '2026-11-05',
      '2026-11-09',
      '2026-11-12',
    ]);
  });

  it('once: the first day only, open until the end date', () => {
    const occurrences = occurrencesOf(
      schedule({ frequency: 'once', endDate: '2026-11-10' }),
      new Map(),
      '2026-11-10',
    );
    expect(occurrences).toEqual([
      { dueDate: '2026-11-02', closesOn: '2026-11-11', status: 'open', at: null },
    ]);
  });

  it('an end date before the first day means never due', () => {
    expect(dueDates(schedule({ endDate: '2026-11-01' }))).toEqual([]);
  });

  it('reads real calendar days only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-2-3')).toBe(false);
  });
});

describe('done, skipped, missed and streaks', () => {
  it('a week that closed with no answer is missed; one still open is not', () => {
    const occurrences = occurrencesOf(schedule({}), answered({ '2026-11-02': 'done' }), '2026-11-18');
    expect(occurrences.map((occurrence) => occurrence.status)).toEqual([
      'done',
      'missed',
      'open',
      'upcoming',
    ]);
    expect(completionCounts(occurrences)).toEqual({
      done: 1,
      skipped: 0,
      missed: 1,
      streak: 0,
      bestStreak: 1,
    });
  });

  it('a skip is counted as skipped, not missed, and ends the streak like a miss', () => {
    const occurrences = occurrencesOf(
      schedule({ frequency: 'daily', endDate: '2026-11-08' }),
      answered({ '2026-11-02': 'done', '2026-11-03': 'done', '2026-11-04': 'skipped', '2026-11-05': 'done' }),
      '2026-11-06',
    );
    expect(occurrences.map((occurrence) => occurrence.status)).toEqual([
      'done',
      'done',
      'skipped',
      'done',
      'open',
      'upcoming',
    ]);
    expect(completionCounts(occurrences)).toEqual({
      done: 3,
      skipped: 1,
      missed: 0,
      streak: 1,
      bestStreak: 2,
    });
  });

  it('the occurrence open today does not break the streak until it closes', () => {
    const answers = answered({ '2026-11-02': 'done', '2026-11-09': 'done' });
    expect(completionCounts(occurrencesOf(schedule({}), answers, '2026-11-16')).streak).toBe(2);
    expect(completionCounts(occurrencesOf(schedule({}), answers, '2026-11-23')).streak).toBe(0);
  });

  it('after the end date nothing is open, and the last occurrence closes the day after it', () => {
    const occurrences = occurrencesOf(schedule({}), new Map(), '2026-11-30');
    expect(occurrences.at(-1)).toMatchObject({
      dueDate: '2026-11-23',
      closesOn: '2026-11-30',
      status: 'missed',
    });
    expect(currentOccurrence(occurrences, '2026-11-30')).toBeUndefined();
    expect(completionCounts(occurrences).missed).toBe(4);
  });

  it('before the first day the prompt is only upcoming', () => {
    const occurrences = occurrencesOf(schedule({}), new Map(), '2026-11-01');
    expect(occurrences).toEqual([
      { dueDate: '2026-11-02', closesOn: '2026-11-09', status: 'upcoming', at: null },
    ]);
    expect(currentOccurrence(occurrences, '2026-11-01')).toBeUndefined();
  });
});

describe('time zones', () => {
  it('counts days in the prompt’s own zone: 02:00 UTC on Monday is still Sunday evening in Chicago', () => {
    const instant = new Date('2026-11-09T02:00:00Z');
    expect(localDateOf(instant, 'UTC')).toBe('2026-11-09');
    expect(localDateOf(instant, 'America/Chicago')).toBe('2026-11-08');
    const chicago = schedule({ timeZone: 'America/Chicago' });
    const today = localDateOf(instant, chicago.timeZone);
    // Sunday evening in Chicago: the first week is still open there.
    expect(currentOccurrence(occurrencesOf(chicago, new Map(), today), today)?.dueDate).toBe('2026-11-02');
  });
});

describe('how a schedule reads', () => {
  it('names its frequency and end date', () => {
    expect(describeSchedule({ frequency: 'weekly', days: [], endDate: '2026-12-31' })).toBe(
      'Weekly until 2026-12-31',
    );
    expect(describeSchedule({ frequency: 'days', days: [4, 1], endDate: '2026-12-31' })).toBe(
      'Mon, Thu until 2026-12-31',
    );
  });
});
