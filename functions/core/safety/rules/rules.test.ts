import { describe, expect, it } from 'vitest';
import { riskReasons } from '#functions/core/safety/risk-reasons.ts';
import { screenMessage } from '#functions/core/safety/screen-message.ts';
import { riskRules } from './all-rules';
import { asWritten } from './risk-rule';

/**
 * Size caps, so every rule stays something a person can review. Sizes are counted as written: a
 * named fragment (MYSELF, PEOPLE, PILLS) counts as its name, because it is a word list reviewed once
 * where it is defined. The expanded cap bounds what the regular-expression engine runs per rule.
 */
const MAX_ALTERNATIVE_CHARACTERS = 200;
const MAX_RULE_CHARACTERS = 1_200;
const MAX_EXPANDED_RULE_CHARACTERS = 2_500;
const MIN_MUST_FLAG_EXAMPLES = 2;
const MIN_MUST_PASS_EXAMPLES = 1;

const knownReasons = new Set<string>(Object.values(riskReasons));

describe('the risk rules', () => {
  it('have unique kebab-case ids, a known reason and an idea each', () => {
    const ids = riskRules.map((rule) => rule.id);
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    for (const rule of riskRules) {
      expect(rule.id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(knownReasons.has(rule.reason), rule.id).toBe(true);
      expect(rule.idea.length, rule.id).toBeGreaterThan(10);
    }
  });
});

describe.each(riskRules)('rule $id: $idea', (rule) => {
  it(`has at least ${MIN_MUST_FLAG_EXAMPLES} messages it must flag and ${MIN_MUST_PASS_EXAMPLES} near miss it must pass`, () => {
    expect(rule.examples.flags.length).toBeGreaterThanOrEqual(MIN_MUST_FLAG_EXAMPLES);
    expect(rule.examples.passes.length).toBeGreaterThanOrEqual(MIN_MUST_PASS_EXAMPLES);
  });

  it('flags each must-flag example with its own id among the signals', () => {
    const missed = rule.examples.flags.filter((text) => !screenMessage(text).signals.includes(rule.id));
    expect(missed).toEqual([]);
  });

  it('leaves its id out of the signals for each must-pass example', () => {
    const flagged = rule.examples.passes.filter((text) => screenMessage(text).signals.includes(rule.id));
    expect(flagged).toEqual([]);
  });

  it(`keeps each alternative and exception within ${MAX_ALTERNATIVE_CHARACTERS} characters as written`, () => {
    const tooLong = [...rule.patterns, ...(rule.exceptions ?? [])]
      .map(asWritten)
      .filter((source) => source.length > MAX_ALTERNATIVE_CHARACTERS);
    expect(tooLong).toEqual([]);
  });

  it(`keeps its compiled pattern within ${MAX_RULE_CHARACTERS} characters as written, ${MAX_EXPANDED_RULE_CHARACTERS} expanded`, () => {
    expect(asWritten(rule.pattern.source).length).toBeLessThanOrEqual(MAX_RULE_CHARACTERS);
    expect(rule.pattern.source.length).toBeLessThanOrEqual(MAX_EXPANDED_RULE_CHARACTERS);
  });
});
