import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isoWeekOf, isoWeekOfDay, memberCalendar, weekStartOf } from './calendar';

describe("the member's calendar", () => {
  it('names ISO weeks as ISO 8601 does, across year ends', () => {
    expect(isoWeekOfDay('2026-11-26')).toBe('2026-W48');
    // 1 January 2027 is a Friday: it belongs to the last week of 2026.
    expect(isoWeekOfDay('2027-01-01')).toBe('2026-W53');
    // 29 December 2025 is a Monday in the first week of 2026.
    expect(isoWeekOfDay('2025-12-29')).toBe('2026-W01');
    expect(isoWeekOf(new Date('2026-11-29T23:59:59Z'))).toBe('2026-W48');
    expect(isoWeekOf(new Date('2026-11-30T00:00:00Z'))).toBe('2026-W49');
  });

  it('starts weeks on Monday and counts whole days', () => {
    expect(weekStartOf('2026-11-26')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23');
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('reads the day and hour where the member lives', () => {
    const tokyo = memberCalendar('Asia/Tokyo');
    const utc = memberCalendar('UTC');
    const lateEvening = '2026-11-26T23:30:00.000Z';
    expect(utc.dayOf(lateEvening)).toBe('2026-11-26');
    expect(tokyo.dayOf(lateEvening)).toBe('2026-11-27');
    expect(tokyo.hourOf(lateEvening)).toBe(8);
    expect(memberCalendar('America/New_York').hourOf('2026-11-27T04:59:00Z')).toBe(23);
  });
});
