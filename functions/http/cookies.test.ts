import { afterEach, describe, expect, it } from 'vitest';
import { resetServerConfig } from '#functions/core/config/server-config.ts';
import { clearedSessionCookie, sessionCookie, withSessionHints } from './cookies';

afterEach(() => {
  delete process.env.COOKIE_INSECURE;
  resetServerConfig();
});

describe('the readable sign-in hint beside each session cookie', () => {
  it('is set with the session, for as long, readable by scripts and holding no token', () => {
    const session = sessionCookie('therapist', 'secret.token.value', 3600);
    const [sent, hint, ...rest] = withSessionHints([session]);
    expect(sent).toBe(session);
    expect(rest).toEqual([]);
    expect(hint).toBe('__Host-mw_therapist_signed_in=1; Path=/; SameSite=Strict; Max-Age=3600; Secure');
    expect(hint).not.toContain('secret');
    expect(hint).not.toMatch(/HttpOnly/i);
  });

  it('is cleared with the session, for every kind of account', () => {
    for (const kind of ['member', 'therapist', 'client'] as const) {
      expect(withSessionHints([clearedSessionCookie(kind)])[1]).toBe(
        `__Host-mw_${kind}_signed_in=; Path=/; SameSite=Strict; Max-Age=0; Secure`,
      );
    }
  });

  it('leaves other cookies alone and follows COOKIE_INSECURE like the session cookie', () => {
    expect(withSessionHints(['theme=dark; Path=/'])).toEqual(['theme=dark; Path=/']);
    process.env.COOKIE_INSECURE = 'true';
    resetServerConfig();
    expect(withSessionHints([sessionCookie('member', 'abc', 60)])).toEqual([
      'mw_member_session=abc; Path=/; HttpOnly; SameSite=Strict; Max-Age=60',
      'mw_member_signed_in=1; Path=/; SameSite=Strict; Max-Age=60',
    ]);
  });
});
