import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  countCrisisReply,
  countModelFailure,
  countServerError,
  countWebhookFailure,
  metricsNamespace,
} from './operational-metrics';

/** The EMF lines written to standard output while `run` runs, parsed. */
function linesWrittenBy(run: () => void): Record<string, unknown>[] {
  const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
  try {
    run();
    return write.mock.calls.map(([chunk]) => {
      const text = String(chunk);
      expect(text.endsWith('\n')).toBe(true);
      return JSON.parse(text) as Record<string, unknown>;
    });
  } finally {
    write.mockRestore();
  }
}

describe('operational metrics (CloudWatch Embedded Metric Format)', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('writes a 5xx as one EMF line with the route as its dimension, straight to stdout in Lambda', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'mirrorwell-chat');
    const consoleLog = vi.spyOn(console, 'log');
    const [line, ...rest] = linesWrittenBy(() => countServerError('POST /api/chat'));
    expect(rest).toEqual([]);
    expect(consoleLog).not.toHaveBeenCalled();
    expect(line).toMatchObject({
      _aws: {
        CloudWatchMetrics: [
          {
            Namespace: metricsNamespace,
            Dimensions: [['Route']],
            Metrics: [{ Name: 'ServerErrors', Unit: 'Count' }],
          },
        ],
      },
      Route: 'POST /api/chat',
      ServerErrors: 1,
    });
    const timestamp = (line?._aws as { Timestamp: number } | undefined)?.Timestamp ?? 0;
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(5_000);
  });

  it('counts crisis replies, webhook failures and model failures as totals with no dimension', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', 'mirrorwell-chat');
    const lines = linesWrittenBy(() => {
      countCrisisReply('member');
      countWebhookFailure('signature');
      countModelFailure('timeout', 'deadline reached');
      countModelFailure('upstream', 'status 500');
    });
    const named = lines.map((line) => {
      const [directive] = (
        line._aws as { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string }[] }[] }
      ).CloudWatchMetrics;
      return { name: directive?.Metrics[0]?.Name, dimensions: directive?.Dimensions };
    });
    expect(named).toEqual([
      { name: 'CrisisReplies', dimensions: [[]] },
      { name: 'WebhookFailures', dimensions: [[]] },
      { name: 'ModelTimeouts', dimensions: [[]] },
      { name: 'ModelErrors', dimensions: [[]] },
    ]);
    expect(lines[0]).toMatchObject({ CrisisReplies: 1, Audience: 'member' });
    expect(lines[1]).toMatchObject({ WebhookFailures: 1, Reason: 'signature' });
    expect(lines[3]).toMatchObject({ ModelErrors: 1, Detail: 'status 500' });
  });

  it('writes nothing outside Lambda (the local runtime and tests)', () => {
    vi.stubEnv('AWS_LAMBDA_FUNCTION_NAME', '');
    expect(linesWrittenBy(() => countServerError('GET /api/health'))).toEqual([]);
  });
});
