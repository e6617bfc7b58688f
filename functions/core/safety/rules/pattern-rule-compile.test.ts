import { describe, expect, it } from 'vitest';
import { riskRules } from './all-rules';
import { compilePatternRule, firstMatch } from './pattern-rule';

const rule = {
  id: 'test-rule',
  patterns: ['want to (?:rest|sleep) forever', 'never wake up'],
  exceptions: ['never wake up early'],
  examples: { match: ['i want to sleep forever'], pass: ['i never wake up early'] },
};

describe('compilePatternRule (built on first use, then kept)', () => {
  it('builds one global pattern of the alternatives, in order, and the same object on every read', () => {
    const compiled = compilePatternRule(rule);
    expect(compiled.pattern.source).toBe('(?:want to (?:rest|sleep) forever)|(?:never wake up)');
    expect(compiled.pattern.flags).toBe('g');
    expect(compiled.pattern).toBe(compiled.pattern);
    expect(compiled.exceptionPatterns).toBe(compiled.exceptionPatterns);
  });

  it('shares one compiled exception between rules that list it, and still excuses only what it overlaps', () => {
    const first = compilePatternRule(rule);
    const second = compilePatternRule({ ...rule, id: 'another-rule' });
    expect(second.exceptionPatterns[0]).toBe(first.exceptionPatterns[0]);
    expect(firstMatch(first, 'i never wake up early')).toBeUndefined();
    expect(firstMatch(first, 'i never wake up early and i want to sleep forever')?.[0]).toBe(
      'want to sleep forever',
    );
  });

  it('keeps the rule as written beside its patterns, so a risk rule keeps its category and gate', () => {
    const gated = riskRules.filter((risk) => risk.gate);
    expect(gated.length).toBeGreaterThan(0);
    for (const risk of riskRules) {
      expect(risk.category, risk.id).toBeTruthy();
      expect(risk.pattern.source.length, risk.id).toBeGreaterThan(0);
    }
  });
});
