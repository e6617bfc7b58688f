import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { type LatenciesByRoute, recordLatency } from './latency-table';

/**
 * The app's own time per request, as its request logs state it (functions/http/error-responses.ts
 * logs each request's route, status and duration inside the handler): the load generator's own
 * work and the loopback hop are not in it.
 */
export interface AppRequestLog {
  at: number;
  route: string;
  durationMs: number;
}

export function parseRequestLog(line: string): AppRequestLog | undefined {
  if (!line.startsWith('{')) return undefined;
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const isRequest = entry.message === 'request' || entry.message === 'request failed';
    if (!isRequest || typeof entry.route !== 'string' || typeof entry.durationMs !== 'number')
      return undefined;
    return { at: Date.parse(String(entry.time)), route: entry.route, durationMs: entry.durationMs };
  } catch {
    return undefined;
  }
}

/** Keeps the request logs a runtime writes to `output` in `into`; other lines are dropped. */
export function readRequestLogs(output: Readable | null, into: AppRequestLog[]): void {
  if (!output) return;
  createInterface({ input: output }).on('line', (line) => {
    const log = parseRequestLog(line);
    if (log) into.push(log);
  });
}

/** The app's own times of the requests logged between `from` and `to` (epoch ms), per route. */
export function appTimesDuring(logs: readonly AppRequestLog[], from: number, to: number): LatenciesByRoute {
  const latencies: LatenciesByRoute = new Map();
  for (const log of logs)
    if (log.at >= from && log.at <= to) recordLatency(latencies, log.route, log.durationMs);
  return latencies;
}
