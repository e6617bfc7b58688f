import { listOutbox, type OutboxMail } from '#functions/core/mail/outbox.ts';

/** The mails this test file's API has sent to `address`, newest first. */
export async function mailsTo(address: string): Promise<OutboxMail[]> {
  const folder = process.env.MAIL_OUTBOX_DIR;
  if (!folder) throw new Error('MAIL_OUTBOX_DIR is not set (see test-support/table-per-file.ts)');
  return (await listOutbox(folder)).filter((mail) => mail.to === address);
}

/** The token in the newest password reset link mailed to `address`. */
export async function latestResetToken(address: string): Promise<string> {
  const [mail] = await mailsTo(address);
  const link = mail?.text.match(/https?:\/\/\S+\/[a-z-]*reset-password\?token=([A-Za-z0-9_-]+)/);
  if (!link?.[1]) throw new Error('No password reset mail was sent to this address');
  return link[1];
}

/** The token in the newest client sign-up link (`/client/register?confirm=`) mailed to `address`. */
export async function latestSignUpToken(address: string): Promise<string> {
  for (const mail of await mailsTo(address)) {
    const link = mail.text.match(/https?:\/\/\S+\/client\/register\?confirm=([A-Za-z0-9_-]+)/);
    if (link?.[1]) return link[1];
  }
  throw new Error('No client sign-up link was mailed to this address');
}
