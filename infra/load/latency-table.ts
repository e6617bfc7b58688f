/**
 * Latencies per route and the table `npm run load` prints: p50, p95 and p99 by nearest rank.
 */
export type LatenciesByRoute = Map<string, number[]>;

export function recordLatency(latencies: LatenciesByRoute, route: string, milliseconds: number): void {
  const list = latencies.get(route) ?? [];
  list.push(milliseconds);
  latencies.set(route, list);
}

/** The nearest-rank percentile of `values` (0 for none). */
export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil(fraction * sorted.length));
  return sorted[rank - 1] as number;
}

export interface RouteSummary {
  route: string;
  count: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function summarise(latencies: LatenciesByRoute): RouteSummary[] {
  return [...latencies.entries()]
    .map(([route, values]) => ({
      route,
      count: values.length,
      p50: percentile(values, 0.5),
      p95: percentile(values, 0.95),
      p99: percentile(values, 0.99),
      max: Math.max(...values),
    }))
    .sort((a, b) => a.route.localeCompare(b.route));
}

export function formatLatencyTable(title: string, rows: readonly RouteSummary[]): string {
  const width = Math.max(5, ...rows.map((row) => row.route.length));
  const ms = (value: number) => `${value.toFixed(1)}`.padStart(8);
  const lines = [
    title,
    `  ${'route'.padEnd(width)}  ${'count'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}`,
    ...rows.map(
      (row) =>
        `  ${row.route.padEnd(width)}  ${String(row.count).padStart(6)} ${ms(row.p50)} ${ms(row.p95)} ${ms(row.p99)} ${ms(row.max)}`,
    ),
  ];
  return lines.join('\n');
}
