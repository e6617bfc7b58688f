import { afterEach, describe, expect, it, vi } from 'vitest';
import { MOOD_PREFERENCE_KEY, readMoodPreference, writeMoodPreference } from './mood-storage';

function stubStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  const localStorage = {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value);
    },
  };
  vi.stubGlobal('window', { localStorage });
  return values;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('mood preference storage', () => {
  it('defaults to auto', () => {
    stubStorage();
    expect(readMoodPreference()).toBe('auto');
  });

  it('keeps a choice under userMoodPreference', () => {
    const values = stubStorage();
    writeMoodPreference('grounded');
    expect(values.get(MOOD_PREFERENCE_KEY)).toBe('grounded');
    expect(MOOD_PREFERENCE_KEY).toBe('userMoodPreference');
    expect(readMoodPreference()).toBe('grounded');
  });

  it('ignores anything that is not a mood', () => {
    stubStorage({ userMoodPreference: 'sunny' });
    expect(readMoodPreference()).toBe('auto');
  });

  it('works without storage', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new Error('blocked');
      },
    });
    expect(readMoodPreference()).toBe('auto');
    expect(() => writeMoodPreference('calm')).not.toThrow();
  });
});
