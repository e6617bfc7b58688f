import { describe, expect, it } from 'vitest';
import { routeKey, routes } from '#shared/api/routes.ts';
import { cpuSlowdownAt, lambdaMemoryMbByRoute, lambdaMemoryMbFor, oneVcpuMemoryMb } from './lambda-memory';

describe('Lambda memory per route', () => {
  it('names only routes of the table, with sizes Lambda accepts', () => {
    const keys = routes.map(routeKey);
    for (const [key, memoryMb] of Object.entries(lambdaMemoryMbByRoute)) {
      expect(keys, key).toContain(key);
      expect(Number.isInteger(memoryMb) && memoryMb >= 128 && memoryMb <= 10_240, key).toBe(true);
    }
    for (const route of routes) expect(lambdaMemoryMbFor(route)).toBeGreaterThanOrEqual(128);
  });

  it('keeps the Lambdas that wait on the model, paid by the second, small', () => {
    for (const route of routes.filter((candidate) => 'stream' in candidate && candidate.stream)) {
      expect(lambdaMemoryMbFor(route), routeKey(route)).toBeLessThanOrEqual(320);
    }
    // The member's chat, most of the cost of a member's message, smallest.
    expect(lambdaMemoryMbByRoute['POST /api/chat']).toBe(256);
  });

  it('gives the routes that hash passwords a full vCPU', () => {
    for (const key of ['POST /api/auth/register', 'POST /api/auth/login']) {
      expect(lambdaMemoryMbByRoute[key], key).toBe(oneVcpuMemoryMb);
    }
    expect(cpuSlowdownAt(oneVcpuMemoryMb)).toBe(1);
    expect(cpuSlowdownAt(512)).toBeCloseTo(3.46, 2);
    expect(cpuSlowdownAt(4096)).toBe(1);
  });
});
