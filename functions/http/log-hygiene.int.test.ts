import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { consentGiven } from '#functions/test-support/consent.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi, uniqueEmail } from '#functions/test-support/test-api.ts';

/**
 * What members type is their inner life: it must never reach the logs. Every log line the API
 * writes while members sign up, fail to sign in, chat, stream, hit a crisis phrase and send bad
 * input is captured here and searched for what they typed and the tokens they were given.
 */
const api = startTestApi();
const written: string[] = [];

beforeAll(() => {
  vi.stubEnv('MIRRORWELL_QUIET_LOGS', '');
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      written.push(args.map((arg) => (typeof arg === 'string' ? arg : JSON.stringify(arg))).join(' '));
    });
  }
});
afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('logs', () => {
  it('hold request metadata but never passwords, tokens or what members write', async () => {
    const member = await signUpMember(api);
    const secrets = [member.token, 'quiet-river-42'];

    const wrongPassword = 'my-wrong-password-71';
    secrets.push(wrongPassword);
    await api.call('POST', '/api/auth/login', { body: { email: member.email, password: wrongPassword } });
    await api.call('POST', '/api/auth/register', {
      body: {
        email: uniqueEmail(),
        password: 'short',
        firstName: 'Private-Name-Zed',
        lastName: 'L',
        ...consentGiven,
      },
    });
    secrets.push('Private-Name-Zed');

    const journal = 'My brother Tobias and the secret I keep about the lake house';
    const crisis = 'I have the pills counted out for tonight';
    secrets.push('Tobias', 'lake house', 'pills counted');
    const json = await api.call('POST', '/api/chat', {
      token: member.token,
      body: { message: journal, modeId: 'mirror' },
    });
    expect(json.status).toBe(201);
    const streamed = await api.call('POST', '/api/chat', {
      token: member.token,
      body: { message: crisis, modeId: 'mirror' },
      headers: { accept: 'text/event-stream' },
    });
    expect(streamed.text).toContain('findahelpline.com');
    await api.call('POST', '/api/chat', {
      token: member.token,
      rawBody: `{"message": "${journal}"`,
      headers: { 'content-type': 'application/json' },
    });

    const logs = written.join('\n');
    expect(logs).toContain('/api/chat');
    for (const secret of secrets) expect(logs).not.toContain(secret);
  });
});
