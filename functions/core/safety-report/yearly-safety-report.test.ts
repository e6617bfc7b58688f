import { describe, expect, it } from 'vitest';
import type { SafetyCountRow } from '#functions/core/db/repositories/safety-counts-repository.ts';
import { monthOf, safetyReplyCountOf } from './safety-counts';
import { formatSafetyReport, renderTable, summariseSafetyYear } from './yearly-safety-report';

const rows: SafetyCountRow[] = [
  { month: '2026-03', grade: 'note', audience: 'member', count: 5 },
  { month: '2026-03', grade: 'check-in', audience: 'member', count: 2 },
  { month: '2026-03', grade: 'crisis', audience: 'guest', count: 1 },
  { month: '2026-11', grade: 'imminent', audience: 'client', count: 1 },
  { month: '2026-11', grade: 'check-in', audience: 'visitor', count: 3 },
  { month: '2026-11', grade: 'note', audience: 'visitor', count: 4 },
];
const context = {
  safetyPageUrl: 'https://mirrorwell.app/safety',
  source: 'table Mirrorwell-Data in us-east-1',
  today: new Date('2027-02-01T00:00:00Z'),
};

/** The cells of the row that starts with `label` under the heading `title`. */
function rowOf(report: string, title: string, label: string): string[] {
  const section = report.slice(report.indexOf(title));
  const line = section.split('\n').find((candidate) => candidate.split(/\s{2,}/)[0] === label);
  if (!line) throw new Error(`no row ${label} under ${title}`);
  return line.split(/\s{2,}/).slice(1);
}

describe('the count a reply adds', () => {
  it('is none for a reply without a safety grade, and month, grade and audience for any other', () => {
    expect(safetyReplyCountOf('none', 'member', '2026-05-01T00:00:00Z')).toBeUndefined();
    expect(safetyReplyCountOf(undefined, 'guest', '2026-05-01T00:00:00Z')).toBeUndefined();
    expect(safetyReplyCountOf('note', 'visitor', '2026-05-01T00:00:00Z')).toEqual({
      month: '2026-05',
      grade: 'note',
      audience: 'visitor',
    });
  });

  it('counts in the UTC month, whatever the offset of the moment', () => {
    expect(monthOf('2026-11-30T21:30:00-05:00')).toBe('2026-12');
    expect(monthOf(new Date(Date.UTC(2026, 0, 31, 23, 59)))).toBe('2026-01');
  });
});

describe('the yearly summary', () => {
  it('counts check-ins, crisis and imminent replies as crisis referrals, and notes apart', () => {
    const summary = summariseSafetyYear(2026, rows);
    expect(summary.crisisReferrals).toBe(2 + 1 + 1 + 3);
    expect(summary.notes).toBe(9);
    expect(summary.total['check-in']).toEqual({ member: 2, client: 0, visitor: 3, guest: 0 });
    expect(summary.months.map((month) => month.month)).toHaveLength(12);
    expect(summary.months[2]?.counts.crisis.guest).toBe(1);
    expect(summary.months[10]?.counts.imminent.client).toBe(1);
    expect(summary.months[0]?.counts.note.member).toBe(0);
  });

  it('keeps counters it does not know out of the numbers, and lists them', () => {
    const odd: SafetyCountRow[] = [
      { month: '2026-04', grade: 'alarm', audience: 'member', count: 2 },
      { month: '2026-04', grade: 'crisis', audience: 'robot', count: 1 },
      { month: '2025-12', grade: 'crisis', audience: 'member', count: 1 },
    ];
    const summary = summariseSafetyYear(2026, [...rows, ...odd]);
    expect(summary.crisisReferrals).toBe(7);
    expect(summary.unrecognised).toEqual(odd);
    const report = formatSafetyReport(summary, context);
    expect(report).toContain('Counters this report does not know');
    expect(report).toContain('2026-04  grade alarm  audience member: 2');
  });
});

describe('the printed report', () => {
  const report = formatSafetyReport(summariseSafetyYear(2026, rows), context);

  it('opens with the yearly number of crisis-referral notifications, says what they are, and the notes apart', () => {
    expect(report).toContain('Crisis-referral notifications in 2026: 7\n');
    expect(report).toMatch(
      /Replies that gave the crisis resources in place of the guide’s answer: check-ins/,
    );
    expect(report).toContain('Notes in 2026: 9\n');
    expect(report).toContain('Listed apart and not counted above');
    expect(report).toContain('no personal identifier');
    expect(report).toContain('Read from table Mirrorwell-Data in us-east-1.');
  });

  it('prints every month by grade with its crisis referrals, and the total', () => {
    expect(rowOf(report, 'Replies by month and grade', '2026-03')).toEqual(['5', '2', '1', '0', '3']);
    expect(rowOf(report, 'Replies by month and grade', '2026-11')).toEqual(['4', '3', '0', '1', '4']);
    expect(rowOf(report, 'Replies by month and grade', '2026-07')).toEqual(['0', '0', '0', '0', '0']);
    expect(rowOf(report, 'Replies by month and grade', 'total')).toEqual(['9', '5', '1', '1', '7']);
  });

  it('prints crisis referrals and notes by month and audience', () => {
    // member, client, visitor, guest, total
    expect(rowOf(report, 'Crisis referrals by month and audience', '2026-03')).toEqual([
      '2',
      '0',
      '0',
      '1',
      '3',
    ]);
    expect(rowOf(report, 'Crisis referrals by month and audience', '2026-11')).toEqual([
      '0',
      '1',
      '3',
      '0',
      '4',
    ]);
    expect(rowOf(report, 'Notes by month and audience', 'total')).toEqual(['5', '0', '4', '0', '9']);
  });

  it('prints the year by grade and audience', () => {
    const title = 'The year 2026 by grade and audience';
    expect(rowOf(report, title, 'note')).toEqual(['5', '0', '4', '0', '9']);
    expect(rowOf(report, title, 'crisis')).toEqual(['0', '0', '0', '1', '1']);
    expect(rowOf(report, title, 'crisis referrals')).toEqual(['2', '1', '3', '1', '7']);
  });

  it('links the public crisis protocol', () => {
    expect(report.trimEnd().split('\n').at(-1)).toBe(
      'The crisis protocol (public): https://mirrorwell.app/safety',
    );
  });

  it('says so when the year is not over', () => {
    const ongoing = formatSafetyReport(summariseSafetyYear(2026, rows), {
      ...context,
      today: new Date('2026-11-29T08:00:00Z'),
    });
    expect(ongoing).toContain('2026 is not over: counted up to 2026-11-29');
    expect(report).not.toContain('is not over');
  });

  it('prints zeros, not an empty page, for a year without counts', () => {
    const empty = formatSafetyReport(summariseSafetyYear(2026, []), context);
    expect(empty).toContain('Crisis-referral notifications in 2026: 0\n');
    expect(rowOf(empty, 'Replies by month and grade', 'total')).toEqual(['0', '0', '0', '0', '0']);
  });
});

describe('renderTable', () => {
  it('aligns labels left and numbers right under their headers', () => {
    expect(
      renderTable(
        ['month', 'crisis'],
        [
          ['2026-01', 3],
          ['total', 12],
        ],
      ),
    ).toBe(['month    crisis', '-------  ------', '2026-01       3', 'total        12'].join('\n'));
  });
});
