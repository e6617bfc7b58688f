import { PORTAL_VISIT_MAX_SESSIONS } from '#shared/api/schemas/portal-visit.ts';

/**
 * The sessions this browser started with one practice's portal, so a return is greeted as one.
 * Only the session ids are kept (each holds the secret that makes the session this browser's), per
 * practice, newest last; "Not you?" forgets them. Storage that is full or switched off only means
 * every visit is a first one.
 */
const keyOf = (subdomain: string) => `mirrorwell.portal.${subdomain}.sessions`;

export function visitorSessionIds(subdomain: string): string[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(subdomain)) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((id): id is string => typeof id === 'string').slice(-PORTAL_VISIT_MAX_SESSIONS)
      : [];
  } catch {
    return [];
  }
}

function store(subdomain: string, ids: readonly string[]): void {
  try {
    if (ids.length === 0) localStorage.removeItem(keyOf(subdomain));
    else localStorage.setItem(keyOf(subdomain), JSON.stringify(ids.slice(-PORTAL_VISIT_MAX_SESSIONS)));
  } catch {
    // Without storage every visit is a first visit.
  }
}

export function rememberVisitorSession(subdomain: string, sessionId: string): void {
  store(subdomain, [...visitorSessionIds(subdomain).filter((id) => id !== sessionId), sessionId]);
}

/** Keeps only the sessions the server recognised (the others are gone or were never this browser's). */
export function keepVisitorSessions(subdomain: string, known: readonly string[]): void {
  store(
    subdomain,
    visitorSessionIds(subdomain).filter((id) => known.includes(id)),
  );
}

export function forgetVisitorSessions(subdomain: string): void {
  store(subdomain, []);
}
