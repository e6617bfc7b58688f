import { describe, expect, it } from 'vitest';
import { appTimesDuring, parseRequestLog } from './app-request-logs';
import { formatLatencyTable, percentile, summarise } from './latency-table';

describe('the load test figures', () => {
  it('takes percentiles by nearest rank, so p99 of 100 values is the 99th and of 10 the largest', () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 0.5)).toBe(50);
    expect(percentile(hundred, 0.95)).toBe(95);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile([5, 1, 9, 3, 7, 2, 8, 4, 6, 10], 0.99)).toBe(10);
    expect(percentile([], 0.5)).toBe(0);
  });

  it('prints one line per route with its count and percentiles', () => {
    const table = formatLatencyTable(
      'Round trip (ms):',
      summarise(
        new Map([
          ['POST /api/chat', [10, 20, 30, 40]],
          ['POST /api/auth/login', [300]],
        ]),
      ),
    );
    expect(table.split('\n')).toEqual([
      'Round trip (ms):',
      '  route                  count   p50 ms   p95 ms   p99 ms   max ms',
      '  POST /api/auth/login       1    300.0    300.0    300.0    300.0',
      '  POST /api/chat             4     20.0     40.0     40.0     40.0',
    ]);
  });

  it("reads the app's own time from its request logs, and only those of the timed run", () => {
    const lines = [
      '{"level":"info","message":"request","time":"2026-11-29T16:00:00.000Z","route":"POST /api/chat","status":201,"durationMs":12}',
      '{"level":"info","message":"request failed","time":"2026-11-29T16:00:01.000Z","route":"POST /api/chat","status":429,"durationMs":4}',
      '{"level":"info","message":"request","time":"2026-11-29T16:05:00.000Z","route":"POST /api/chat","status":201,"durationMs":99}',
      '{"level":"info","message":"memory saved","time":"2026-11-29T16:00:02.000Z"}',
      'Mirrorwell is running:',
    ];
    const logs = lines.map(parseRequestLog).filter((log) => log !== undefined);
    expect(logs).toHaveLength(3);
    const during = appTimesDuring(
      logs,
      Date.parse('2026-11-29T16:00:00Z'),
      Date.parse('2026-11-29T16:01:00Z'),
    );
    expect([...during.entries()]).toEqual([['POST /api/chat', [12, 4]]]);
  });
});
