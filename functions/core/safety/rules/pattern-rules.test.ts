import { describe, expect, it } from 'vitest';
import { instructionRules } from '#functions/core/practices/instruction-safety/instruction-rules.ts';
import { rulesBrokenBy } from '#functions/core/practices/instruction-safety/screen-instructions.ts';
import {
  admittingSignals,
  asksIfSafe,
  denyingSignals,
  leaningSignals,
  normalizeAnswer,
  safeAnswerSignals,
  safeQuestion,
  safetyQuestionAsked,
  safetyQuestions,
} from '#functions/core/safety/check-in-answer.ts';
import { normalizeForScreening } from '#functions/core/safety/normalize-text.ts';
import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import { riskRules } from './all-rules';
import { escalationMarkers } from './escalation-markers';
import { asWritten, type CompiledPatternRule, firstMatch, occursIn } from './pattern-rule';

/**
 * The one example harness: every word rule of every kind is read against its own examples by the
 * reader of its kind (what the screen really runs, not the bare pattern), and held to the same size
 * caps. Sizes are counted as written: a named fragment (MYSELF, PEOPLE, HELP) counts as its name,
 * because it is a word list reviewed once where it is defined. The expanded cap bounds what the
 * regular-expression engine runs per rule.
 */
const MAX_ALTERNATIVE_CHARACTERS = 200;
const MAX_RULE_CHARACTERS = 1_200;
const MAX_EXPANDED_RULE_CHARACTERS = 2_500;
const MIN_MUST_MATCH_EXAMPLES = 2;
const MIN_MUST_PASS_EXAMPLES = 1;

interface RuleKind {
  name: string;
  rules: readonly CompiledPatternRule[];
  /** The ids of the rules of this kind that its reader finds in a text. */
  find(text: string): readonly string[];
  /** A must-pass example must be left alone by every rule of the kind, not only by its own. */
  passesEveryRule?: boolean;
  /** The expanded cap, where the kind's reader runs less often than on every message. */
  maxExpandedRuleCharacters?: number;
}

const ids = (rules: readonly CompiledPatternRule[], found: (rule: CompiledPatternRule) => boolean) =>
  rules.filter(found).map((rule) => rule.id);

const checkInAnswerSignals = [...admittingSignals, ...leaningSignals, ...denyingSignals];

const ruleKinds: readonly RuleKind[] = [
  {
    name: 'risk rule',
    rules: riskRules,
    find: (text) => screenMessage(text).signals,
  },
  {
    name: 'escalation marker',
    rules: escalationMarkers,
    find: (text) => ids(escalationMarkers, (marker) => occursIn(marker.pattern, normalizeForScreening(text))),
  },
  {
    name: 'check-in answer signal',
    rules: checkInAnswerSignals,
    find: (text) =>
      ids(checkInAnswerSignals, (signal) => firstMatch(signal, normalizeAnswer(text)) !== undefined),
  },
  {
    name: '"are you safe?" answer signal',
    rules: safeAnswerSignals,
    find: (text) =>
      ids(safeAnswerSignals, (signal) => firstMatch(signal, normalizeAnswer(text)) !== undefined),
  },
  {
    name: 'safety question',
    rules: safetyQuestions,
    find: (text) => {
      const asked = safetyQuestionAsked(text);
      return safetyQuestions.filter((question) => asked.includes(question.category)).map(({ id }) => id);
    },
  },
  {
    name: '"are you safe?" question, read as the last question of a message',
    rules: [safeQuestion],
    find: (text) => (asksIfSafe(text) ? [safeQuestion.id] : []),
  },
  {
    name: "instruction rule of a therapist's configuration",
    rules: instructionRules,
    find: (text) => rulesBrokenBy(text).map((rule) => rule.id),
    passesEveryRule: true,
    // Read on a save, a few sentences at a time, never on a chat message: word lists (HELP,
    // MEDICATION) may be spelled out in several alternatives.
    maxExpandedRuleCharacters: 8_000,
  },
];

describe.each(ruleKinds)('each $name', (kind) => {
  it('has a unique kebab-case id', () => {
    const kindIds = kind.rules.map((rule) => rule.id);
    expect(kindIds.filter((id, index) => kindIds.indexOf(id) !== index)).toEqual([]);
    for (const id of kindIds) expect(id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  describe.each(kind.rules.map((rule) => [rule.id, rule] as const))('%s', (_id, rule) => {
    it(`has at least ${MIN_MUST_MATCH_EXAMPLES} examples it must match and ${MIN_MUST_PASS_EXAMPLES} near miss it must pass`, () => {
      expect(rule.examples.match.length).toBeGreaterThanOrEqual(MIN_MUST_MATCH_EXAMPLES);
      expect(rule.examples.pass.length).toBeGreaterThanOrEqual(MIN_MUST_PASS_EXAMPLES);
    });

    it('is found in each must-match example', () => {
      const missed = rule.examples.match.filter((text) => !kind.find(text).includes(rule.id));
      expect(missed).toEqual([]);
    });

    it(
      kind.passesEveryRule
        ? `leaves each must-pass example alone, as does every other ${kind.name}`
        : 'is not found in any must-pass example',
      () => {
        const found = rule.examples.pass.filter((text) =>
          kind.passesEveryRule ? kind.find(text).length > 0 : kind.find(text).includes(rule.id),
        );
        expect(found).toEqual([]);
      },
    );

    it(`keeps each alternative and exception within ${MAX_ALTERNATIVE_CHARACTERS} characters as written`, () => {
      const tooLong = [...rule.patterns, ...(rule.exceptions ?? [])]
        .map(asWritten)
        .filter((source) => source.length > MAX_ALTERNATIVE_CHARACTERS);
      expect(tooLong).toEqual([]);
    });

    const maxExpanded = kind.maxExpandedRuleCharacters ?? MAX_EXPANDED_RULE_CHARACTERS;
    it(`keeps its compiled pattern within ${MAX_RULE_CHARACTERS} characters as written, ${maxExpanded} expanded`, () => {
      expect(asWritten(rule.pattern.source).length).toBeLessThanOrEqual(MAX_RULE_CHARACTERS);
      expect(rule.pattern.source.length).toBeLessThanOrEqual(maxExpanded);
    });
  });
});

describe('the risk rules', () => {
  const knownReasons = new Set<string>(Object.values(riskReasons));

  it('each say what they mean with a known reason and an idea', () => {
    for (const rule of riskRules) {
      expect(knownReasons.has(rule.reason), rule.id).toBe(true);
      expect(rule.idea.length, rule.id).toBeGreaterThan(10);
    }
  });
});
