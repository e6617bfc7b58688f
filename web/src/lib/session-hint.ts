import {
  SESSION_HINT_VALUE,
  type SessionHintKind,
  sessionHintCookieBaseNames,
} from '#shared/api/session-hint.ts';

export type { SessionHintKind };

function cookieNamesOf(kind: SessionHintKind): string[] {
  const base = sessionHintCookieBaseNames[kind];
  return [`__Host-${base}`, base];
}

/**
 * Whether the server said a session of this kind was started in this browser (the readable hint it
 * sets beside the httpOnly session cookie, see shared/api/session-hint.ts). Without it nobody is
 * signed in here, so the app shows the visitor's view at once and asks the server nothing. Never a
 * proof of a session: the server still decides. Always false outside a browser (pre-rendering).
 */
export function hasSessionHint(kind: SessionHintKind, cookies = readCookies()): boolean {
  const names = cookieNamesOf(kind);
  return cookies
    .split(';')
    .map((part) => part.trim())
    .some((part) => names.some((name) => part === `${name}=${SESSION_HINT_VALUE}`));
}

/** Forgets the hint once the server has said the session is gone (an ended or expired session). */
export function forgetSessionHint(kind: SessionHintKind): void {
  if (typeof document === 'undefined') return;
  for (const name of cookieNamesOf(kind)) {
    const secure = name.startsWith('__Host-') ? '; Secure' : '';
    // biome-ignore lint/suspicious/noDocumentCookie: the hint is a plain cookie the server sets; only it is cleared here.
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Strict${secure}`;
  }
}

function readCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
