import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSessionHint, hasSessionHint } from './session-hint';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-in hint', () => {
  it('is read per kind of account, with or without the __Host- prefix', () => {
    const cookies = 'theme=dark; __Host-mw_member_signed_in=1; mw_client_signed_in=1';
    expect(hasSessionHint('member', cookies)).toBe(true);
    expect(hasSessionHint('client', cookies)).toBe(true);
    expect(hasSessionHint('therapist', cookies)).toBe(false);
  });

  it('counts only the value the server sets, never a cleared or look-alike cookie', () => {
    expect(hasSessionHint('member', '__Host-mw_member_signed_in=')).toBe(false);
    expect(hasSessionHint('member', 'x_mw_member_signed_in=1')).toBe(false);
    expect(hasSessionHint('member', 'mw_member_signed_in=10')).toBe(false);
  });

  it('is never there outside a browser (pre-rendering)', () => {
    expect(hasSessionHint('member')).toBe(false);
  });

  it('is forgotten in both spellings', () => {
    const written: string[] = [];
    vi.stubGlobal('document', {
      set cookie(value: string) {
        written.push(value);
      },
    });
    forgetSessionHint('therapist');
    expect(written).toEqual([
      '__Host-mw_therapist_signed_in=; Path=/; Max-Age=0; SameSite=Strict; Secure',
      'mw_therapist_signed_in=; Path=/; Max-Age=0; SameSite=Strict',
    ]);
  });
});
