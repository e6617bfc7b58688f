import { startEarlyReads } from '#web/lib/api-request.ts';
import { hasSessionHint } from '#web/lib/session-hint.ts';
import { memberChatPaths, paths } from './paths';

/**
 * The code of the two signed-in screens a fresh load opens most (the member chat and the therapist
 * dashboard), fetched once and kept. The entry asks for it with the page's first scripts when the
 * server's sign-in hint says such a screen will be shown, so it arrives alongside React instead of
 * after it; the router draws the screen from the same module without a loading state (see
 * lazy-screen.ts). Plain code without React: it is part of the entry.
 */
export interface ScreenCode<Module> {
  /** The module, fetching it the first time; a failed fetch is tried again the next time. */
  load(): Promise<Module>;
  /** The module once it has arrived. */
  readonly loaded: Module | undefined;
}

export function screenCode<Module>(fetchModule: () => Promise<Module>): ScreenCode<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load() {
      loading ??= fetchModule().then(
        (module) => {
          loaded = module;
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get loaded() {
      return loaded;
    },
  };
}

export const memberChatCode = screenCode(() => import('#web/features/chat/components/chat-screen.tsx'));
export const therapistDashboardCode = screenCode(
  () => import('#web/features/therapist-dashboard/components/therapist-dashboard-page.tsx'),
);

export type SignedInScreen = 'member-chat' | 'therapist-dashboard';

/** The signed-in screen this address shows on a fresh load, by the server's sign-in hints; null for none. */
export function signedInScreenAt(pathname: string, cookies?: string): SignedInScreen | null {
  if (memberChatPaths.has(pathname) && hasSessionHint('member', cookies)) return 'member-chat';
  if (pathname === paths.therapistDashboard && hasSessionHint('therapist', cookies))
    return 'therapist-dashboard';
  return null;
}

const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/**
 * What each screen reads as it is first drawn: the session look-up, then its data. The features own
 * these keys (signed-in-screen-code.test.ts keeps the two lists equal); the entry cannot import them
 * without pulling SWR and React into the landing's first script.
 */
export const firstReadsOf: Record<SignedInScreen, () => string[]> = {
  'member-chat': () => ['/api/auth/user', '/api/conversations?limit=20', '/api/usage', '/api/modes'],
  'therapist-dashboard': () => [
    '/api/therapist/me',
    '/api/therapist/clients',
    `/api/therapist/dashboard-stats?timeZone=${encodeURIComponent(timeZone())}`,
    '/api/therapist/onboarding',
    '/api/billing/config',
  ],
};

/**
 * A signed-in screen's code and its first reads, all asked for at once by the entry, alongside
 * React: a fresh load then waits for one round of requests rather than a chain of them (React, the
 * session, the screen's code, its data). Only with the server's sign-in hint: a visitor's browser
 * fetches nothing more.
 */
export function startSignedInScreen(screen: SignedInScreen): void {
  const [sessionLookUp = '', ...data] = firstReadsOf[screen]();
  // The session first (the server's work overlaps the code's transfer), the code, then the data.
  startEarlyReads([sessionLookUp]);
  const code = screen === 'member-chat' ? memberChatCode : therapistDashboardCode;
  // A failed fetch is tried again when the router asks for the screen, and reported there.
  code.load().catch(() => {});
  startEarlyReads(data);
}
