/**
 * The weekly digest run (a scheduled Lambda, EventBridge; locally `npm run digest:weekly`): each
 * practice that opted in gets one mail per ISO week through the app's mail transport. A second run
 * in the same week sends nothing more; a practice closed since it opted in is skipped.
 */
import { getTherapistById } from '#functions/core/db/repositories/therapists-repository.ts';
import {
  claimDigestWeek,
  getWeeklyDigestSettings,
  listWeeklyDigestSubscribers,
} from '#functions/core/db/repositories/weekly-digest-repository.ts';
import { isoWeekOf } from '#functions/core/insights/calendar.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { practiceNameOf } from '#shared/domain/practice-branding.ts';
import { digestCountsOf } from './digest-counts';
import { renderDigestMail } from './digest-mail';

export interface DigestRun {
  week: string;
  sent: number;
  skipped: number;
}

export async function sendWeeklyDigests(now: Date = new Date()): Promise<DigestRun> {
  const week = isoWeekOf(now);
  const run: DigestRun = { week, sent: 0, skipped: 0 };
  for (const tenantId of await listWeeklyDigestSubscribers()) {
    if (await sendDigestOf(tenantId, now, week)) run.sent += 1;
    else run.skipped += 1;
  }
  return run;
}

async function sendDigestOf(tenantId: string, now: Date, week: string): Promise<boolean> {
  const [therapist, settings] = await Promise.all([
    getTherapistById(tenantId),
    getWeeklyDigestSettings(tenantId),
  ]);
  if (!therapist || therapist.deletedAt || !therapist.isActive || !settings.enabled) return false;
  const counts = await digestCountsOf(tenantId, now, { includeClientNames: settings.includeClientNames });
  if (!(await claimDigestWeek(tenantId, week))) return false;
  await sendMail({
    to: therapist.email,
    ...renderDigestMail({ firstName: therapist.firstName, practiceName: practiceNameOf(therapist) }, counts),
  });
  return true;
}
