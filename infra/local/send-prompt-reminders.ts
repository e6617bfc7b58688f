/**
 * `npx tsx infra/local/send-prompt-reminders.ts`: sends the reflection prompt reminders now against
 * the running local runtime (`npm start` of DATA_DIR), as the scheduled Lambda does in AWS. The mails
 * land in the runtime's outbox (listed at /dev/mailbox); a second run sends nothing more.
 */
import { join, resolve } from 'node:path';
import { readLocalRuntime } from './local-runtime-file';

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

const { sendPromptReminders } = await import('#functions/core/reflection-prompts/prompt-reminders.ts');
const sent = await sendPromptReminders();
console.log(`Reflection prompt reminders: ${sent} sent.`);
