import { describe, expect, it } from 'vitest';
import { describeWait, fairUseRefusal } from './fair-use';

describe('fair-use refusals', () => {
  it('say kindly when the person can go on, and carry the same wait as Retry-After', () => {
    const minute = fairUseRefusal('minute', new Date('2026-03-01T10:15:20Z'));
    expect(minute.status).toBe(429);
    expect(minute.details.retryAfterSeconds).toBe(40);
    expect(minute.message).toBe(
      "You're sending messages faster than I can thoughtfully reply. Please take a breath — you can continue in about 40 seconds.",
    );
    const day = fairUseRefusal('day', new Date('2026-03-01T19:00:00Z'));
    expect(day.details.retryAfterSeconds).toBe(5 * 3600);
    expect(day.message).toMatch(/you can continue in about 5 hours, when a new day begins \(UTC\)\.$/);
  });

  it('describes a wait in the unit a person thinks in', () => {
    expect(describeWait(1)).toBe('about 1 second');
    expect(describeWait(59)).toBe('about 59 seconds');
    expect(describeWait(600)).toBe('about 10 minutes');
    expect(describeWait(3600 * 7)).toBe('about 7 hours');
  });
});
