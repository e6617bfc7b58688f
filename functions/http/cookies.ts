import { serverConfig } from '#functions/core/config/server-config.ts';
import { ACCOUNT_KINDS, type AccountKind } from '#functions/core/db/keys.ts';
import { SESSION_HINT_VALUE, sessionHintCookieBaseNames } from '#shared/api/session-hint.ts';

/** Each kind's session cookie, before the `__Host-` prefix (see sessionCookieName). */
export const cookieBaseNames: Record<AccountKind, string> = {
  member: 'mw_member_session',
  therapist: 'mw_therapist_session',
  client: 'mw_client_session',
};

/**
 * One session cookie per kind of account; never shared between kinds. The `__Host-` prefix makes
 * the browser keep it only when it is Secure, for Path=/ and without a Domain, so no subdomain (a
 * therapist portal) can set or overwrite it, and it is sent only to the host that set it.
 * Chromium (checked with Debian's Chromium 156) keeps such cookies on http://localhost and
 * http://{sub}.localhost too, which it treats as secure contexts. COOKIE_INSECURE (local only)
 * drops Secure, and with it the prefix, for a browser that does not.
 */
export function sessionCookieName(kind: AccountKind): string {
  return serverConfig().COOKIE_INSECURE ? cookieBaseNames[kind] : `__Host-${cookieBaseNames[kind]}`;
}

/** Whether a request carries a session cookie of any kind of account. */
export function hasSessionCookie(cookies: Record<string, string>): boolean {
  return ACCOUNT_KINDS.some((kind) => Boolean(cookies[sessionCookieName(kind)]));
}

export function parseCookies(headerValues: readonly string[]): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const header of headerValues) {
    for (const part of header.split(';')) {
      const index = part.indexOf('=');
      if (index <= 0) continue;
      const name = part.slice(0, index).trim();
      const raw = part.slice(index + 1).trim();
      if (!name || name in cookies) continue;
      try {
        cookies[name] = decodeURIComponent(raw);
      } catch {
        cookies[name] = raw;
      }
    }
  }
  return cookies;
}

/**
 * HttpOnly (no script reads it), Secure, SameSite=Strict (never sent with a request another site
 * starts, not even a link: the app reads the session with its own requests after it loads).
 */
function attributes(maxAgeSeconds: number): string {
  const secure = serverConfig().COOKIE_INSECURE ? '' : '; Secure';
  return `Path=/; HttpOnly; SameSite=Strict; Max-Age=${maxAgeSeconds}${secure}`;
}

/**
 * The session cookie (see `withSessionHints`: the HTTP stack sends the readable sign-in hint of the
 * same kind beside it, for as long).
 */
export function sessionCookie(kind: AccountKind, token: string, maxAgeSeconds: number): string {
  return `${sessionCookieName(kind)}=${encodeURIComponent(token)}; ${attributes(maxAgeSeconds)}`;
}

export function clearedSessionCookie(kind: AccountKind): string {
  return `${sessionCookieName(kind)}=; ${attributes(0)}`;
}

function sessionHintCookieName(kind: AccountKind): string {
  const base = sessionHintCookieBaseNames[kind];
  return serverConfig().COOKIE_INSECURE ? base : `__Host-${base}`;
}

/**
 * Every session cookie a reply sets or clears, followed by the sign-in hint of its kind (see
 * shared/api/session-hint.ts) set or cleared with it: the same lifetime and attributes, but readable
 * by the page's script. Sent by the HTTP stack for every reply, so no endpoint can set a session
 * without its hint, or end one and leave the hint behind.
 */
export function withSessionHints(cookies: readonly string[]): string[] {
  return cookies.flatMap((cookie) => {
    const kind = ACCOUNT_KINDS.find((candidate) => cookie.startsWith(`${sessionCookieName(candidate)}=`));
    if (!kind) return [cookie];
    const maxAgeSeconds = Number(/;\s*Max-Age=(\d+)/i.exec(cookie)?.[1] ?? 0);
    const signedIn = maxAgeSeconds > 0 && !cookie.startsWith(`${sessionCookieName(kind)}=;`);
    const secure = serverConfig().COOKIE_INSECURE ? '' : '; Secure';
    const hint =
      `${sessionHintCookieName(kind)}=${signedIn ? SESSION_HINT_VALUE : ''}; ` +
      `Path=/; SameSite=Strict; Max-Age=${signedIn ? maxAgeSeconds : 0}${secure}`;
    return [cookie, hint];
  });
}
