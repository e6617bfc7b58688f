import { type ServerConfig, serverConfig } from '#functions/core/config/server-config.ts';
import { emailField } from '#shared/api/schemas/fields.ts';
import type { OutgoingMail } from './mail-message';
import { writeToOutbox } from './outbox';
import { sendThroughSes } from './ses-transport';
import { PRODUCT_NAME } from './templates';

/** The sender: MAIL_FROM, or `Mirrorwell <no-reply@ROOT_DOMAIN>` (the domain verified in SES). */
export function mailFrom(config: ServerConfig = serverConfig()): string {
  return config.MAIL_FROM ?? `${PRODUCT_NAME} <no-reply@${config.ROOT_DOMAIN}>`;
}

/**
 * Sends one mail. In AWS it goes through Amazon SES (SES_REGION, else the Lambda's region); where
 * MAIL_OUTBOX_DIR is set (the local runtime) it is written to that folder instead. Nothing about a
 * mail (address, body, links) is logged here or by the caller.
 */
export async function sendMail(message: OutgoingMail): Promise<void> {
  const config = serverConfig();
  if (!emailField.safeParse(message.to).success) throw new Error('A mail needs one valid recipient address');
  const mail = { ...message, from: mailFrom(config) };
  if (config.MAIL_OUTBOX_DIR) {
    await writeToOutbox(config.MAIL_OUTBOX_DIR, mail);
    return;
  }
  await sendThroughSes(mail, config.SES_REGION ?? config.AWS_REGION);
}
