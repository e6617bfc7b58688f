import { describe, expect, it } from 'vitest';
import type { ColorScheme, MoodPalette } from './moods';
import {
  isMoodPreference,
  moodForTimeOfDay,
  moodPalettes,
  moodPreferences,
  moods,
  paletteFields,
  resolveMood,
  timeOfDay,
  timesOfDay,
} from './moods';

/** A local time today at hh:mm. */
function at(hours: number, minutes: number): Date {
  const date = new Date(2025, 2, 14);
  date.setHours(hours, minutes, 0, 0);
  return date;
}

/** WCAG 2.x relative luminance of a #RRGGBB colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const schemes: ColorScheme[] = ['light', 'dark'];
const everyPalette: [string, ColorScheme, MoodPalette][] = moods.flatMap((mood) =>
  schemes.map((scheme) => [mood, scheme, moodPalettes[mood][scheme]] as [string, ColorScheme, MoodPalette]),
);

describe('timeOfDay', () => {
  it.each([
    [0, 0, 'night'],
    [5, 59, 'night'],
    [6, 0, 'morning'],
    [11, 59, 'morning'],
    [12, 0, 'afternoon'],
    [17, 59, 'afternoon'],
    [18, 0, 'evening'],
    [21, 59, 'evening'],
    [22, 0, 'night'],
    [23, 59, 'night'],
  ])('%i:%i is %s', (hours, minutes, expected) => {
    expect(timeOfDay(at(hours, minutes))).toBe(expected);
  });
});

describe('auto mood', () => {
  it('follows the time of day', () => {
    expect(moodForTimeOfDay('morning')).toBe('energetic');
    expect(moodForTimeOfDay('afternoon')).toBe('focused');
    expect(moodForTimeOfDay('evening')).toBe('calm');
    expect(moodForTimeOfDay('night')).toBe('peaceful');
    expect(resolveMood('auto', at(5, 59))).toBe('peaceful');
    expect(resolveMood('auto', at(6, 0))).toBe('energetic');
    expect(resolveMood('auto', at(11, 59))).toBe('energetic');
    expect(resolveMood('auto', at(12, 0))).toBe('focused');
    expect(resolveMood('auto', at(17, 59))).toBe('focused');
    expect(resolveMood('auto', at(18, 0))).toBe('calm');
    expect(resolveMood('auto', at(21, 59))).toBe('calm');
    expect(resolveMood('auto', at(22, 0))).toBe('peaceful');
  });

  it('never picks grounded, at any minute of the day', () => {
    const picked = new Set<string>();
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      picked.add(resolveMood('auto', at(Math.floor(minute / 60), minute % 60)));
    }
    expect(picked).not.toContain('grounded');
    expect(timesOfDay.map(moodForTimeOfDay)).not.toContain('grounded');
    expect([...picked].sort()).toEqual(['calm', 'energetic', 'focused', 'peaceful']);
  });

  it('a picked mood stays whatever the time', () => {
    for (const mood of moods) {
      expect(resolveMood(mood, at(9, 0))).toBe(mood);
      expect(resolveMood(mood, at(23, 0))).toBe(mood);
    }
  });

  it('recognises only the six preferences', () => {
    for (const preference of moodPreferences) expect(isMoodPreference(preference)).toBe(true);
    expect(isMoodPreference('sunny')).toBe(false);
    expect(isMoodPreference(null)).toBe(false);
  });
});

describe('palettes', () => {
  it('have a light and a dark palette for every concrete mood', () => {
    expect(Object.keys(moodPalettes).sort()).toEqual([...moods].sort());
    for (const mood of moods) expect(Object.keys(moodPalettes[mood]).sort()).toEqual(['dark', 'light']);
  });

  it.each(everyPalette)(
    '%s (%s) has exactly the 11 fields, each a valid colour',
    (_mood, _scheme, palette) => {
      expect(Object.keys(palette).sort()).toEqual([...paletteFields].sort());
      expect(paletteFields).toHaveLength(11);
      for (const field of paletteFields) expect(palette[field]).toMatch(/^#[0-9A-F]{6}$/);
    },
  );

  it.each(everyPalette)('%s (%s) text meets WCAG AA on every surface', (_mood, _scheme, palette) => {
    for (const surface of [palette.background, palette.backgroundSecondary, palette.card, palette.muted]) {
      expect(contrast(palette.text, surface)).toBeGreaterThanOrEqual(7);
      expect(contrast(palette.textSecondary, surface)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it.each(everyPalette)('%s (%s) primary reads as text and carries button text', (_mood, scheme, palette) => {
    for (const surface of [palette.background, palette.card, palette.highlight]) {
      expect(contrast(palette.primary, surface)).toBeGreaterThanOrEqual(4.5);
    }
    const buttonText = scheme === 'light' ? '#FFFFFF' : palette.background;
    expect(contrast(buttonText, palette.primary)).toBeGreaterThanOrEqual(4.5);
  });

  it('light and dark differ, and no two moods look the same', () => {
    for (const mood of moods) {
      expect(moodPalettes[mood].light.background).not.toBe(moodPalettes[mood].dark.background);
    }
    const primaries = new Set(moods.map((mood) => moodPalettes[mood].light.primary));
    expect(primaries.size).toBe(moods.length);
  });

  it('contrast helper agrees with known WCAG values', () => {
    expect(contrast('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });
});
