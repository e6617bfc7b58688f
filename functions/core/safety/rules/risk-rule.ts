import type { RiskCategory, RiskLevel } from '#functions/core/safety/types.ts';

/** Messages that show what a rule means: at least two it must flag and one near miss it must pass. */
export interface RuleExamples {
  /** Each must come back from the screen with the rule's id among its `signals`. */
  flags: readonly string[];
  /** Each must come back without the rule's id among its `signals`. */
  passes: readonly string[];
}

/**
 * A rule as written: one idea, the ways of saying it one per line, what excuses it, and examples.
 * Patterns and exceptions are regular-expression sources over normalised text (normalize-text.ts):
 * lowercase, contractions spelled out ("do not", "i am", "going to"), no apostrophes, single spaces.
 */
export interface RiskRuleDefinition {
  /** Stable and kebab-case: recorded on safety events as one of the screen's `signals`. */
  id: string;
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
  /** The alternatives, one per line; a match of any of them is a match of the rule. */
  patterns: readonly string[];
  /**
   * Everyday phrases that excuse a match of this rule, and only of this rule, when they overlap that
   * match's own span: "killing myself at work" excuses "killing myself", so "this deadline is killing
   * me and i want to kill myself" still flags.
   */
  exceptions?: readonly string[];
  examples: RuleExamples;
}

/** A rule ready to run: its alternatives and exceptions compiled once, at module load. */
export interface RiskRule extends RiskRuleDefinition {
  /** Every alternative in one global pattern, in the order written. */
  pattern: RegExp;
  /** One global pattern per exception, shared between rules that list the same exception. */
  exceptionPatterns: readonly RegExp[];
  /**
   * A cheap test (not global) that must pass before `pattern` runs, shared by the rules of one group so
   * it runs once per message: everyday messages without any violent or self-harm word skip those rules.
   */
  gate?: RegExp;
}

const compiledExceptions = new Map<string, RegExp>();

/** One compiled pattern per exception source, so an exception listed by many rules runs once a message. */
function compileException(source: string): RegExp {
  let compiled = compiledExceptions.get(source);
  if (compiled === undefined) {
    compiled = new RegExp(source, 'g');
    compiledExceptions.set(source, compiled);
  }
  return compiled;
}

/** Compiles a group of rules, optionally behind one shared gate (see `RiskRule.gate`). */
export function defineRules(
  definitions: readonly RiskRuleDefinition[],
  options: { gate?: RegExp } = {},
): readonly RiskRule[] {
  return definitions.map((definition) => ({
    ...definition,
    pattern: new RegExp(definition.patterns.map((alternative) => `(?:${alternative})`).join('|'), 'g'),
    exceptionPatterns: (definition.exceptions ?? []).map(compileException),
    ...(options.gate ? { gate: options.gate } : {}),
  }));
}

/** Joins alternatives into one non-capturing group. */
export function anyOf(...alternatives: string[]): string {
  return `(?:${alternatives.join('|')})`;
}

const fragmentNames = new Map<string, string>();

/**
 * Names a piece of pattern that rules share (a word list, "myself" and its misspellings), so a size
 * check can read a rule as a reviewer does: the fragment as its name, reviewed once where it is defined.
 */
export function fragment(name: string, source: string): string {
  fragmentNames.set(source, name);
  return source;
}

/** A pattern source as written: each named fragment put back as `${NAME}`, longest fragments first. */
export function asWritten(source: string): string {
  let written = source;
  const fragments = [...fragmentNames].sort(([a], [b]) => b.length - a.length);
  for (const [fragmentSource, name] of fragments) written = written.split(fragmentSource).join(`\${${name}}`);
  return written;
}
