import { describe, expect, it } from 'vitest';
import { addCounts, closingLine, playwrightCounts, runPassed, vitestCounts } from './test-run-summary.ts';

describe("npm test's closing line", () => {
  it('adds vitest and Playwright counts into one plain line', () => {
    const counts = addCounts(
      vitestCounts({ numPassedTests: 3713, numFailedTests: 0, numPendingTests: 50, numTodoTests: 2 }),
      playwrightCounts({ stats: { expected: 219, unexpected: 0, flaky: 1, skipped: 0 } }),
    );
    expect(closingLine(counts)).toBe('3933 passed, 0 failed, 52 skipped');
    expect(closingLine(counts, 'vitest')).toBe('vitest: 3933 passed, 0 failed, 52 skipped');
    expect(runPassed(counts)).toBe(true);
  });

  it('fails a run with a failed test, and a run in which a runner ran no test', () => {
    const failed = playwrightCounts({ stats: { expected: 10, unexpected: 1, flaky: 0, skipped: 0 } });
    expect(closingLine(failed)).toBe('10 passed, 1 failed, 0 skipped');
    expect(runPassed(failed)).toBe(false);
    const noBrowserTest = playwrightCounts({ stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 } });
    expect(
      runPassed(vitestCounts({ numPassedTests: 5, numFailedTests: 0, numPendingTests: 0 }), noBrowserTest),
    ).toBe(false);
  });

  it('refuses a report that is not one of the runners', () => {
    expect(() => vitestCounts({ stats: {} })).toThrow();
  });
});
