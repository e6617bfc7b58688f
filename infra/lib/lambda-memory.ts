/**
 * Each route's Lambda memory, in one place, with the measurements that chose it (`npm run bench`:
 * "Lambda bundles", "Chat message" and "Cost per 1,000 member messages"). Lambda gives CPU in
 * proportion to memory (one vCPU at 1,769 MB) and bills memory x time:
 *
 * - Work that waits (on DynamoDB, on the model) costs less with less memory; work that computes
 *   (bcrypt) costs about the same at any size and finishes sooner with more.
 * - Every bundle measured 52-59 MB peak resident after its module init in Node (bare Node: 41 MB);
 *   the bench holds each size to at least twice that, for a request's own work on top.
 * - Cold start: the bench estimates module init at each size (the one-core figure stretched by the
 *   smaller CPU share, a conservative model) and holds it to `coldInitBudgetMs`.
 *
 * No CDK import here: the local runtime reads this too.
 */
import { type RouteDefinition, routeKey } from '#shared/api/routes.ts';

/** Memory at which a Lambda has the equivalent of one full vCPU. */
export const oneVcpuMemoryMb = 1769;

/** The estimated module init at the configured memory must stay within this (cold start). */
export const coldInitBudgetMs = 500;

/**
 * Short request/response routes: a few milliseconds of CPU around DynamoDB round trips. The two a
 * message triggers (conversation list, usage) measured under $0.003 per 1,000 messages of compute
 * at this size, so the size is chosen for the cold start (init x 1769/512 ≈ 3.5x one core's).
 */
export const defaultLambdaMemoryMb = 512;

/** Routes whose measured needs differ from the default. */
export const lambdaMemoryMbByRoute: Readonly<Record<string, number>> = {
  /**
   * A streamed reply keeps this Lambda running while the model writes (seconds per message): its
   * memory is most of the infrastructure cost of a message ($0.070 per 1,000 messages with it at
   * 512 MB, $0.049 at 256 MB, measured with a 6 s reply). It computes little while it waits (its
   * own code measured 6 ms median a message) and peaks at 59 MB resident after init, the largest
   * bundle: 256 MB holds it four times over. Its init, the slowest bundle's, is the one to watch.
   */
  'POST /api/chat': 256,
  /**
   * A portal's streamed reply, and a visitor's (guest start): the same work and the same wait as a
   * member's, but larger bundles (a portal's mails the therapist a safety flag, so it holds the SES
   * client; the guest chat signs its replies' proofs): their module init measured 77-80 ms on one
   * core, which at 256 MB's CPU share is estimated at 535-555 ms, over the cold-start budget. At
   * 320 MB it is 425-445 ms, for a quarter more per millisecond on these routes only.
   */
  'POST /api/white-label/chat': 320,
  'POST /api/therapy/chat': 320,
  'POST /api/guest/chat': 320,
  /**
   * bcrypt (cost 12) is CPU-bound (one compare measured 1.0 s on one core of this loaded 2-core
   * machine): at 512 MB it takes 3.5 times as long as on a full vCPU, for about the same
   * GB-seconds. Routes that check or set a password belong here (deleting an account asks for the
   * password again).
   */
  'POST /api/auth/register': oneVcpuMemoryMb,
  'POST /api/auth/login': oneVcpuMemoryMb,
  'POST /api/auth/reset-password': oneVcpuMemoryMb,
  'DELETE /api/me': oneVcpuMemoryMb,
  'POST /api/therapist/register': oneVcpuMemoryMb,
  'POST /api/therapist/login': oneVcpuMemoryMb,
  'POST /api/therapist/reset-password': oneVcpuMemoryMb,
  'POST /api/client/register': oneVcpuMemoryMb,
  'POST /api/client/login': oneVcpuMemoryMb,
  'POST /api/client/reset-password': oneVcpuMemoryMb,
  'DELETE /api/client/account': oneVcpuMemoryMb,
};

export function lambdaMemoryMbFor(route: RouteDefinition): number {
  return lambdaMemoryMbByRoute[routeKey(route)] ?? defaultLambdaMemoryMb;
}

/** How much slower CPU-bound work runs at `memoryMb` than on one full vCPU. */
export function cpuSlowdownAt(memoryMb: number): number {
  return Math.max(1, oneVcpuMemoryMb / memoryMb);
}
