/**
 * The one shape of every word rule in the safety code, as data (in the manner of the obscenity
 * package's English preset): an id, the ways of saying one idea one per line, the phrases that excuse
 * a match of this rule and of no other, and examples it must match and must pass. Five kinds share
 * it, each adding only the data its reader needs:
 *
 * - risk rules (risk-rule.ts, the rules/*.ts groups): category, level and reason, read by
 *   screen-message.ts;
 * - escalation markers (escalation-markers.ts): the kind of urgency, timing, a plan or means;
 * - check-in answer signals (answer-signals.ts): the answer they mean, read by check-in-answer.ts;
 * - safety questions (safety-questions.ts): the kind of risk a guide's question asks about;
 * - instruction rules (practices/instruction-safety/instruction-rules.ts): why a therapist's
 *   instruction is refused.
 *
 * Patterns and exceptions are regular-expression sources over normalised text (normalize-text.ts):
 * lowercase, contractions spelled out ("do not", "i am", "going to"), no apostrophes, single spaces.
 * Word lists are named fragments (`fragment`, or a table of them: `fragments`), reviewed once where
 * they are defined. One harness (pattern-rules.test.ts) checks every rule's examples with the reader
 * of its kind and caps its size.
 */
export interface PatternRule {
  /** Stable and kebab-case: what the reader reports (a risk rule's id is recorded on safety events). */
  id: string;
  /** The alternatives, one per line; a match of any of them is a match of the rule. */
  patterns: readonly string[];
  /**
   * Phrases that excuse a match of this rule, and only of this rule, where an exception overlaps the
   * match's own span (risk rules, answer signals and instruction rules alike: "never hesitate to call
   * 988" excuses that phrase, not "never mention hotlines" beside it). Escalation markers have none.
   */
  exceptions?: readonly string[];
  examples: PatternRuleExamples;
}

/** Texts that show what a rule means: at least two it must match and one near miss it must pass. */
export interface PatternRuleExamples {
  /** Each must be found by the rule, as its kind's reader reads the text. */
  match: readonly string[];
  /** Each must be left alone by it. */
  pass: readonly string[];
}

/**
 * A rule ready to run: its alternatives and exceptions compiled once, on first use (a Lambda that
 * bundles the rules but never screens a text, or has not yet, does not build their 170 KB of patterns
 * at start-up).
 */
export type CompiledPatternRule<Rule extends PatternRule = PatternRule> = Rule & {
  /** Every alternative in one global pattern, in the order written. */
  readonly pattern: RegExp;
  /** One global pattern per exception, shared between rules that list the same exception. */
  readonly exceptionPatterns: readonly RegExp[];
};

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

/**
 * Compiles a rule, lazily: `pattern` and `exceptionPatterns` are built on first read and kept. The
 * patterns are global: read them with `matchAll`, `search` or `firstMatch`, which keep no state
 * between texts (never `test` or `exec`, which remember where they stopped). Spreading a compiled rule
 * (`{ ...compiled }`) would build both at once: add fields to the rule before compiling it instead.
 */
export function compilePatternRule<Rule extends PatternRule>(rule: Rule): CompiledPatternRule<Rule> {
  let pattern: RegExp | undefined;
  let exceptionPatterns: readonly RegExp[] | undefined;
  return Object.defineProperties(
    { ...rule },
    {
      pattern: {
        enumerable: true,
        get: () => {
          pattern ??= new RegExp(rule.patterns.map((alternative) => `(?:${alternative})`).join('|'), 'g');
          return pattern;
        },
      },
      exceptionPatterns: {
        enumerable: true,
        get: () => {
          exceptionPatterns ??= (rule.exceptions ?? []).map(compileException);
          return exceptionPatterns;
        },
      },
    },
  ) as CompiledPatternRule<Rule>;
}

/** Compiles a list of rules, in the order written. */
export function compilePatternRules<Rule extends PatternRule>(
  rules: readonly Rule[],
): readonly CompiledPatternRule<Rule>[] {
  return rules.map((rule) => compilePatternRule(rule));
}

/** Whether a global pattern occurs anywhere in the text (without the state `test` keeps). */
export function occursIn(pattern: RegExp, text: string): boolean {
  return text.search(pattern) !== -1;
}

/** The rule's first match in the text that none of its own exceptions overlaps, if any. */
export function firstMatch(rule: CompiledPatternRule, text: string): RegExpMatchArray | undefined {
  let excusedSpans: { start: number; end: number }[] | undefined;
  for (const match of text.matchAll(rule.pattern)) {
    if (rule.exceptionPatterns.length === 0) return match;
    excusedSpans ??= rule.exceptionPatterns.flatMap((exception) =>
      [...text.matchAll(exception)].map((excused) => ({
        start: excused.index,
        end: excused.index + excused[0].length,
      })),
    );
    const start = match.index;
    const end = start + match[0].length;
    if (!excusedSpans.some((span) => span.start < end && span.end > start)) return match;
  }
  return undefined;
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

/**
 * Names a table of fragments at once, each by its key, in the order written: the same as calling
 * `fragment(name, source)` for each entry. `const { MEANS, PLAN } = fragments({ MEANS: …, PLAN: … })`.
 */
export function fragments<Name extends string>(table: Record<Name, string>): Record<Name, string> {
  for (const [name, source] of Object.entries<string>(table)) fragment(name, source);
  return table;
}

/** A pattern source as written: each named fragment put back as `${NAME}`, longest fragments first. */
export function asWritten(source: string): string {
  let written = source;
  const fragments = [...fragmentNames].sort(([a], [b]) => b.length - a.length);
  for (const [fragmentSource, name] of fragments) written = written.split(fragmentSource).join(`\${${name}}`);
  return written;
}
