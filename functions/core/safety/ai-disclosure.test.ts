import { describe, expect, it } from 'vitest';
import {
  AI_DISCLOSURE,
  AI_DISCLOSURE_AFTER_ABSENCE_MS,
  AI_DISCLOSURE_INTERVAL_MS,
  needsAiDisclosure,
} from './ai-disclosure';

const startedAt = new Date('2025-03-01T10:00:00.000Z');
const startedPlus = (milliseconds: number) => new Date(startedAt.getTime() + milliseconds);
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('needsAiDisclosure', () => {
  it('is true on the first reply of a conversation', () => {
    expect(
      needsAiDisclosure({ conversationStartedAt: startedAt, lastDisclosureAt: null, now: startedAt }),
    ).toBe(true);
    expect(needsAiDisclosure({ conversationStartedAt: startedAt, now: startedAt })).toBe(true);
  });

  it('is false at 2h59m after the last disclosure', () => {
    expect(
      needsAiDisclosure({
        conversationStartedAt: startedAt,
        lastDisclosureAt: startedAt,
        now: startedPlus(2 * HOUR + 59 * MINUTE),
      }),
    ).toBe(false);
  });

  it('is true again at 3h after the last disclosure', () => {
    expect(
      needsAiDisclosure({
        conversationStartedAt: startedAt,
        lastDisclosureAt: startedAt,
        now: startedPlus(3 * HOUR),
      }),
    ).toBe(true);
    expect(AI_DISCLOSURE_INTERVAL_MS).toBe(3 * HOUR);
  });

  it('counts from the latest disclosure, not from the start', () => {
    const lastDisclosureAt = startedPlus(3 * HOUR);
    expect(
      needsAiDisclosure({ conversationStartedAt: startedAt, lastDisclosureAt, now: startedPlus(5 * HOUR) }),
    ).toBe(false);
    expect(
      needsAiDisclosure({ conversationStartedAt: startedAt, lastDisclosureAt, now: startedPlus(6 * HOUR) }),
    ).toBe(true);
  });

  it('accepts ISO strings and epoch milliseconds as stored', () => {
    expect(
      needsAiDisclosure({
        conversationStartedAt: startedAt.toISOString(),
        lastDisclosureAt: startedAt.toISOString(),
        now: startedPlus(HOUR).getTime(),
      }),
    ).toBe(false);
  });

  it('discloses when the last disclosure predates this conversation or a time cannot be read', () => {
    expect(
      needsAiDisclosure({
        conversationStartedAt: startedAt,
        lastDisclosureAt: startedPlus(-MINUTE),
        now: startedPlus(MINUTE),
      }),
    ).toBe(true);
    expect(
      needsAiDisclosure({ conversationStartedAt: startedAt, lastDisclosureAt: 'not a date', now: startedAt }),
    ).toBe(true);
    expect(
      needsAiDisclosure({ conversationStartedAt: startedAt, lastDisclosureAt: startedAt, now: 'garbage' }),
    ).toBe(true);
  });
});

describe('needsAiDisclosure after time away', () => {
  // The last disclosure is recent, so the 3-hour rule alone would stay silent: only the absence speaks.
  const now = startedPlus(30 * DAY);
  const recentDisclosure = startedPlus(30 * DAY - HOUR);

  /** Whether the disclosure is due when the previous message was sent this long ago. */
  const needsDisclosureAfter = (away: number) =>
    needsAiDisclosure({
      conversationStartedAt: startedAt,
      lastDisclosureAt: recentDisclosure,
      previousMessageAt: new Date(now.getTime() - away),
      now,
    });

  it('counts 7 days as time away', () => {
    expect(AI_DISCLOSURE_AFTER_ABSENCE_MS).toBe(7 * DAY);
  });

  it.each([
    ['7 days', 7 * DAY],
    ['8 days', 8 * DAY],
    ['90 days', 90 * DAY],
  ])('is true when the previous message is %s old (7 days or older)', (_age, away) => {
    expect(needsDisclosureAfter(away)).toBe(true);
  });

  it.each([
    ['6 days', 6 * DAY],
    ['a minute under 7 days', 7 * DAY - MINUTE],
    ['2 hours', 2 * HOUR],
  ])('is false when the previous message is %s old and the 3-hour rule does not apply', (_age, away) => {
    expect(needsDisclosureAfter(away)).toBe(false);
  });

  it('still follows the 3-hour rule after 6 days away', () => {
    expect(
      needsAiDisclosure({
        conversationStartedAt: startedAt,
        lastDisclosureAt: new Date(now.getTime() - 6 * DAY),
        previousMessageAt: new Date(now.getTime() - 6 * DAY),
        now,
      }),
    ).toBe(true);
  });

  it('ignores a missing previous message and discloses when its time cannot be read', () => {
    const timing = { conversationStartedAt: startedAt, lastDisclosureAt: recentDisclosure, now };
    expect(needsAiDisclosure({ ...timing, previousMessageAt: null })).toBe(false);
    expect(needsAiDisclosure(timing)).toBe(false);
    expect(needsAiDisclosure({ ...timing, previousMessageAt: 'not a date' })).toBe(true);
    expect(
      needsAiDisclosure({ ...timing, previousMessageAt: new Date(now.getTime() - 8 * DAY).toISOString() }),
    ).toBe(true);
  });
});

describe('AI_DISCLOSURE', () => {
  it('says plainly that the guide is an AI, not a person or a therapist', () => {
    expect(AI_DISCLOSURE).toMatch(/\bAI\b/);
    expect(AI_DISCLOSURE).toMatch(/not a person or a therapist/);
    expect(AI_DISCLOSURE.length).toBeLessThan(120);
  });
});
