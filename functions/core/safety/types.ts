import type { SafetyGrade } from '#shared/domain/safety-grades.ts';

/**
 * How urgently a message needs a person, not the AI guide. Ordered from least to most urgent:
 * 'possible' is risk the screen cannot rule out (a note beside an ordinary reply), 'elevated'
 * probable risk (a check-in), 'high' clear risk (the crisis reply), 'imminent' a plan, means or timing.
 */
export const riskLevels = ['none', 'possible', 'elevated', 'high', 'imminent'] as const;
export type RiskLevel = (typeof riskLevels)[number];

export const riskCategories = ['suicide', 'self_harm', 'harm_to_others'] as const;
export type RiskCategory = (typeof riskCategories)[number];

/** Every category named in any of the lists, once each, in the order of `riskCategories`. */
export function categoriesIn(...lists: readonly (readonly RiskCategory[])[]): RiskCategory[] {
  return riskCategories.filter((category) => lists.some((list) => list.includes(category)));
}

export interface SafetyScreen {
  level: RiskLevel;
  /** Every category with a risk indicator, in the order of `riskCategories`. */
  categories: RiskCategory[];
  /** Short and human, for the member, the therapist's review and logs. Never quotes the message. */
  reason: string;
  /** True when the level is anything other than 'none'. */
  matched: boolean;
  /**
   * True when every indicator is a worry about another person's safety ("my friend wants to kill
   * herself") rather than the writer's own risk, so the reply can offer help for helping someone.
   */
  aboutSomeoneElse: boolean;
  /**
   * The ids of the signals that decided the screen: rule ids ("kill-myself"), and with the graded
   * screen classifier and context signals ("classifier:suicide"). Recorded on safety events; never text.
   */
  signals: string[];
}

/** Compares two levels: negative when `a` is less urgent than `b`. */
export function compareRiskLevels(a: RiskLevel, b: RiskLevel): number {
  return riskLevels.indexOf(a) - riskLevels.indexOf(b);
}

export function maxRiskLevel(a: RiskLevel, b: RiskLevel): RiskLevel {
  return compareRiskLevels(a, b) >= 0 ? a : b;
}

export { type SafetyGrade, safetyGrades } from '#shared/domain/safety-grades.ts';

const gradeByLevel: Readonly<Record<RiskLevel, SafetyGrade>> = {
  none: 'none',
  possible: 'note',
  elevated: 'check-in',
  high: 'crisis',
  imminent: 'imminent',
};

export function gradeOf(level: RiskLevel): SafetyGrade {
  return gradeByLevel[level];
}
