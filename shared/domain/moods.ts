/**
 * Moods: the adaptive colours of a member's space. In `auto` the mood follows the time of day;
 * a member can also pick one. `grounded` is never chosen automatically.
 */
export const moodPreferences = ['auto', 'peaceful', 'energetic', 'focused', 'calm', 'grounded'] as const;
export type MoodPreference = (typeof moodPreferences)[number];

/** A concrete mood, one with colours of its own. */
export type Mood = Exclude<MoodPreference, 'auto'>;
export const moods = [
  'peaceful',
  'energetic',
  'focused',
  'calm',
  'grounded',
] as const satisfies readonly Mood[];

export const DEFAULT_MOOD_PREFERENCE: MoodPreference = 'auto';

/** How often `auto` looks at the clock again. */
export const MOOD_CHECK_INTERVAL_MS = 60_000;

export const timesOfDay = ['morning', 'afternoon', 'evening', 'night'] as const;
export type TimeOfDay = (typeof timesOfDay)[number];

export type ColorScheme = 'light' | 'dark';

/** The palette fields every mood defines, no more. Every value is a `#RRGGBB` colour. */
export interface MoodPalette {
  primary: string;
  secondary: string;
  background: string;
  backgroundSecondary: string;
  text: string;
  textSecondary: string;
  accent: string;
  border: string;
  card: string;
  muted: string;
  highlight: string;
}

export const paletteFields = [
  'primary',
  'secondary',
  'background',
  'backgroundSecondary',
  'text',
  'textSecondary',
  'accent',
  'border',
  'card',
  'muted',
  'highlight',
] as const satisfies readonly (keyof MoodPalette)[];

export interface MoodDetails {
  label: string;
  /** A few words on how the mood feels. */
  description: string;
}

export const moodDetails: Record<Mood, MoodDetails> = {
  peaceful: { label: 'Peaceful', description: 'Soft lavender dusk for quiet nights' },
  energetic: { label: 'Energetic', description: 'Warm sunrise tones to start the day' },
  focused: { label: 'Focused', description: 'Clear lake blues for thinking things through' },
  calm: { label: 'Calm', description: 'Gentle sage greens to unwind in the evening' },
  grounded: { label: 'Grounded', description: 'Earthy browns and moss to feel steady' },
};

/** 'Calm this evening', 'Peaceful tonight'. */
export const timeOfDayPhrases: Record<TimeOfDay, string> = {
  morning: 'this morning',
  afternoon: 'this afternoon',
  evening: 'this evening',
  night: 'tonight',
};

/**
 * Light and dark colours for each mood. Text and secondary text meet WCAG AA (4.5:1) on the
 * background, the secondary background, the card and the muted fill; primary reads as text on
 * the background, the card and the highlight, and carries white (light) or the background
 * (dark) as button text. The unit tests check every pair.
 */
