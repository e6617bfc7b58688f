import { afterEach, describe, expect, it, vi } from 'vitest';
import { memberChatPaths } from '#web/app/paths.ts';
import { ONBOARDING_DELAY_MS, recordOnboardingSeen, shouldShowOnboarding } from './onboarding-storage';
import { onboardingTips } from './onboarding-tips';

function stubStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => {
        values.set(key, value);
      },
      removeItem: (key: string) => {
        values.delete(key);
      },
    },
  });
  return values;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('when the tips open by themselves', () => {
  it('after sign-up sets the flag, until they are closed once', () => {
    const values = stubStorage({ showOnboarding: 'true' });
    expect(shouldShowOnboarding()).toBe(true);
    recordOnboardingSeen(new Date('2025-03-14T09:00:00Z'));
    expect(values.has('showOnboarding')).toBe(false);
    expect(values.get('onboardingSeen')).toBe('2025-03-14T09:00:00.000Z');
    expect(shouldShowOnboarding()).toBe(false);
  });

  it('never for a member who did not just sign up', () => {
    stubStorage();
    expect(shouldShowOnboarding()).toBe(false);
  });

  it('only on the chat screen, about a second after arriving', () => {
    expect([...memberChatPaths].sort()).toEqual(['/', '/chat', '/mirrorwell-chat']);
    expect(ONBOARDING_DELAY_MS).toBe(1_000);
  });
});

describe('the tips', () => {
  it('are five tips, each with body text and 2 or 3 example prompts', () => {
    expect(onboardingTips.map((tip) => tip.title)).toEqual([
      'Speak naturally',
      'Be honest',
      'Ask follow-up questions',
      'Use it for journaling and reflection',
      'Stay open',
    ]);
    for (const tip of onboardingTips) {
      expect(tip.description.length).toBeGreaterThan(10);
      expect(tip.body.length).toBeGreaterThan(80);
      expect(tip.examples.length).toBeGreaterThanOrEqual(2);
      expect(tip.examples.length).toBeLessThanOrEqual(3);
    }
  });
});
