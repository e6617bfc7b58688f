/**
 * What a person is shown after the safety screen, from least to most urgent: nothing; a note (the
 * guide answers as usual and a quiet resources line sits beside its reply, not in its text); a
 * check-in (the reply is replaced by a warm, direct question with the resources beside it); the
 * crisis reply; the crisis reply with emergency numbers first.
 */
export const safetyGrades = ['none', 'note', 'check-in', 'crisis', 'imminent'] as const;
export type SafetyGrade = (typeof safetyGrades)[number];

/** Grades whose reply is the safety screen's own, in place of the guide's: check-in and above. */
export function replacesReply(grade: SafetyGrade): boolean {
  return grade === 'check-in' || grade === 'crisis' || grade === 'imminent';
}
