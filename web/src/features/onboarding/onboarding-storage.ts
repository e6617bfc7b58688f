import { readStored, removeStored, storageKeys } from '#web/lib/browser-storage.ts';

/** When the member last closed or finished the tips (an ISO time), kept in this browser. */
export const ONBOARDING_SEEN_KEY = 'onboardingSeen';

/** The tips open by themselves this long after a new member arrives in their space. */
export const ONBOARDING_DELAY_MS = 1_000;

/** Sign-up sets `showOnboarding`; until the member closes the tips once, they open on arrival. */
export function shouldShowOnboarding(): boolean {
  return readStored(storageKeys.showOnboarding) === 'true';
}

/** Closing or finishing the tips: they do not open by themselves again. */
export function recordOnboardingSeen(now = new Date()): void {
  removeStored(storageKeys.showOnboarding);
  try {
    window.localStorage.setItem(ONBOARDING_SEEN_KEY, now.toISOString());
  } catch {
    // Storage blocked: the flag above is gone anyway (or was never kept).
  }
}
