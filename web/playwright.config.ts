import { fileURLToPath } from 'node:url';
import { defineConfig, type ReporterDescription } from '@playwright/test';

/**
 * Browser tests against the local runtime (`infra/local/start.ts`), driving Debian's Chromium.
 * A browser is never downloaded: see e2e/global-setup.ts.
 */
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// Worker processes re-read this file; the env var keeps one data folder per run.
process.env.E2E_DATA_DIR ??= `.data/e2e-${Date.now()}`;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  // One browser at a time: the local runtime, DynamoDB Local and bcrypt (cost 12) share the
  // machine's cores with Chromium, and two browsers on two cores make sign-up time out.
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // In CI a dot a test keeps the log short, so vitest's summary above stays in view; failures still
  // print in full.
  // The JSON report feeds npm test's closing line (infra/ci/test-run-summary.ts).
  reporter: [
    ...(process.env.CI ? [['dot'], ['html', { open: 'never' }]] : [['list']]),
    ['json', { outputFile: `${repoRoot}test-results/playwright.json` }],
  ] as ReporterDescription[],
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://localhost:${port}`,
    browserName: 'chromium',
    headless: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
      ],
    },
  },
  webServer: {
    command: 'npx tsx infra/local/start.ts',
    cwd: repoRoot,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      // Replies stream slowly enough for the chat tests to watch them grow and stop them.
      OFFLINE_GUIDE_WORD_DELAY_MS: '40',
      // bcrypt at cost 4, not 12 (passwords.ts): every test signs up or in, often several times.
      MIRRORWELL_PASSWORD_HASH_COST: '4',
    },
  },
});
