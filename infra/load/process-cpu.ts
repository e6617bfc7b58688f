import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

/**
 * CPU seconds a process (and its children, e.g. the runtime's DynamoDB Local) has used, read from
 * Linux's /proc: unlike latency on a shared machine, this does not grow with other people's load.
 * Undefined where /proc is missing.
 */
const CLOCK_TICKS_PER_SECOND = 100;

function ownCpuSeconds(pid: number): number | undefined {
  const file = `/proc/${pid}/stat`;
  if (!existsSync(file)) return undefined;
  // Fields after the command name (which may hold spaces, inside parentheses): utime is 14th, stime 15th.
  const afterName = readFileSync(file, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const utime = Number(afterName[11]);
  const stime = Number(afterName[12]);
  return Number.isFinite(utime + stime) ? (utime + stime) / CLOCK_TICKS_PER_SECOND : undefined;
}

function childrenOf(pid: number): number[] {
  const file = `/proc/${pid}/task/${pid}/children`;
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
}

export interface CpuSample {
  /** The runtime's own Node process. */
  runtime: number;
  /** Its child processes (DynamoDB Local's Java). */
  children: number;
}

export function sampleCpu(pid: number): CpuSample | undefined {
  const runtime = ownCpuSeconds(pid);
  if (runtime === undefined) return undefined;
  const children = childrenOf(pid).reduce((sum, child) => sum + (ownCpuSeconds(child) ?? 0), 0);
  return { runtime, children };
}

/** The machine's 1-minute load average and core count: how shared it was. */
export function machineLoad(): string {
  return `load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores`;
}
