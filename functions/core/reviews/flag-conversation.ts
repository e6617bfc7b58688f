import { appLink } from '#functions/core/config/app-links.ts';
import {
  type FlagGrade,
  raiseConversationFlag,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import { countAttemptInWindow } from '#functions/core/db/repositories/rate-limits-repository.ts';
import { getTherapistById } from '#functions/core/db/repositories/therapists-repository.ts';
import { deliverMail } from '#functions/core/mail/deliver-mail.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { renderMail } from '#functions/core/mail/templates.ts';

export const flagGradeLabels: Record<FlagGrade, string> = {
  'check-in': 'Check-in asked',
  crisis: 'Crisis',
  imminent: 'Imminent risk',
};

/** At most one notice mail per conversation per hour: a flag that repeats is one matter. */
const NOTICE_WINDOW_SECONDS = 60 * 60;

export interface FlagInput {
  grade: FlagGrade;
  /** Readable, from the safety screen (risk-reasons.ts); never the person's words. */
  reason: string;
  /** Rule and classifier ids that decided it. */
  signals: string[];
}

/**
 * THE seam the client portal calls when the safety screen grades a client's message: the
 * conversation is flagged for the therapist's review (a higher grade replaces a lower one), and a
 * crisis or imminent grade also mails the therapist a notice with no conversation content.
 */
export async function flagConversationForReview(
  tenantId: string,
  conversationId: string,
  input: FlagInput,
  send: typeof sendMail = sendMail,
): Promise<{ raised: boolean; noticeSent: boolean }> {
  const raised = await raiseConversationFlag(tenantId, conversationId, {
    grade: input.grade,
    reason: input.reason,
    signals: input.signals,
    flaggedAt: new Date().toISOString(),
  });
  if (!raised) return { raised, noticeSent: false };
  return { raised, noticeSent: await sendFlagNotice(tenantId, conversationId, input.grade, send) };
}

/**
 * After a flag was raised: a crisis or imminent grade mails the therapist a notice with no
 * conversation content, at most once an hour for one conversation. Says whether it was sent.
 */
export async function sendFlagNotice(
  tenantId: string,
  conversationId: string,
  grade: FlagGrade,
  send: typeof sendMail = sendMail,
): Promise<boolean> {
  if (grade === 'check-in') return false;
  const window = await countAttemptInWindow(
    'flag-notice',
    `${tenantId}#${conversationId}`,
    1,
    NOTICE_WINDOW_SECONDS,
  );
  if (!window.allowed) return false;
  const therapist = await getTherapistById(tenantId);
  if (!therapist) return false;
  const mail = renderMail('safetyFlagNotice', {
    therapistFirstName: therapist.firstName,
    gradeLabel: flagGradeLabels[grade],
    dashboardUrl: appLink('/therapist-dashboard', { tab: 'conversations' }),
  });
  // The flag stands and the person's reply goes out whether or not the mail does (deliver-mail.ts).
  return (await deliverMail({ to: therapist.email, ...mail }, 'safetyFlagNotice', { send })) === 'sent';
}
