import type { SafetyCountRow } from '#functions/core/db/repositories/safety-counts-repository.ts';
import {
  type CountedGrade,
  countedGrades,
  crisisReferralGrades,
  isCrisisReferral,
  monthsOfYear,
  type SafetyAudience,
  safetyAudiences,
} from './safety-counts';

/**
 * The yearly safety report (`npm run report:safety -- --year 2026`): the counters of one year, by
 * month, grade and audience, and the number California SB 243 asks for, the crisis-referral
 * notifications, with the notes beside it. Pure: the command reads the counters and prints this.
 */

/** Replies counted per grade and audience. */
export type GradeByAudience = Record<CountedGrade, Record<SafetyAudience, number>>;

export interface SafetyYearSummary {
  year: number;
  /** The twelve months, `yyyy-mm`, in order, each with its counts (zeros where nothing was counted). */
  months: { month: string; counts: GradeByAudience }[];
  total: GradeByAudience;
  /** Check-ins, crisis and imminent crisis replies: the replies that gave the crisis resources. */
  crisisReferrals: number;
  notes: number;
  /** Counters of a grade or audience this report does not know (a newer app wrote them): shown, never dropped. */
  unrecognised: SafetyCountRow[];
}

function emptyCounts(): GradeByAudience {
  const counts = {} as GradeByAudience;
  for (const grade of countedGrades) {
    counts[grade] = Object.fromEntries(safetyAudiences.map((audience) => [audience, 0])) as Record<
      SafetyAudience,
      number
    >;
  }
  return counts;
}

const isGrade = (value: string): value is CountedGrade =>
  (countedGrades as readonly string[]).includes(value);
const isAudience = (value: string): value is SafetyAudience =>
  (safetyAudiences as readonly string[]).includes(value);

export function summariseSafetyYear(year: number, rows: readonly SafetyCountRow[]): SafetyYearSummary {
  const months = monthsOfYear(year).map((month) => ({ month, counts: emptyCounts() }));
  const total = emptyCounts();
  const unrecognised: SafetyCountRow[] = [];
  for (const row of rows) {
    const month = months.find((candidate) => candidate.month === row.month);
    if (!month || !isGrade(row.grade) || !isAudience(row.audience)) {
      unrecognised.push(row);
      continue;
    }
    month.counts[row.grade][row.audience] += row.count;
    total[row.grade][row.audience] += row.count;
  }
  const sumOf = (grades: readonly CountedGrade[], counts: GradeByAudience = total) =>
    grades.reduce((sum, grade) => sum + audienceSum(counts[grade]), 0);
  return {
    year,
    months,
    total,
    crisisReferrals: sumOf(crisisReferralGrades),
    notes: sumOf(['note']),
    unrecognised,
  };
}

function audienceSum(byAudience: Record<SafetyAudience, number>): number {
  return safetyAudiences.reduce((sum, audience) => sum + byAudience[audience], 0);
}

function referralsBy(counts: GradeByAudience, audience: SafetyAudience): number {
  return countedGrades.filter(isCrisisReferral).reduce((sum, grade) => sum + counts[grade][audience], 0);
}

function gradeTotal(counts: GradeByAudience, grade: CountedGrade): number {
  return audienceSum(counts[grade]);
}

/** Rows under a header: the first column left-aligned, the numbers right-aligned. */
export function renderTable(
  header: readonly string[],
  rows: readonly (readonly (string | number)[])[],
): string {
  const cells = [header, ...rows].map((row) => row.map(String));
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: readonly string[]) =>
    row
      .map((cell, column) =>
        column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0] ?? []),
    line(widths.map((width) => '-'.repeat(width))),
    ...cells.slice(1).map(line),
  ].join('\n');
}

export interface SafetyReportContext {
  /** The public crisis protocol, e.g. https://mirrorwell.app/safety. */
  safetyPageUrl: string;
  /** Where the counters were read, e.g. "table Mirrorwell-Data in eu-west-1". */
  source: string;
  /** Today: a year not yet over is reported as counted so far. */
  today: Date;
}

