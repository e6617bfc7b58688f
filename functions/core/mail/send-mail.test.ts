import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import 'aws-sdk-client-mock-vitest/extend';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { listOutbox, readOutboxMail } from './outbox';
import { mailFrom, sendMail } from './send-mail';
import { renderMail } from './templates';

const ses = mockClient(SESv2Client);
const mail = {
  to: 'ann@example.com',
  ...renderMail('passwordReset', {
    firstName: 'Ann',
    resetUrl: 'https://mirrorwell.app/reset-password?token=abc',
  }),
};

function configure(env: Record<string, string | undefined>): void {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  resetServerConfig();
}

beforeEach(() => ses.reset());
afterEach(() => {
  vi.unstubAllEnvs();
  resetServerConfig();
});

describe('in AWS (no outbox folder) mail goes through Amazon SES', () => {
  it('sends one SendEmail with the sender, the one recipient, the subject and both bodies', async () => {
    configure({
      MAIL_OUTBOX_DIR: undefined,
      MAIL_FROM: 'Mirrorwell <hello@mirrorwell.app>',
      SES_REGION: 'eu-west-1',
    });
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    await sendMail(mail);
    expect(ses).toHaveReceivedCommandExactlyOnceWith(SendEmailCommand, {
      FromEmailAddress: 'Mirrorwell <hello@mirrorwell.app>',
      Destination: { ToAddresses: ['ann@example.com'] },
      Content: {
        Simple: {
          Subject: { Data: 'Reset your Mirrorwell password', Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            Html: { Data: mail.html, Charset: 'UTF-8' },
          },
        },
      },
    });
    expect(await ses.call(0).thisValue.config.region()).toBe('eu-west-1');
  });

  it('passes a refusal from SES on to the caller', async () => {
    configure({ MAIL_OUTBOX_DIR: undefined });
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Address blacklisted'), { name: 'MessageRejected' }));
    await expect(sendMail(mail)).rejects.toMatchObject({ name: 'MessageRejected' });
  });

  it('refuses a recipient that is not exactly one address', async () => {
    configure({ MAIL_OUTBOX_DIR: undefined });
    for (const to of ['a@example.com, b@example.com', 'a@example.com\r\nBcc: b@example.com', 'nobody']) {
      await expect(sendMail({ ...mail, to })).rejects.toThrow('one valid recipient');
    }
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
  });

  it('sends from no-reply at the root domain when MAIL_FROM is unset, and refuses a malformed one', async () => {
    configure({ MAIL_FROM: undefined, ROOT_DOMAIN: 'mirrorwell.app' });
    expect(mailFrom()).toBe('Mirrorwell <no-reply@mirrorwell.app>');
    configure({ MAIL_FROM: 'Mirrorwell <hello@mirrorwell.app>\r\nBcc: x@evil.test' });
    expect(() => mailFrom()).toThrow('Invalid configuration: MAIL_FROM');
    configure({ MAIL_FROM: 'hello@mirrorwell.app', SES_REGION: 'nowhere' });
    expect(() => mailFrom()).toThrow('Invalid configuration: SES_REGION');
  });
});

describe('locally mail is written to the outbox folder', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), 'outbox-test-'));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  it('writes each mail as one JSON file (to, from, subject, text, html, createdAt), readable only by its owner', async () => {
    configure({ MAIL_OUTBOX_DIR: join(folder, 'outbox'), MAIL_FROM: 'hello@mirrorwell.app' });
    await sendMail(mail);
    expect(ses).not.toHaveReceivedCommand(SendEmailCommand);
    const files = await readdir(join(folder, 'outbox'));
    expect(files).toHaveLength(1);
    const file = join(folder, 'outbox', files[0] as string);
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, string>;
    expect(stored).toEqual({
      to: 'ann@example.com',
      from: 'hello@mirrorwell.app',
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect((await stat(file)).mode & 0o077).toBe(0);
  });

  it('lists the newest mail first and reads one by its id, never a path outside the folder', async () => {
    configure({ MAIL_OUTBOX_DIR: folder });
    for (const subject of ['first', 'second', 'third']) await sendMail({ ...mail, subject });
    const listed = await listOutbox(folder);
    expect(listed.map((entry) => entry.subject)).toEqual(['third', 'second', 'first']);
    const newest = listed[0];
    expect(await readOutboxMail(folder, newest?.id as string)).toEqual(newest);
    expect(await readOutboxMail(folder, '../../etc/passwd')).toBeUndefined();
    expect(await listOutbox(join(folder, 'missing'))).toEqual([]);
  });
});
