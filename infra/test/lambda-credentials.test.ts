import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsFor } from '#infra/lib/lambda-bundling.ts';

describe('credentials inside a Lambda bundle', () => {
  it('come from the environment, as Lambda provides them, through the bundled SDK client', async () => {
    // Inside the checkout (.build is ignored by git), so the probe resolves the project's packages.
    const buildDir = path.resolve(import.meta.dirname, '..', '..', '.build');
    mkdirSync(buildDir, { recursive: true });
    const scratch = mkdtempSync(path.join(buildDir, 'credentials-'));
    const entry = path.join(scratch, 'probe.ts');
    writeFileSync(
      entry,
      `import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
       const client = new DynamoDBClient({ region: 'eu-west-1' });
       const credentials = await client.config.credentials();
       console.log(JSON.stringify({ id: credentials.accessKeyId, token: credentials.sessionToken }));`,
    );
    const outfile = path.join(scratch, 'out', 'index.mjs');
    await build(esbuildOptionsFor(entry, outfile));
    const output = execFileSync(process.execPath, [outfile], {
      env: {
        PATH: process.env.PATH,
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEFROMENV',
        AWS_SECRET_ACCESS_KEY: 'secret-from-env',
        AWS_SESSION_TOKEN: 'session-from-env',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      },
      encoding: 'utf8',
    });
    expect(JSON.parse(output.trim())).toEqual({ id: 'AKIAEXAMPLEFROMENV', token: 'session-from-env' });
  });
});
