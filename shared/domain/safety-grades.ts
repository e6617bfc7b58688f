/**
 * What a person is shown after the safety screen, from least to most urgent: nothing; a check-in
 * (a warm, direct question with the resources beside it); the crisis reply; the crisis reply with
 * emergency numbers first.
 */
export const safetyGrades = ['none', 'check-in', 'crisis', 'imminent'] as const;
export type SafetyGrade = (typeof safetyGrades)[number];
