import { describe, expect, it } from 'vitest';
import { formatWeekStart, messageHref, plural, trendSentence } from './insight-format';

describe('insight formatting', () => {
  it('links a theme to its message in the member chat', () => {
    expect(messageHref({ conversationId: '01JCONV', messageId: '01JMSG' })).toBe(
      '/chat?conversation=01JCONV&message=01JMSG',
    );
  });

  it('says how a theme moved over the weeks in plain words', () => {
    expect(trendSentence({ label: 'work', total: 9, weeksPresent: 5, direction: 'rising' }, 12)).toBe(
      'Work came up in 5 of the last 12 weeks, more often lately',
    );
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(3, 'day')).toBe('3 days');
    expect(formatWeekStart('2026-11-23')).toBe('23 Nov');
  });
});