export const moodPalettes: Record<Mood, Record<ColorScheme, MoodPalette>> = {
  peaceful: {
    light: {
      primary: '#52509A',
      secondary: '#7C79B5',
      background: '#F7F6FB',
      backgroundSecondary: '#EEEDF6',
      text: '#24233A',
      textSecondary: '#55536E',
      accent: '#A86F99',
      border: '#DDDBEA',
      card: '#FFFFFF',
      muted: '#E9E7F3',
      highlight: '#E4E1F6',
    },
    dark: {
      primary: '#ABA8E8',
      secondary: '#8E8BC9',
      background: '#15141F',
      backgroundSecondary: '#1C1B2A',
      text: '#ECEBF6',
      textSecondary: '#B4B2CC',
      accent: '#D9A7CB',
      border: '#35334B',
      card: '#1F1E2E',
      muted: '#2A2940',
      highlight: '#2F2D4B',
    },
  },
  energetic: {
    light: {
      primary: '#A64B24',
      secondary: '#C9803A',
      background: '#FDF8F2',
      backgroundSecondary: '#FAEEDF',
      text: '#2E2118',
      textSecondary: '#6A5343',
      accent: '#D99A2B',
      border: '#EEDCC8',
      card: '#FFFFFF',
      muted: '#F6E8D8',
      highlight: '#FBE4C8',
    },
    dark: {
      primary: '#F0A07A',
      secondary: '#E8B77A',
      background: '#1C1510',
      backgroundSecondary: '#251C15',
      text: '#F8EEE4',
      textSecondary: '#CDB7A5',
      accent: '#F2C46B',
      border: '#453528',
      card: '#2A1F17',
      muted: '#33261C',
      highlight: '#45301F',
    },
  },
  focused: {
    light: {
      primary: '#1D6983',
      secondary: '#3E8EA8',
      background: '#F5F9FA',
      backgroundSecondary: '#E8F1F4',
      text: '#17262C',
      textSecondary: '#4A5E66',
      accent: '#2A9283',
      border: '#D3E2E7',
      card: '#FFFFFF',
      muted: '#E3EEF1',
      highlight: '#D8ECF3',
    },
    dark: {
      primary: '#7CC4DD',
      secondary: '#5FA9C2',
      background: '#0F181C',
      backgroundSecondary: '#142126',
      text: '#E6F1F4',
      textSecondary: '#A6BCC4',
      accent: '#6FD1BF',
      border: '#2A3C44',
      card: '#17252B',
      muted: '#1E2F36',
      highlight: '#1E3B47',
    },
  },
  calm: {
    light: {
      primary: '#3A6753',
      secondary: '#6B8F7D',
      background: '#F6F8F4',
      backgroundSecondary: '#ECF1E9',
      text: '#1F2A24',
      textSecondary: '#515F58',
      accent: '#A9824F',
      border: '#D9E2D5',
      card: '#FFFFFF',
      muted: '#E6ECE2',
      highlight: '#DDEBDE',
    },
    dark: {
      primary: '#9CCBB3',
      secondary: '#7FAE97',
      background: '#121814',
      backgroundSecondary: '#18201B',
      text: '#E8F0EA',
      textSecondary: '#AFC0B5',
      accent: '#D8B787',
      border: '#2E3B33',
      card: '#1B241F',
      muted: '#233029',
      highlight: '#263D2E',
    },
  },
  grounded: {
    light: {
      primary: '#74553A',
      secondary: '#857548',
      background: '#F8F5F0',
      backgroundSecondary: '#EFE9DF',
      text: '#2A231C',
      textSecondary: '#5D5246',
      accent: '#66773F',
      border: '#E0D6C6',
      card: '#FFFFFF',
      muted: '#EAE3D7',
      highlight: '#EFE2CB',
    },
    dark: {
      primary: '#D2B48C',
      secondary: '#B8A878',
      background: '#17140F',
      backgroundSecondary: '#1F1A14',
      text: '#F1EBE2',
      textSecondary: '#C2B6A6',
      accent: '#A9BC7E',
      border: '#3B3328',
      card: '#231E17',
      muted: '#2D261E',
      highlight: '#3C3122',
    },
  },
};

/** 06:00–11:59 morning, 12:00–17:59 afternoon, 18:00–21:59 evening, otherwise night (local time). */
export function timeOfDay(date: Date): TimeOfDay {
  const hour = date.getHours();
  if (hour >= 6 && hour < 12) return 'morning';
  if (hour >= 12 && hour < 18) return 'afternoon';
  if (hour >= 18 && hour < 22) return 'evening';
  return 'night';
}

const autoMoods: Record<TimeOfDay, Mood> = {
  morning: 'energetic',
  afternoon: 'focused',
  evening: 'calm',
  night: 'peaceful',
};

/** The mood `auto` picks for a time of day. Never `grounded`: that one is manual only. */
export function moodForTimeOfDay(time: TimeOfDay): Mood {
  return autoMoods[time];
}

/** The concrete mood for a preference at a moment. */
export function resolveMood(preference: MoodPreference, date: Date): Mood {
  return preference === 'auto' ? moodForTimeOfDay(timeOfDay(date)) : preference;
}

export function isMoodPreference(value: unknown): value is MoodPreference {
  return typeof value === 'string' && (moodPreferences as readonly string[]).includes(value);
}

export function moodPalette(mood: Mood, scheme: ColorScheme): MoodPalette {
  return moodPalettes[mood][scheme];
}
