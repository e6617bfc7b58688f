/**
 * The few values the browser keeps between visits (never the session token: that is an
 * httpOnly cookie). Storage can be unavailable (private modes, blocked cookies): reads then
 * return null and writes do nothing.
 */
export const storageKeys = {
  pendingCoupon: 'pendingCoupon',
  showOnboarding: 'showOnboarding',
  theme: 'theme',
  /** Set once a visitor has closed the founder's story, so it opens by itself only on a first visit. */
  hasSeenFounderStory: 'hasSeenFounderStory',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

export function readStored(key: StorageKey): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStored(key: StorageKey, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to keep it in; the app works without it.
  }
}

export function removeStored(key: StorageKey): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
