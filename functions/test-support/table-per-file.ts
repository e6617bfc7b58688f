import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, inject } from 'vitest';
import { generateSessionKeys } from '#functions/core/accounts/session-keys.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import { ensureTable } from '#infra/local/ensure-table.ts';

/** Each integration test file gets its own table in the shared DynamoDB Local, its own session keys and its own outbox. */
const endpoint = inject('dynamoDbEndpoint');
const sessionKeys = await generateSessionKeys();
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: endpoint,
  TABLE_NAME: `test-${randomBytes(6).toString('hex')}`,
  AWS_REGION: 'us-east-1',
  SESSION_SIGNING_KEY: sessionKeys.signingKey,
  SESSION_VERIFY_KEYS: sessionKeys.verifyKeys,
  ROOT_DOMAIN: 'localhost',
  // Mail goes to a folder of this file's own, never to Amazon SES (see test-support/outbox.ts).
  MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'mirrorwell-outbox-')),
});
resetServerConfig();
resetDbClient();

beforeAll(async () => {
  const client = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
});
