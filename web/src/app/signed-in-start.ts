import { preload } from 'swr';
import { fetchData, SESSION_KEY, THERAPIST_SESSION_KEY } from '#web/lib/api-client.ts';
import { hasSessionHint } from '#web/lib/session-hint.ts';
import { paths } from './paths';

/**
 * A signed-in screen's code and its session look-up, started together while React loads, so a
 * fresh load waits for one round of requests rather than a chain of them (React, then the session,
 * then the screen's code, then its data). Only with the server's sign-in hint: a visitor fetches
 * nothing more. The app asks for the same things later and gets these (the browser's module map,
 * SWR's preload).
 */
const memberHome = new Set<string>([paths.home, paths.chat, paths.productChat]);

export function startSignedInScreen(pathname: string): void {
  if (memberHome.has(pathname) && hasSessionHint('member')) {
    void preload(SESSION_KEY, fetchData);
    void import('#web/features/chat/components/chat-screen.tsx');
    return;
  }
  if (pathname === paths.therapistDashboard && hasSessionHint('therapist')) {
    void preload(THERAPIST_SESSION_KEY, fetchData);
    void import('#web/features/therapist-dashboard/components/therapist-dashboard-page.tsx');
  }
}
