import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { AddressedMail } from './mail-message';

/** One SES client per container, created on first use. */
let client: SESv2Client | undefined;

/** Sends one mail through Amazon SES (v2 API) with its plain-text and HTML bodies. */
export async function sendThroughSes(mail: AddressedMail, region: string): Promise<void> {
  client ??= new SESv2Client({ region, maxAttempts: 3 });
  await client.send(
    new SendEmailCommand({
      FromEmailAddress: mail.from,
      Destination: { ToAddresses: [mail.to] },
      Content: {
        Simple: {
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
        },
      },
    }),
  );
}
