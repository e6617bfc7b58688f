import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { VITEST_REPORT } from './infra/ci/test-run-summary.ts';

// The deployed Lambdas run Node 22; the SDK's notice about local Node 20 is noise in test output.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/**
 * Unit tests run anywhere; integration tests (`*.int.test.ts`) share one DynamoDB Local per run
 * and get a table of their own per file. Browser tests are Playwright's (`npm run test:e2e`).
 */
export default defineConfig({
  test: {
    env: {
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      MIRRORWELL_QUIET_LOGS: '1',
      // bcrypt at cost 4, not 12: the suites sign in thousands of times (passwords.ts; never in Lambda).
      MIRRORWELL_PASSWORD_HASH_COST: '4',
      NODE_ENV: 'test',
    },
    // One test file per core, where vitest's default leaves one core free: most integration files
    // wait on DynamoDB Local and timers, not the CPU (2 cores: 826 s -> 408 s for the whole suite).
    maxWorkers: availableParallelism(),
    // The JSON report feeds npm test's closing line (infra/ci/test-run-summary.ts).
    reporters: ['default', ['json', { outputFile: VITEST_REPORT }]],
    testTimeout: 30_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['{shared,functions,infra}/**/*.test.ts', 'web/src/**/*.test.{ts,tsx}'],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['{functions,infra}/**/*.int.test.ts'],
          globalSetup: ['functions/test-support/dynamodb-global-setup.ts'],
          setupFiles: ['functions/test-support/table-per-file.ts'],
        },
      },
    ],
  },
});
