import { randomBytes } from 'node:crypto';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { beforeAll, inject } from 'vitest';
import { generateSessionKeys } from '#functions/core/accounts/session-keys.ts';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import { ensureTable } from '#infra/local/ensure-table.ts';

/** Each integration test file gets its own table in the shared DynamoDB Local, and its own session keys. */
const endpoint = inject('dynamoDbEndpoint');
const sessionKeys = await generateSessionKeys();
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: endpoint,
  TABLE_NAME: `test-${randomBytes(6).toString('hex')}`,
  AWS_REGION: 'us-east-1',
  SESSION_SIGNING_KEY: sessionKeys.signingKey,
  SESSION_VERIFY_KEYS: sessionKeys.verifyKeys,
  ROOT_DOMAIN: 'localhost',
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
