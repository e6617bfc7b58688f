import { serverConfig } from '#functions/core/config/server-config.ts';
import type { AccountKind } from '#functions/core/db/repositories/sessions-repository.ts';

/** One session cookie per kind of account; never shared between kinds. */
export const sessionCookieNames: Record<AccountKind, string> = {
  member: 'mw_member_session',
  therapist: 'mw_therapist_session',
  client: 'mw_client_session',
};

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

function attributes(maxAgeSeconds: number): string {
  const secure = serverConfig().COOKIE_INSECURE ? '' : '; Secure';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAgeSeconds}${secure}`;
}

export function sessionCookie(kind: AccountKind, token: string, maxAgeSeconds: number): string {
  return `${sessionCookieNames[kind]}=${encodeURIComponent(token)}; ${attributes(maxAgeSeconds)}`;
}

export function clearedSessionCookie(kind: AccountKind): string {
  return `${sessionCookieNames[kind]}=; ${attributes(0)}`;
}
