import type { ColorScheme, Mood, MoodPalette } from '#shared/domain/moods.ts';
import { moodPalette, paletteFields } from '#shared/domain/moods.ts';

/** `backgroundSecondary` -> `--mw-background-secondary`. */
export function moodVariableName(field: keyof MoodPalette): string {
  return `--mw-${field.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
}

/**
 * Chakra's semantic colours, re-pointed at the mood palette inside a member's space so every
 * surface, text, border and brand control follows the mood. Visitors keep the brand look.
 */
export function chakraMoodOverrides(scheme: ColorScheme): Record<string, string> {
  return {
    '--chakra-colors-bg': 'var(--mw-background)',
    '--chakra-colors-bg-subtle': 'var(--mw-background-secondary)',
    '--chakra-colors-bg-panel': 'var(--mw-card)',
    '--chakra-colors-bg-muted': 'var(--mw-muted)',
    '--chakra-colors-fg': 'var(--mw-text)',
    '--chakra-colors-fg-muted': 'var(--mw-text-secondary)',
    '--chakra-colors-border': 'var(--mw-border)',
    '--chakra-colors-brand-solid': 'var(--mw-primary)',
    // White on the deep light-mode primaries, the page colour on the soft dark-mode ones.
    '--chakra-colors-brand-contrast': scheme === 'light' ? '#FFFFFF' : 'var(--mw-background)',
    '--chakra-colors-brand-fg': 'var(--mw-primary)',
    '--chakra-colors-brand-subtle': 'color-mix(in srgb, var(--mw-highlight) 55%, var(--mw-card))',
    '--chakra-colors-brand-muted': 'var(--mw-highlight)',
    '--chakra-colors-brand-emphasized': 'color-mix(in srgb, var(--mw-primary) 20%, var(--mw-highlight))',
    '--chakra-colors-brand-focus-ring': 'var(--mw-primary)',
  };
}

/** The part of an element this module touches (so tests need no DOM). */
export interface MoodTarget {
  style: Pick<CSSStyleDeclaration, 'setProperty' | 'removeProperty'>;
  dataset: DOMStringMap;
}

export interface AppliedMood {
  mood: Mood;
  scheme: ColorScheme;
  /** A signed-in member's screens take the mood's colours; visitors' screens keep the brand look. */
  memberSpace: boolean;
}

/**
 * Puts the mood on the page: `data-mood`, the `--mw-*` palette variables (always), and in a
 * member's space `data-mood-space` plus the Chakra overrides.
 */
export function applyMood(target: MoodTarget, { mood, scheme, memberSpace }: AppliedMood): void {
  const palette = moodPalette(mood, scheme);
  target.dataset.mood = mood;
  for (const field of paletteFields) target.style.setProperty(moodVariableName(field), palette[field]);
  const overrides = chakraMoodOverrides(scheme);
  if (memberSpace) {
    target.dataset.moodSpace = 'member';
    for (const [name, value] of Object.entries(overrides)) target.style.setProperty(name, value);
  } else {
    delete target.dataset.moodSpace;
    for (const name of Object.keys(overrides)) target.style.removeProperty(name);
  }
}
