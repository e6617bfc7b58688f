/**
 * The weekly digest mail: counts only, with links to the dashboard. It holds no client's words; a
 * client's name appears only when the practice turned that on (first name and last initial).
 */
import { appLink } from '#functions/core/config/app-links.ts';
import { type RenderedMail, renderContent } from '#functions/core/mail/templates.ts';
import { digestMessages } from '#shared/api/schemas/therapist-digest.ts';
import type { DigestCounts } from './digest-counts';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export function renderDigestMail(
  therapist: { firstName: string; practiceName: string },
  counts: DigestCounts,
): RenderedMail {
  const paragraphs = [
    'Your past 7 days, in numbers:',
    `Sessions: ${counts.sessions}`,
    `Reflection prompts done: ${counts.promptsDone}`,
    `Flags waiting for your review: ${counts.flagsWaiting}`,
    `Pre-session summaries shared with you: ${counts.summariesShared}`,
  ];
  if (counts.clients.length > 0) {
    paragraphs.push(
      'By client:',
      ...counts.clients.map(
        (client) =>
          `${client.name}: ${counted(client.sessions, 'session', 'sessions')}, ${counted(client.summariesShared, 'summary shared', 'summaries shared')}`,
      ),
    );
  }
  const closing = [`Reviews waiting: ${appLink('/therapist-dashboard', { tab: 'conversations' })}`];
  return renderContent({
    subject: digestMessages.subject.replace('{practice}', therapist.practiceName),
    preview: digestMessages.preview,
    greeting: therapist.firstName.trim() ? `Hello ${therapist.firstName.trim()},` : 'Hello,',
    paragraphs,
    action: { label: 'Open your dashboard', url: appLink('/therapist-dashboard') },
    closing,
    reason: digestMessages.reason,
  });
}
