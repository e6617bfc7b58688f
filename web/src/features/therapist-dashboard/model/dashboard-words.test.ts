import { describe, expect, it } from 'vitest';
import { countOf, longDay, minutesText, pendingReviewsLabel, shortDay } from './dashboard-words';

describe('dashboard words', () => {
  it('says one thing in the singular and any other count in the plural', () => {
    expect(countOf(1, 'rating')).toBe('1 rating');
    expect(countOf(2, 'rating')).toBe('2 ratings');
    expect(countOf(0, 'session')).toBe('0 sessions');
    expect(pendingReviewsLabel(1)).toBe('1 Pending Review');
    expect(pendingReviewsLabel(3)).toBe('3 Pending Reviews');
  });

  it('writes a calendar day as a person would, never as 2026-10-31', () => {
    expect(shortDay('2026-10-31')).toBe('31 Oct');
    expect(shortDay('2026-01-01')).toBe('1 Jan');
    expect(longDay('2026-10-31')).toMatch(/^Saturday,? 31 October 2026$/);
  });

  it('writes a session length without a bare zero', () => {
    expect(minutesText(0)).toBe('under 1 min');
    expect(minutesText(0.4)).toBe('under 1 min');
    expect(minutesText(22)).toBe('22 min');
    expect(minutesText(null)).toBe('—');
  });
});
