/** The figures the benchmarks report, over samples of one run. */

/** The middle value (the mean of the two middle ones for an even count); 0 for no values. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** The value `p` percent of the way up the sorted values (nearest rank). */
export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] as number;
}

/** When one DynamoDB request was in flight, in performance.now() milliseconds. */
export interface RequestSpan {
  start: number;
  end: number;
}

/** Wall-clock time with at least one DynamoDB request in flight. */
export function timeWaitingOnDatabase(spans: readonly RequestSpan[]): number {
  let total = 0;
  let coveredUntil = Number.NEGATIVE_INFINITY;
  for (const span of [...spans].sort((a, b) => a.start - b.start)) {
    const start = Math.max(span.start, coveredUntil);
    if (span.end > start) total += span.end - start;
    coveredUntil = Math.max(coveredUntil, span.end);
  }
  return total;
}

export const verdict = (within: boolean) => (within ? 'PASS' : 'OVER');
