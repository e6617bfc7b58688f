import { join, resolve } from 'node:path';
import { readLocalRuntime } from './local-runtime-file';

/**
 * Points this process at the running local runtime (`npm start` of DATA_DIR), as a scheduled job's
 * Lambda is pointed at the table in AWS: its DynamoDB Local, table, origin and mail outbox. Exits
 * with a sentence when no runtime is running. Import the job's module only after calling this.
 */
export function adoptLocalRuntimeEnvironment(): void {
  const root = resolve(import.meta.dirname, '../..');
  const dataDir = resolve(root, process.env.DATA_DIR ?? '.data');
  const runtime = readLocalRuntime(dataDir);
  if (!runtime) {
    console.error(`No local runtime is running on ${dataDir}: start one with npm start (or set DATA_DIR).`);
    process.exit(1);
  }
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  process.env.DYNAMODB_ENDPOINT = runtime.dynamoDbEndpoint;
  process.env.TABLE_NAME = runtime.tableName;
  process.env.APP_ORIGIN ??= runtime.appOrigin;
  process.env.MAIL_OUTBOX_DIR = resolve(root, process.env.MAIL_OUTBOX_DIR ?? join(dataDir, 'outbox'));
  process.env.AWS_REGION ??= 'us-east-1';
  process.env.AWS_ACCESS_KEY_ID ??= 'local';
  process.env.AWS_SECRET_ACCESS_KEY ??= 'local';
}
