import { type SafetyGrade, safetyGrades } from '#shared/domain/safety-grades.ts';

/**
 * What the safety counters count (California SB 243 asks operators of companion chatbots, from
 * 1 July 2027, for the yearly number of crisis-referral notifications, with no personal
 * identifier): each reply given with a safety grade other than none, by UTC month, grade and
 * audience. A count holds those three and the number, nothing else.
 */

/** Who was answered: a member, a practice's signed-in client, a portal's anonymous visitor, a guest of Mirror. */
export const safetyAudiences = ['member', 'client', 'visitor', 'guest'] as const;
export type SafetyAudience = (typeof safetyAudiences)[number];

/** The grades that are counted: every grade but none. */
export type CountedGrade = Exclude<SafetyGrade, 'none'>;
export const countedGrades = safetyGrades.filter((grade): grade is CountedGrade => grade !== 'none');

/**
 * The crisis-referral notifications of the report: replies that gave the crisis resources in place
 * of the guide's answer (a check-in, the crisis reply, the imminent crisis reply). A note's quiet
 * resources line beside an ordinary reply is counted and reported apart from them.
 */
export const crisisReferralGrades = [
  'check-in',
  'crisis',
  'imminent',
] as const satisfies readonly CountedGrade[];

export function isCrisisReferral(grade: CountedGrade): boolean {
  return (crisisReferralGrades as readonly CountedGrade[]).includes(grade);
}

/** One reply to count. */
export interface SafetyReplyCount {
  /** The UTC month of the reply, `yyyy-mm`. */
  month: string;
  grade: CountedGrade;
  audience: SafetyAudience;
}

/** The UTC month (`yyyy-mm`) of a moment. */
export function monthOf(at: Date | string): string {
  return (typeof at === 'string' ? new Date(at) : at).toISOString().slice(0, 7);
}

/** The count a reply given with this grade adds; none for a reply without a safety grade. */
export function safetyReplyCountOf(
  grade: SafetyGrade | undefined,
  audience: SafetyAudience,
  at: Date | string,
): SafetyReplyCount | undefined {
  if (!grade || grade === 'none') return undefined;
  return { month: monthOf(at), grade, audience };
}

/** The twelve months of a year, `yyyy-mm`, in order. */
export function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, index) => `${year}-${String(index + 1).padStart(2, '0')}`);
}
