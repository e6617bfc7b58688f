import { afterEach, describe, expect, it, vi } from 'vitest';
import { logger } from './logger';

describe('logger', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('writes one JSON line with level, message, time and fields outside Lambda', () => {
    vi.stubEnv('MIRRORWELL_QUIET_LOGS', '');
    vi.stubEnv('AWS_LAMBDA_LOG_FORMAT', '');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logger.info('request', { route: 'GET /api/health', status: 200 });
    const line = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(line).toMatchObject({ level: 'info', message: 'request', route: 'GET /api/health', status: 200 });
    expect(Date.parse(line.time)).not.toBeNaN();
  });

  it("hands Lambda's JSON log format one object, so its fields stay searchable", () => {
    vi.stubEnv('MIRRORWELL_QUIET_LOGS', '');
    vi.stubEnv('AWS_LAMBDA_LOG_FORMAT', 'JSON');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    logger.error('stream failed', { requestId: 'r-1', errorName: 'TypeError' });
    expect(error.mock.calls).toEqual([
      [{ message: 'stream failed', requestId: 'r-1', errorName: 'TypeError' }],
    ]);
  });

  it('keeps quiet below error level when asked to', () => {
    vi.stubEnv('MIRRORWELL_QUIET_LOGS', '1');
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    logger.info('request');
    expect(info).not.toHaveBeenCalled();
  });
});
