import { vi } from 'vitest';

/**
 * Every line the app logs from here on, as the operators would read it (objects as JSON), with
 * quiet logs turned off; nothing reaches the console. `vi.restoreAllMocks()` ends the capture and
 * `vi.unstubAllEnvs()` quiets the logs again.
 */
export function captureLogLines(): string[] {
  const written: string[] = [];
  vi.stubEnv('MIRRORWELL_QUIET_LOGS', '');
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
  }
  return written;
}
