import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { generateSessionKeys } from '#functions/core/accounts/session-keys.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import { type RunningDynamoDb, startDynamoDbLocal } from '#infra/local/dynamodb-local.ts';
import { ensureTable } from '#infra/local/ensure-table.ts';

/**
 * A fresh DynamoDB Local with a table of its own and this process configured as a Lambda would be
 * (generated ES256 session keys, quiet logs), for a bench section that runs the real handlers.
 */
export async function startBenchDatabase(
  tablePrefix: string,
  extraEnvironment: Record<string, string> = {},
): Promise<RunningDynamoDb> {
  const dynamo = await startDynamoDbLocal();
  const sessionKeys = await generateSessionKeys();
  Object.assign(process.env, {
    NODE_ENV: 'test',
    TABLE_NAME: `${tablePrefix}-${randomBytes(4).toString('hex')}`,
    DYNAMODB_ENDPOINT: dynamo.endpoint,
    AWS_REGION: 'us-east-1',
    SESSION_SIGNING_KEY: sessionKeys.signingKey,
    SESSION_VERIFY_KEYS: sessionKeys.verifyKeys,
    MIRRORWELL_QUIET_LOGS: '1',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    ...extraEnvironment,
  });
  resetServerConfig();
  resetDbClient();
  const admin = new DynamoDBClient({
    endpoint: dynamo.endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(admin, process.env.TABLE_NAME as string);
  admin.destroy();
  return dynamo;
}

/** Prints rows under a header, each column as wide as its widest cell. */
export function printTable(header: readonly string[], rows: readonly (readonly string[])[]): void {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
}
