import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { getEnterpriseLead } from '#functions/core/db/repositories/enterprise-leads-repository.ts';
import { DEFAULT_TEAM_EMAIL } from '#functions/core/enterprise/enterprise-leads.ts';
import { limits } from '#functions/core/rate-limits/limits.ts';
import { captureLogLines } from '#functions/test-support/captured-logs.ts';
import { mailsTo } from '#functions/test-support/outbox.ts';
import { fromAddress, startTestApi } from '#functions/test-support/test-api.ts';
import { ENTERPRISE_LEAD_RECEIVED, type EnterpriseLeadReceived } from '#shared/api/schemas/enterprise.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const TEAM = 'partnerships@example.org';

afterEach(() => {
  vi.unstubAllEnvs();
  resetServerConfig();
});

function withTeamAddress(address: string): void {
  vi.stubEnv('TEAM_EMAIL', address);
  resetServerConfig();
}

function lead(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Dr. Imani Okafor',
    email: 'Imani.Okafor@Harbourlight-Clinic.example',
    organisation: 'Harbourlight Counselling Group',
    teamSize: '11-50',
    message: 'We have 24 therapists in three states and would like SSO and a BAA before a pilot in spring.',
    ...overrides,
  };
}

const submit = (body: unknown, address: string) =>
  api.call<EnterpriseLeadReceived & ErrorBody>('POST', '/api/enterprise/leads', {
    body,
    headers: fromAddress(address),
  });

describe('an enterprise enquiry', () => {
  it('is stored and mailed to the team with every field the practice sent', async () => {
    withTeamAddress(TEAM);
    const reply = await submit(lead(), '198.51.100.10');
    expect(reply.status).toBe(201);
    expect(reply.body.message).toBe(ENTERPRISE_LEAD_RECEIVED);

    const stored = await getEnterpriseLead(reply.body.id);
    expect(stored).toMatchObject({
      name: 'Dr. Imani Okafor',
      email: 'imani.okafor@harbourlight-clinic.example',
      organisation: 'Harbourlight Counselling Group',
      teamSize: '11-50',
      message: lead().message,
    });

    const [mail] = await mailsTo(TEAM);
    expect(mail?.subject).toBe('Enterprise enquiry from Harbourlight Counselling Group (11–50 therapists)');
    for (const field of [
      'Name: Dr. Imani Okafor',
      'Work email: imani.okafor@harbourlight-clinic.example',
      'Organisation: Harbourlight Counselling Group',
      'Team size: 11–50 therapists',
      lead().message,
      reply.body.id,
    ]) {
      expect(mail?.text).toContain(field);
    }
  });

  it('escapes what the practice typed in the mail to the team', async () => {
    withTeamAddress(TEAM);
    const reply = await submit(
      lead({ organisation: '<b>Bold</b> Clinic', message: '<script>alert(1)</script> please call us' }),
      '198.51.100.11',
    );
    expect(reply.status).toBe(201);
    const [mail] = await mailsTo(TEAM);
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;b&gt;Bold&lt;/b&gt; Clinic');
  });

  it('goes to the default team address when TEAM_EMAIL is empty and MAIL_FROM unset', async () => {
    expect(process.env.MAIL_FROM).toBeUndefined();
    withTeamAddress('');
    const reply = await submit(lead({ organisation: 'Default Route Practice' }), '198.51.100.12');
    expect(reply.status).toBe(201);
    const mails = await mailsTo(DEFAULT_TEAM_EMAIL);
    expect(mails.some((mail) => mail.subject.includes('Default Route Practice'))).toBe(true);
  });

  it('refuses bad input with a message beside each field, and stores and mails nothing', async () => {
    withTeamAddress(TEAM);
    const before = (await mailsTo(TEAM)).length;
    const reply = await submit(
      { name: '  ', email: 'not-an-email', organisation: '', teamSize: 'lots', message: 'hi' },
      '198.51.100.13',
    );
    expect(reply.status).toBe(400);
    expect(reply.body.code).toBe('VALIDATION_FAILED');
    expect(reply.body.errors).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      organisation: 'Please enter the name of your practice or organisation',
      teamSize: 'Please choose the size of your team',
      message: 'Please tell us a little more (at least 10 characters)',
    });
    const tooLong = await submit(lead({ message: 'x'.repeat(2001) }), '198.51.100.13');
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.errors?.message).toBe('Please keep your message under 2000 characters');
    expect((await mailsTo(TEAM)).length).toBe(before);
  });

  it('is limited per network: the next one is refused with a 429 while another network still gets through', async () => {
    withTeamAddress(TEAM);
    const { limit } = limits.enterpriseLeadsPerAddress;
    for (let attempt = 1; attempt <= limit; attempt += 1) {
      const reply = await submit(lead({ name: `Sender ${attempt}` }), '2001:db8:77:1::5');
      expect(reply.status, `enquiry ${attempt}`).toBe(201);
    }
    // Another address in the same /64 is the same network.
    const refused = await submit(lead({ name: 'One too many' }), '2001:db8:77:1::9');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many enquiries from your network\. We have the ones you sent\. Please try again in \d+ minutes?\.$/,
    );
    expect((await mailsTo(TEAM)).some((mail) => mail.text.includes('One too many'))).toBe(false);

    const elsewhere = await submit(lead({ name: 'Other network' }), '2001:db8:77:2::5');
    expect(elsewhere.status).toBe(201);
  });

  it('is kept when the mail cannot be sent, and the logs hold neither the person nor their message', async () => {
    withTeamAddress(TEAM);
    const written = captureLogLines();
    try {
      vi.stubEnv('MAIL_OUTBOX_DIR', '/dev/null/not-a-folder');
      resetServerConfig();
      const secretMessage = 'Our clinic is quietly merging with another; please keep this between us.';
      const reply = await submit(lead({ message: secretMessage }), '198.51.100.14');
      expect(reply.status).toBe(201);
      expect(await getEnterpriseLead(reply.body.id)).toMatchObject({ message: secretMessage });

      const logs = written.join('\n');
      expect(logs).toContain('enterprise lead mail not sent');
      expect(logs).toContain(reply.body.id);
      for (const personal of [
        secretMessage,
        'Dr. Imani Okafor',
        'imani.okafor@harbourlight-clinic.example',
      ]) {
        expect(logs).not.toContain(personal);
      }
    } finally {
      vi.restoreAllMocks();
    }
  });
});