/** The report's opening: what it covers, where it was read, and what its words mean. */
function reportIntroduction(summary: SafetyYearSummary, context: SafetyReportContext): string[] {
  const { year } = summary;
  const today = context.today.toISOString().slice(0, 10);
  const ongoing = context.today.getUTCFullYear() === year;
  return [
    `Mirrorwell safety report for ${year} (California SB 243)`,
    `Read from ${context.source}${ongoing ? `; ${year} is not over: counted up to ${today}` : ''}.`,
    '',
    `Crisis-referral notifications in ${year}: ${summary.crisisReferrals}`,
    '  Replies that gave the crisis resources in place of the guide’s answer: check-ins (a direct',
    '  question about the person’s safety, the resources beside it), crisis replies and imminent',
    '  crisis replies.',
    `Notes in ${year}: ${summary.notes}`,
    '  Listed apart and not counted above: the guide answered as usual, with a quiet resources line',
    '  beside its reply.',
    '',
    'The counters hold a month (UTC), a grade, an audience and a number: no personal identifier.',
    'Audiences: member (Mirrorwell members), client (a practice’s signed-in clients), visitor',
    '(anonymous visitors on a practice’s portal), guest (visitors talking with Mirror without an',
    'account).',
  ];
}

const AUDIENCE_COLUMNS = [...safetyAudiences, 'total'];

/** The three month-by-month tables: replies by grade, crisis referrals and notes by audience. */
function monthlyTables(summary: SafetyYearSummary): string[] {
  const monthRows = (value: (counts: GradeByAudience) => (string | number)[]) => [
    ...summary.months.map(({ month, counts }) => [month, ...value(counts)]),
    ['total', ...value(summary.total)],
  ];
  return [
    'Replies by month and grade',
    renderTable(
      ['month', ...countedGrades, 'crisis referrals'],
      monthRows((counts) => [
        ...countedGrades.map((grade) => gradeTotal(counts, grade)),
        crisisReferralGrades.reduce((sum, grade) => sum + gradeTotal(counts, grade), 0),
      ]),
    ),
    '',
    'Crisis referrals by month and audience',
    renderTable(
      ['month', ...AUDIENCE_COLUMNS],
      monthRows((counts) => {
        const byAudience = safetyAudiences.map((audience) => referralsBy(counts, audience));
        return [...byAudience, byAudience.reduce((sum, count) => sum + count, 0)];
      }),
    ),
    '',
    'Notes by month and audience',
    renderTable(
      ['month', ...AUDIENCE_COLUMNS],
      monthRows((counts) => [
        ...safetyAudiences.map((audience) => counts.note[audience]),
        gradeTotal(counts, 'note'),
      ]),
    ),
  ];
}

/** The whole year by grade and audience, with the crisis referrals as the last row. */
function yearTable(summary: SafetyYearSummary): string[] {
  const { total } = summary;
  return [
    `The year ${summary.year} by grade and audience`,
    renderTable(
      ['grade', ...AUDIENCE_COLUMNS],
      [
        ...countedGrades.map((grade) => [
          grade,
          ...safetyAudiences.map((audience) => total[grade][audience]),
          gradeTotal(total, grade),
        ]),
        [
          'crisis referrals',
          ...safetyAudiences.map((audience) => referralsBy(total, audience)),
          summary.crisisReferrals,
        ],
      ],
    ),
  ];
}

function unrecognisedCounters(summary: SafetyYearSummary): string[] {
  if (summary.unrecognised.length === 0) return [];
  return [
    '',
    'Counters this report does not know (not in the numbers above; update the report):',
    ...summary.unrecognised.map(
      (row) => `  ${row.month}  grade ${row.grade}  audience ${row.audience}: ${row.count}`,
    ),
  ];
}

export function formatSafetyReport(summary: SafetyYearSummary, context: SafetyReportContext): string {
  const lines = [
    ...reportIntroduction(summary, context),
    '',
    ...monthlyTables(summary),
    '',
    ...yearTable(summary),
    ...unrecognisedCounters(summary),
    '',
    `The crisis protocol (public): ${context.safetyPageUrl}`,
  ];
  return `${lines.join('\n')}\n`;
}
