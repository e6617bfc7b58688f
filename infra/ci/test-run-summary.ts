/**
 * The closing line of `npm test`: one plain "N passed, N failed, N skipped" line, alone and with no
 * prefix, summed from vitest's and Playwright's JSON reports, so that whoever reads the end of the
 * run (CI included) sees how many tests ran, whatever each runner prints of its own. A line per
 * runner ("vitest: N passed, …", "playwright: …") comes just before it.
 *
 *   tsx infra/ci/test-run-summary.ts clear   forgets the reports of an earlier run
 *   tsx infra/ci/test-run-summary.ts         prints the line; exits 1 when a report is missing,
 *                                            when a test failed, or when no test ran
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const resultsFolder = fileURLToPath(new URL('../../test-results/', import.meta.url));
export const VITEST_REPORT = `${resultsFolder}vitest.json`;
export const PLAYWRIGHT_REPORT = `${resultsFolder}playwright.json`;

export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}

const vitestReport = z.object({
  numPassedTests: z.number(),
  numFailedTests: z.number(),
  numPendingTests: z.number(),
  numTodoTests: z.number().default(0),
});

const playwrightReport = z.object({
  stats: z.object({
    expected: z.number(),
    unexpected: z.number(),
    flaky: z.number(),
    skipped: z.number(),
  }),
});

export function vitestCounts(report: unknown): TestCounts {
  const r = vitestReport.parse(report);
  return { passed: r.numPassedTests, failed: r.numFailedTests, skipped: r.numPendingTests + r.numTodoTests };
}

/** A flaky test passed on a retry, so it counts as passed (retries are 0 in this project). */
export function playwrightCounts(report: unknown): TestCounts {
  const { stats } = playwrightReport.parse(report);
  return { passed: stats.expected + stats.flaky, failed: stats.unexpected, skipped: stats.skipped };
}

export function addCounts(...counts: TestCounts[]): TestCounts {
  return counts.reduce(
    (sum, c) => ({
      passed: sum.passed + c.passed,
      failed: sum.failed + c.failed,
      skipped: sum.skipped + c.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

/** `runner` names one runner's line; the closing line, summed over both, has no prefix. */
export function closingLine(counts: TestCounts, runner?: string): string {
  const line = `${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`;
  return runner ? `${runner}: ${line}` : line;
}

/** A run passes when every test it ran passed and each runner ran at least one. */
export function runPassed(...runners: TestCounts[]): boolean {
  return runners.every((counts) => counts.failed === 0 && counts.passed > 0);
}

function readReport(path: string, runner: string): unknown {
  if (!existsSync(path)) throw new Error(`${runner} wrote no report at ${path}: did it run?`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

function main(argument: string | undefined): number {
  if (argument === 'clear') {
    rmSync(VITEST_REPORT, { force: true });
    rmSync(PLAYWRIGHT_REPORT, { force: true });
    return 0;
  }
  try {
    const vitest = vitestCounts(readReport(VITEST_REPORT, 'vitest'));
    const playwright = playwrightCounts(readReport(PLAYWRIGHT_REPORT, 'Playwright'));
    const runners = [vitest, playwright];
    console.log('');
    console.log(closingLine(vitest, 'vitest'));
    console.log(closingLine(playwright, 'playwright'));
    console.log(closingLine(addCounts(...runners)));
    return runPassed(...runners) ? 0 : 1;
  } catch (error) {
    console.error(`test summary: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exitCode = main(process.argv[2]);
}
