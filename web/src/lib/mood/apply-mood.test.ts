import { describe, expect, it } from 'vitest';
import { moodPalettes, paletteFields } from '#shared/domain/moods.ts';
import type { MoodTarget } from './apply-mood';
import { applyMood, chakraMoodOverrides, moodVariableName } from './apply-mood';

function fakeRoot(): MoodTarget & { props: Map<string, string> } {
  const props = new Map<string, string>();
  return {
    props,
    dataset: {},
    style: {
      setProperty: (name: string, value: string | null) => {
        props.set(name, value ?? '');
      },
      removeProperty: (name: string) => {
        const previous = props.get(name) ?? '';
        props.delete(name);
        return previous;
      },
    },
  };
}

describe('moodVariableName', () => {
  it('names the 11 page-wide variables', () => {
    expect(paletteFields.map(moodVariableName)).toEqual([
      '--mw-primary',
      '--mw-secondary',
      '--mw-background',
      '--mw-background-secondary',
      '--mw-text',
      '--mw-text-secondary',
      '--mw-accent',
      '--mw-border',
      '--mw-card',
      '--mw-muted',
      '--mw-highlight',
    ]);
  });
});

describe('applyMood', () => {
  it('sets data-mood and the palette of the colour scheme', () => {
    const root = fakeRoot();
    applyMood(root, { mood: 'calm', scheme: 'dark', memberSpace: false });
    expect(root.dataset.mood).toBe('calm');
    expect(root.props.get('--mw-background')).toBe(moodPalettes.calm.dark.background);
    expect(root.props.get('--mw-text-secondary')).toBe(moodPalettes.calm.dark.textSecondary);

    applyMood(root, { mood: 'calm', scheme: 'light', memberSpace: false });
    expect(root.props.get('--mw-background')).toBe(moodPalettes.calm.light.background);
  });

  it("re-points Chakra's colours only inside a member's space", () => {
    const root = fakeRoot();
    applyMood(root, { mood: 'grounded', scheme: 'light', memberSpace: false });
    expect(root.dataset.moodSpace).toBeUndefined();
    expect(root.props.has('--chakra-colors-bg')).toBe(false);

    applyMood(root, { mood: 'grounded', scheme: 'light', memberSpace: true });
    expect(root.dataset.moodSpace).toBe('member');
    expect(root.props.get('--chakra-colors-bg')).toBe('var(--mw-background)');
    expect(root.props.get('--chakra-colors-brand-contrast')).toBe('#FFFFFF');

    applyMood(root, { mood: 'grounded', scheme: 'dark', memberSpace: true });
    expect(root.props.get('--chakra-colors-brand-contrast')).toBe('var(--mw-background)');

    applyMood(root, { mood: 'grounded', scheme: 'dark', memberSpace: false });
    expect(root.dataset.moodSpace).toBeUndefined();
    for (const name of Object.keys(chakraMoodOverrides('dark'))) expect(root.props.has(name)).toBe(false);
    expect(root.props.get('--mw-primary')).toBe(moodPalettes.grounded.dark.primary);
  });

  it('only refers to variables it sets', () => {
    const defined = new Set(paletteFields.map(moodVariableName));
    for (const value of Object.values(chakraMoodOverrides('light'))) {
      for (const [, name] of value.matchAll(/var\((--[a-z-]+)\)/g)) expect(defined).toContain(name);
    }
  });
});
