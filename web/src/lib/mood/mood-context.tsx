import type { ReactNode } from 'react';
import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import useSWR from 'swr';
import type { ColorScheme, Mood, MoodPreference, TimeOfDay } from '#shared/domain/moods.ts';
import {
  isMoodPreference,
  MOOD_CHECK_INTERVAL_MS,
  moodForTimeOfDay,
  resolveMood,
  timeOfDay as timeOfDayAt,
} from '#shared/domain/moods.ts';
import { useResolvedColorMode } from '#web/components/ui/color-mode.tsx';
import { fetchData, SESSION_KEY } from '#web/lib/api-client.ts';
import { applyMood } from './apply-mood';
import { MOOD_PREFERENCE_KEY, readMoodPreference, writeMoodPreference } from './mood-storage';

export interface MoodState {
  /** What the member chose: `auto` or a mood. */
  preference: MoodPreference;
  /** The mood in effect now. */
  mood: Mood;
  timeOfDay: TimeOfDay;
  /** The mood `auto` gives at this time of day. */
  autoMood: Mood;
  colorScheme: ColorScheme;
  /** Keeps the choice in this browser; the colours change at once. */
  setPreference: (preference: MoodPreference) => void;
}

const MoodContext = createContext<MoodState | null>(null);

/** The current time, looked at again every minute. */
function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), MOOD_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The adaptive colours: keeps the preference, follows the clock in `auto`, and applies the
 * palette of the current light/dark mode to <html> (see `applyMood`).
 */
export function MoodProvider({ children }: { children: ReactNode }) {
  const [preference, setPreferenceState] = useState<MoodPreference>(readMoodPreference);
  const now = useMinuteClock();
  const colorScheme: ColorScheme = useResolvedColorMode() === 'dark' ? 'dark' : 'light';
  const { data: member } = useSWR<unknown>(SESSION_KEY, fetchData);
  const memberSpace = Boolean(member);

  const timeOfDay = timeOfDayAt(now);
  const autoMood = moodForTimeOfDay(timeOfDay);
  const mood = resolveMood(preference, now);

  useLayoutEffect(() => {
    applyMood(document.documentElement, { mood, scheme: colorScheme, memberSpace });
  }, [mood, colorScheme, memberSpace]);

  // A choice made in another tab applies here too.
  useEffect(() => {
    function onStorage(event: StorageEvent) {
      if (event.key === MOOD_PREFERENCE_KEY) {
        setPreferenceState(isMoodPreference(event.newValue) ? event.newValue : readMoodPreference());
      }
    }
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setPreference = useCallback((next: MoodPreference) => {
    writeMoodPreference(next);
    setPreferenceState(next);
  }, []);

  const value = useMemo<MoodState>(
    () => ({ preference, mood, timeOfDay, autoMood, colorScheme, setPreference }),
    [preference, mood, timeOfDay, autoMood, colorScheme, setPreference],
  );
  return <MoodContext.Provider value={value}>{children}</MoodContext.Provider>;
}

export function useMood(): MoodState {
  const state = useContext(MoodContext);
  if (!state) throw new Error('useMood needs the MoodProvider mounted in AppProviders');
  return state;
}
