import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { listFailedMailOn } from '#functions/core/db/repositories/failed-mail-repository.ts';
import { addClient } from '#functions/test-support/clients.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { fromAddress, startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { PracticeClient } from '#shared/api/schemas/clients.ts';
import type { PortalChatReply } from '#shared/api/schemas/portal.ts';
import { deliverMail, MAIL_ATTEMPTS } from './deliver-mail';

/**
 * The mail transport failing (here the local one, the outbox, made unwritable): what the person did
 * still succeeds, the mail is tried again, and one that never goes out is recorded as failed, for
 * an operator to see (never its body: links in it are secrets).
 */
const api = startTestApi();
const workingOutbox = process.env.MAIL_OUTBOX_DIR as string;

/** The outbox under a regular file: every mail the transport is handed fails. */
function breakTheTransport(): void {
  const blocker = join(mkdtempSync(join(tmpdir(), 'mirrorwell-no-mail-')), 'not-a-folder');
  writeFileSync(blocker, '');
  process.env.MAIL_OUTBOX_DIR = join(blocker, 'outbox');
  resetServerConfig();
}

afterEach(() => {
  process.env.MAIL_OUTBOX_DIR = workingOutbox;
  resetServerConfig();
});

const today = () => new Date().toISOString().slice(0, 10);
const failedTo = async (address: string) =>
  (await listFailedMailOn(today())).filter((mail) => mail.to === address);

describe('delivering a mail', () => {
  it('tries the transport again after a passing failure, and sends it', async () => {
    let calls = 0;
    const waits: number[] = [];
    const outcome = await deliverMail(
      { to: 'someone@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
      'enterpriseLead',
      {
        send: async () => {
          calls += 1;
          if (calls < MAIL_ATTEMPTS)
            throw Object.assign(new Error('throttled'), { name: 'TooManyRequestsException' });
        },
        sleep: async (milliseconds) => {
          waits.push(milliseconds);
        },
      },
    );
    expect(outcome).toBe('sent');
    expect(calls).toBe(MAIL_ATTEMPTS);
    expect(waits).toEqual([200, 800]);
    expect(await failedTo('someone@example.com')).toEqual([]);
  });

  it('records a mail the transport never takes, with its purpose and error name but no body', async () => {
    const outcome = await deliverMail(
      { to: 'never@example.com', subject: 'Reset', text: 'https://secret-link', html: '<p>secret</p>' },
      'passwordReset',
      {
        send: async () => {
          throw Object.assign(new Error('never@example.com rejected'), { name: 'MessageRejected' });
        },
        sleep: async () => {},
      },
    );
    expect(outcome).toBe('failed');
    const [record] = await failedTo('never@example.com');
    expect(record).toMatchObject({ purpose: 'passwordReset', attempts: 3, errorName: 'MessageRejected' });
    expect(JSON.stringify(record)).not.toContain('secret');
  });
});

describe('when the mail transport fails', () => {
  it("still invites a client, records the invitation mail as failed, and a later invite reaches the client's inbox", async () => {
    const therapist = await signUpTherapist(api);
    const email = uniqueEmail('client');
    const added = await addClient(api, therapist, {
      firstName: 'Noa',
      lastName: 'Rivera',
      email,
      clientIdentifier: '',
      notes: '',
    });
    expect(added.status, added.text).toBe(201);
    breakTheTransport();
    const invite = () =>
      api.call<PracticeClient>('POST', `/api/therapist/clients/${added.body.id}/invite`, {
        token: therapist.token,
      });
    const invited = await invite();
    expect(invited.status, invited.text).toBe(200);
    expect(invited.body.invitedAt).toBeTruthy();
    expect(await failedTo(email)).toEqual([
      expect.objectContaining({ purpose: 'clientInvitation', attempts: 3 }),
    ]);

    process.env.MAIL_OUTBOX_DIR = workingOutbox;
    resetServerConfig();
    expect((await invite()).status).toBe(200);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Maya Ortiz invited you to their client portal');
  });

  it('still sends a referral: the colleague is listed as invited and the mail recorded as failed', async () => {
    const therapist = await signUpTherapist(api);
    const colleague = uniqueEmail('colleague');
    breakTheTransport();
    const sent = await api.call<{ referredEmail: string; status: string }>('POST', '/api/send-referral', {
      token: therapist.token,
      body: { email: colleague },
    });
    expect(sent.status, sent.text).toBe(201);
    expect(sent.body).toMatchObject({ referredEmail: colleague, status: 'pending' });
    expect(await failedTo(colleague)).toEqual([expect.objectContaining({ purpose: 'referralInvitation' })]);
  });

  it("still answers a portal visitor in crisis with the crisis reply and flags the conversation, though the therapist's notice cannot be mailed", async () => {
    const therapist = await signUpTherapist(api);
    breakTheTransport();
    const reply = await api.call<PortalChatReply>('POST', '/api/white-label/chat', {
      body: {
        subdomain: therapist.subdomain,
        message: 'I want to kill myself tonight, I have the pills ready',
        clientName: 'Ana',
      },
      headers: fromAddress('203.0.113.77'),
    });
    expect(reply.status, reply.text).toBe(201);
    expect(reply.body.answeredBy).toBe('safety');
    expect(reply.body.response).toContain('findahelpline.com');
    const queue = await api.call<{ conversations: { flaggedForReview: boolean }[] }>(
      'GET',
      '/api/therapist/conversations',
      { token: therapist.token },
    );
    expect(queue.body.conversations[0]).toMatchObject({ flaggedForReview: true });
    expect(await failedTo(therapist.email)).toEqual([
      expect.objectContaining({ purpose: 'safetyFlagNotice' }),
    ]);
  });
});
