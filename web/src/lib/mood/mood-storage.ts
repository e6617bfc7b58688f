import type { MoodPreference } from '#shared/domain/moods.ts';
import { DEFAULT_MOOD_PREFERENCE, isMoodPreference } from '#shared/domain/moods.ts';

/** The member's chosen mood, kept in this browser (spec: `userMoodPreference`). */
export const MOOD_PREFERENCE_KEY = 'userMoodPreference';

/** The stored preference; `auto` when nothing (or nothing valid) is stored or storage is blocked. */
export function readMoodPreference(): MoodPreference {
  try {
    const stored = window.localStorage.getItem(MOOD_PREFERENCE_KEY);
    return isMoodPreference(stored) ? stored : DEFAULT_MOOD_PREFERENCE;
  } catch {
    return DEFAULT_MOOD_PREFERENCE;
  }
}

export function writeMoodPreference(preference: MoodPreference): void {
  try {
    window.localStorage.setItem(MOOD_PREFERENCE_KEY, preference);
  } catch {
    // Storage blocked: the choice lasts for this visit only.
  }
}
