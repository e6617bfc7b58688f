/**
 * `npx tsx infra/local/send-prompt-reminders.ts`: sends the reflection prompt reminders now against
 * the running local runtime (`npm start` of DATA_DIR), as the scheduled Lambda does in AWS. The mails
 * land in the runtime's outbox (listed at /dev/mailbox); a second run sends nothing more.
 */
import { adoptLocalRuntimeEnvironment } from './local-job-environment';

adoptLocalRuntimeEnvironment();
const { sendPromptReminders } = await import('#functions/core/reflection-prompts/prompt-reminders.ts');
const sent = await sendPromptReminders();
console.log(`Reflection prompt reminders: ${sent} sent.`);
