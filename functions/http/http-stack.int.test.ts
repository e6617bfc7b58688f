import { describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { resetDbClient } from '#functions/core/db/client.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

describe('the HTTP stack', () => {
  it('answers unknown /api paths with 404 JSON and a wrong method with 405 JSON', async () => {
    const missing = await api.call<ErrorBody>('GET', '/api/no-such-thing');
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'Not found', code: 'NOT_FOUND' });
    const wrongMethod = await api.call<ErrorBody>('DELETE', '/api/modes');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('allow')).toBe('GET');
    expect(wrongMethod.body.message).toBe('Method not allowed');
  });

  it('refuses malformed JSON, non-object bodies and non-JSON content types with a clear 4xx', async () => {
    const malformed = await api.call<ErrorBody>('POST', '/api/auth/login', {
      rawBody: '{"email": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe('Invalid JSON body');
    const array = await api.call<ErrorBody>('POST', '/api/auth/login', { body: [1, 2] });
    expect(array.status).toBe(400);
    expect(array.body.message).toBe('The request body must be a JSON object');
    const form = await api.call<ErrorBody>('POST', '/api/auth/login', {
      rawBody: 'email=a@b.co&password=x',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.status).toBe(415);
  });

  it('tells a caller without a session only to sign in, never what a protected endpoint expects', async () => {
    const anonymous = await api.call<ErrorBody>('POST', '/api/chat', { body: { message: 42 } });
    expect(anonymous.status).toBe(401);
    expect(JSON.stringify(anonymous.body)).not.toMatch(/message.*(string|expected)/i);

    const member = await signUpMember(api);
    const signedIn = await api.call<ErrorBody>('POST', '/api/chat', {
      token: member.token,
      body: { message: 42 },
    });
    expect(signedIn.status).toBe(400);
  });

  it('adds a request id, security headers and no-store to every reply', async () => {
    const reply = await api.call('GET', '/api/modes');
    expect(reply.status).toBe(200);
    expect(reply.headers.get('x-request-id')).toMatch(/[0-9a-f-]{36}/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(reply.headers.get('strict-transport-security')).toContain('max-age=63072000');
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('reporting-endpoints')).toBeNull();
  });

  it('lists the four guides publicly with the tier that opens each', async () => {
    const reply = await api.call<{ id: string; requiredTier: string }[]>('GET', '/api/modes');
    expect(reply.body.map((mode) => [mode.id, mode.requiredTier])).toEqual([
      ['mirror', 'freemium'],
      ['shadow', 'standard'],
      ['innerchild', 'pro'],
      ['awakening', 'pro'],
    ]);
  });

  it('hides internal failures behind a plain 500 with no stack trace or internal message', async () => {
    const table = process.env.TABLE_NAME;
    process.env.TABLE_NAME = 'table-that-does-not-exist';
    resetServerConfig();
    resetDbClient();
    try {
      const reply = await api.call<ErrorBody>('POST', '/api/auth/login', {
        body: { email: 'someone@example.com', password: 'a-password' },
      });
      expect(reply.status).toBe(500);
      expect(reply.body.message).toBe('Something went wrong on our side. Please try again in a moment.');
      expect(reply.text).not.toMatch(/ResourceNotFound|at .+\.ts|table-that-does-not-exist|stack/i);
    } finally {
      process.env.TABLE_NAME = table;
      resetServerConfig();
      resetDbClient();
    }
  });
});
