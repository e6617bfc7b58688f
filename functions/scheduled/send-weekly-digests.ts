import { sendWeeklyDigests } from '#functions/core/therapist-digest/send-weekly-digests.ts';

/**
 * The weekly digest's scheduled Lambda (an EventBridge rule, infra/lib/weekly-digest-schedule.ts):
 * no HTTP, no event fields read; the run is idempotent per practice and ISO week.
 */
export const handler = async (): Promise<{ week: string; sent: number; skipped: number }> => {
  const run = await sendWeeklyDigests();
  console.log(JSON.stringify({ message: 'weekly digest', ...run }));
  return run;
};
