/**
 * The SDK as a Lambda bundle carries it, with infra/lib/lambda-shims in place of the packages no
 * route runs (the event-stream codec, the endpoint-discovery cache's LRU): the app's own DynamoDB
 * code, built with the Lambda options, reads, writes, queries and is refused by conditions on
 * DynamoDB Local, and an S3 client (whose configuration names the event-stream code) still presigns.
 * The other integration tests load the sources, where no shim applies; this one loads the bundle.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { esbuildOptionsFor } from '#infra/lib/lambda-bundling.ts';

const runExecFile = promisify(execFile);

/** Runs in the bundle: each step's outcome, as JSON. */
const probeSource = `
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { isConditionFailure } from '#functions/core/db/client.ts';
import { getItem, NO_ITEM_YET, putItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { TransactionRefusedError, writeNamedTransaction } from '#functions/core/db/named-transaction.ts';
import { queryAll } from '#functions/core/db/query-all.ts';

const key = keys.rateWindow('bundle-probe', process.env.PROBE_SUBJECT, 0);
const outcome = {};
await putItem({ ...key, count: 1, note: 'first' }, NO_ITEM_YET);
outcome.read = (await getItem(key, { consistent: true }))?.note;
try {
  await putItem({ ...key, count: 2, note: 'second' }, NO_ITEM_YET);
  outcome.secondWrite = 'accepted';
} catch (error) {
  outcome.secondWrite = isConditionFailure(error) ? 'refused by its condition' : String(error);
}
outcome.queried = (await queryAll(key.pk)).map((item) => item.note);
try {
  await writeNamedTransaction([
    { name: 'window', write: { Put: { TableName: process.env.TABLE_NAME, Item: { ...key, note: 'third' }, ConditionExpression: 'attribute_not_exists(pk)' } } },
  ]);
  outcome.transaction = 'accepted';
} catch (error) {
  outcome.transaction = error instanceof TransactionRefusedError ? error.refused : String(error);
}
const s3 = new S3Client({ region: 'eu-west-1' });
const url = await getSignedUrl(s3, new GetObjectCommand({ Bucket: 'probe-bucket', Key: 'guide.pdf' }), { expiresIn: 60 });
outcome.presigned = new URL(url).searchParams.has('X-Amz-Signature');
console.log(JSON.stringify(outcome));
`;

describe('the SDK inside a Lambda bundle, shims in place', () => {
  it('reads, writes, queries and is refused by conditions on DynamoDB Local, and presigns for S3', async () => {
    // Inside the checkout (.build is ignored by git), so the probe resolves the project's packages.
    const buildDir = path.resolve(import.meta.dirname, '..', '..', '.build');
    mkdirSync(buildDir, { recursive: true });
    const scratch = mkdtempSync(path.join(buildDir, 'sdk-bundle-'));
    const entry = path.join(scratch, 'probe.ts');
    writeFileSync(entry, probeSource);
    const outfile = path.join(scratch, 'out', 'index.mjs');
    await build(esbuildOptionsFor(entry, outfile));
    const code = readFileSync(outfile, 'utf8');
    // The shims replaced what they stand for: no event-stream codec, no typed-array LRU.
    expect(code).toContain('AWS event streams are not bundled');
    expect(code).not.toContain('Truncated event message received');
    expect(code).not.toContain('mnemonist');

    const { stdout } = await runExecFile(process.execPath, [outfile], {
      env: {
        PATH: process.env.PATH,
        DYNAMODB_ENDPOINT: process.env.DYNAMODB_ENDPOINT,
        TABLE_NAME: process.env.TABLE_NAME,
        AWS_REGION: 'us-east-1',
        AWS_ACCESS_KEY_ID: 'AKIAEXAMPLEFROMENV',
        AWS_SECRET_ACCESS_KEY: 'secret-from-env',
        AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
        PROBE_SUBJECT: path.basename(scratch),
      },
      encoding: 'utf8',
    });
    expect(JSON.parse(stdout.trim())).toEqual({
      read: 'first',
      secondWrite: 'refused by its condition',
      queried: ['first'],
      transaction: ['window'],
      presigned: true,
    });
  });
});
