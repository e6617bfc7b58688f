/**
 * `npm run digest:weekly`: runs the weekly digest now against the running local runtime (`npm
 * start` of DATA_DIR), as the scheduled Lambda does in AWS every Monday. The mails land in the
 * runtime's outbox (listed at /dev/mailbox). A second run in the same ISO week sends nothing more.
 */
import { adoptLocalRuntimeEnvironment } from './local-job-environment';

adoptLocalRuntimeEnvironment();
const { sendWeeklyDigests } = await import('#functions/core/therapist-digest/send-weekly-digests.ts');
const run = await sendWeeklyDigests();
console.log(`Weekly digest ${run.week}: ${run.sent} sent, ${run.skipped} skipped.`);
