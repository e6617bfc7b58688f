import { portalLink } from '#functions/core/config/app-links.ts';
import { getClient } from '#functions/core/db/repositories/clients-repository.ts';
import {
  claimReminder,
  listAnswersOfClient,
  listRunningPrompts,
  type ReflectionPromptRecord,
  remindersOnFor,
} from '#functions/core/db/repositories/reflection-prompts-repository.ts';
import { getTherapistById } from '#functions/core/db/repositories/therapists-repository.ts';
import { sendMail } from '#functions/core/mail/send-mail.ts';
import { PRODUCT_NAME, type RenderedMail, renderContent } from '#functions/core/mail/templates.ts';
import { addDays } from '#shared/domain/reflection-schedule.ts';
import { progressOf } from './prompt-progress';

/**
 * The reminder mail says only that a prompt is waiting: not its title, not its words, not who set
 * it, so an inbox someone else reads tells them nothing more.
 */
export function promptReminderMail(portalUrl: string): RenderedMail {
  return renderContent({
    subject: 'A reflection prompt is waiting for you',
    preview: 'A reflection prompt is waiting in your portal.',
    greeting: 'Hello,',
    paragraphs: ['A reflection prompt is waiting for you in your portal.'],
    action: { label: 'Open my portal', url: portalUrl },
    closing: ['You can turn these reminders off in your portal.'],
    reason: `You get this mail because reminders are on in your ${PRODUCT_NAME} portal.`,
  });
}

/**
 * Mails each client once per waiting occurrence (the one open now, not done or skipped), unless
 * they turned reminders off, have no address, or their practice or account is gone. Returns how
 * many mails went out. Meant to run from a schedule, a few times a day.
 */
export async function sendPromptReminders(now: Date = new Date()): Promise<number> {
  // A day of slack either side of UTC: the prompt's own zone decides below.
  const prompts = await listRunningPrompts(addDays(now.toISOString().slice(0, 10), -1));
  let sent = 0;
  for (const prompt of prompts) {
    if (await remindIfWaiting(prompt, now)) sent += 1;
  }
  return sent;
}

async function remindIfWaiting(prompt: ReflectionPromptRecord, now: Date): Promise<boolean> {
  const { tenantId, clientId } = prompt;
  const answers = await listAnswersOfClient(tenantId, clientId);
  const current = progressOf(prompt, answers, now).current;
  if (current?.status !== 'open') return false;
  const [remindersOn, client, practice] = await Promise.all([
    remindersOnFor(tenantId, clientId),
    getClient(tenantId, clientId),
    getTherapistById(tenantId),
  ]);
  if (!remindersOn || !client?.email || !client.accountId || !client.isActive) return false;
  if (!practice || practice.isActive === false) return false;
  if (!(await claimReminder(tenantId, clientId, prompt.id, current.dueDate, now))) return false;
  await sendMail({ to: client.email, ...promptReminderMail(portalLink(practice.subdomain)) });
  return true;
}
