/**
 * Each route's Lambda memory, in one place, with the measurements that chose it (`npm run bench`,
 * "Lambda bundles" and "Cost per 1,000 member messages"). Lambda gives CPU in proportion to memory
 * (one vCPU at 1,769 MB), and bills memory x time:
 *
 * - Work that waits (on DynamoDB, on the model) costs less with less memory; work that computes
 *   (bcrypt) costs about the same at any size and finishes sooner with more.
 * - Every bundle measured 52-59 MB resident after its module init in Node 22 (bare Node: 41 MB),
 *   so the heaviest needs well under 128 MB before a request; 256 MB leaves twice that for a
 *   request's own work (SDK connections, the model's stream, a reply being built).
 * - Cold start: module init measured 40-80 ms on one core here; CPU shrinks with memory, so the
 *   bench estimates init at the configured size and holds it to `coldInitBudgetMs`.
 *
 * No CDK import here: the local runtime reads this too.
 */
import { type RouteDefinition, routeKey } from '#shared/api/routes.ts';

/** Memory at which a Lambda has the equivalent of one full vCPU. */
export const oneVcpuMemoryMb = 1769;

/** The estimated module init at the configured memory must stay within this (cold start). */
export const coldInitBudgetMs = 500;

/**
 * Short request/response routes: a few milliseconds of CPU around DynamoDB round trips. Their cost
 * per message is a fraction of a cent per thousand at any size, so the size is chosen for a cold
 * start well within budget (init x 1769/512 ≈ 3.5x the one-core figure).
 */
export const defaultLambdaMemoryMb = 512;

/** Routes whose measured needs differ from the default. */
export const lambdaMemoryMbByRoute: Readonly<Record<string, number>> = {
  /**
   * A streamed reply keeps this Lambda running while the model writes (seconds per message), and
   * it is the one Lambda every message pays for by the second: its memory is most of the
   * infrastructure cost of a message. It computes little while it waits (its own work measured
   * under 15 ms a message at one core), and peaks at 59 MB resident after init, the largest
   * bundle: 256 MB holds it with room, halves the cost of 512 MB, and keeps init within budget.
   */
  'POST /api/chat': 256,
  /**
   * bcrypt (cost 12) is CPU-bound: about 0.3 s on one full core, 3.5 times that at 512 MB. A full
   * vCPU costs about the same GB-seconds and answers a sign-in in a third of the time. Routes that
   * check or set a password belong here.
   */
  'POST /api/auth/register': oneVcpuMemoryMb,
  'POST /api/auth/login': oneVcpuMemoryMb,
  'DELETE /api/me': oneVcpuMemoryMb,
};

export function lambdaMemoryMbFor(route: RouteDefinition): number {
  return lambdaMemoryMbByRoute[routeKey(route)] ?? defaultLambdaMemoryMb;
}

/** How much slower CPU-bound work runs at `memoryMb` than on one full vCPU. */
export function cpuSlowdownAt(memoryMb: number): number {
  return Math.max(1, oneVcpuMemoryMb / memoryMb);
}
