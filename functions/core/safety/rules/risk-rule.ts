import type { RiskCategory, RiskLevel } from '#functions/core/safety/types.ts';
import { type CompiledPatternRule, compilePatternRule, type PatternRule } from './pattern-rule';

/**
 * A risk rule: a pattern rule (pattern-rule.ts) for one idea, with what the screen says when it
 * matches; its group (one rules/*.ts file, `defineRules`) gives its category. Its must-match examples
 * must come back from the screen (screen-message.ts) with the rule's id among the `signals`, its
 * must-pass examples without it. Its exceptions excuse a match they overlap: "killing myself at work"
 * excuses "killing myself", so "this deadline is killing me and i want to kill myself" still flags.
 */
export interface RiskRuleDefinition extends PatternRule {
  /** The one idea the rule catches, in plain words: "says they want to kill themselves". */
  idea: string;
  category: RiskCategory;
  level: Exclude<RiskLevel, 'none'>;
  /** From risk-reasons.ts: shown to a reviewing therapist, never quotes the message. */
  reason: string;
  /**
   * What a negation just before the match ("i would never ...", "i am not ...") does:
   * 'downgrade' keeps a gentle check-in (level 'elevated'), 'dismiss' drops the match.
   * Absent: the rule already says what it means ("i do not want to live") and negation is ignored.
   */
  whenNegated?: 'downgrade' | 'dismiss';
  /**
   * Whose safety the match is about: 'self' (the writer; the default), 'someone_else' (a worry about
   * another person), or 'subject' (decided by the last person named before the match in the sentence:
   * "i want to die" is the writer, "my friend wants to die" is someone else).
   */
  about?: 'self' | 'someone_else' | 'subject';
  /**
   * The rule names a subject (suicide, self-harm, an overdose) rather than saying the writer is at
   * risk: study, grief, recovery stories and fiction name it too. Alone, such a match gets a check-in
   * only when the classifier also reads risk in the message (screen-conversation.ts).
   */
  mention?: boolean;
  /** Counts only when the message also names means at hand ("i have the pills"): "i'm going to do it". */
  onlyWithMeans?: boolean;
}

/** A risk rule ready to run: compiled once, on first use (pattern-rule.ts). */
export type RiskRule = CompiledPatternRule<RiskRuleDefinition> & {
  /**
   * A cheap test (not global) that must pass before `pattern` runs, shared by the rules of one group so
   * it runs once per message: everyday messages without any violent or self-harm word skip those rules.
   */
  gate?: RegExp;
};

/** A risk rule as written in its group (one rules/*.ts file): everything but the category, which is the group's. */
export type RiskRuleInGroup = Omit<RiskRuleDefinition, 'category'>;

/** What the rules of one group share: their category, and optionally one gate (see `RiskRule.gate`). */
export interface RiskRuleGroup {
  category: RiskCategory;
  gate?: RegExp;
}

/** Compiles a group of rules of one category, in the order written. */
export function defineRules(
  group: RiskRuleGroup,
  definitions: readonly RiskRuleInGroup[],
): readonly RiskRule[] {
  // The gate is added before compiling: spreading a compiled rule would build its patterns at once.
  return definitions.map((definition) =>
    compilePatternRule({
      ...definition,
      category: group.category,
      ...(group.gate ? { gate: group.gate } : {}),
    }),
  );
}
