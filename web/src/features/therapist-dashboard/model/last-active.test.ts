import { describe, expect, it } from 'vitest';
import { initialsOf, lastActiveText } from './last-active';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000).toISOString();

describe('last active', () => {
  it('reads as the spec says', () => {
    expect(lastActiveText(null, now)).toBe('No sessions yet');
    expect(lastActiveText(ago(0.2), now)).toBe('Today');
    expect(lastActiveText(ago(1), now)).toBe('1 day ago');
    expect(lastActiveText(ago(6), now)).toBe('6 days ago');
    expect(lastActiveText(ago(7), now)).toBe('1 week ago');
    expect(lastActiveText(ago(20), now)).toBe('2 weeks ago');
    expect(lastActiveText(ago(29), now)).toBe('4 weeks ago');
    expect(lastActiveText(ago(45), now)).toBe('Oct 9, 2026');
  });

  it('makes initials', () => {
    expect(initialsOf('ada', ' lovelace')).toBe('AL');
  });
});
