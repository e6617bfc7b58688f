import { describe, expect, it } from 'vitest';
import { themeLexicon } from '#functions/core/guides/theme-lexicon.ts';
import { claimsToBeHumanOrClinician } from '#functions/core/safety/ai-identity.ts';
import { findRiskWords } from '#functions/core/safety/risk-words.ts';
import { modeIds } from '#shared/domain/modes.ts';
import { memberCalendar } from './calendar';
import { composeOfflineWeeklyReflection } from './offline-weekly-reflection';
import { type WeekInReview, weekInReview } from './week-in-review';

const labels = themeLexicon.map((theme) => theme.label);

function week(overrides: Partial<WeekInReview>): WeekInReview {
  return {
    modeId: 'mirror',
    messages: 4,
    daysReflected: 2,
    earlierActiveWeeks: 3,
    themes: [],
    newThemes: [],
    returningThemes: [],
    quieterThemes: [],
    ...overrides,
  };
}

describe("the offline guide's weekly reflection", () => {
  it('never holds a risk word or claims to be a person, for any guide and any theme of the lexicon', () => {
    for (const modeId of modeIds) {
      labels.forEach((label, index) => {
        const other = labels[(index + 1) % labels.length] ?? label;
        const text = composeOfflineWeeklyReflection(
          week({
            modeId,
            themes: [
              { label, count: 3 },
              { label: other, count: 1 },
            ],
            newThemes: [other],
            returningThemes: [{ label, weeks: 4 }],
            quieterThemes: [labels[(index + 2) % labels.length] ?? label],
          }),
        );
        expect(findRiskWords(text), `${modeId} ${label}: ${text}`).toEqual([]);
        expect(claimsToBeHumanOrClinician(text)).toBe(false);
      });
    }
  });

  it("speaks in each guide's own voice, from counts and themes", () => {
    const review = week({
      themes: [
        { label: 'work', count: 3 },
        { label: 'family', count: 1 },
      ],
      newThemes: ['family'],
    });
    expect(composeOfflineWeeklyReflection(review)).toBe(
      'Here is what I noticed, looking back over your week. You wrote 4 messages on 2 days in the past 7 days. You came back most often to work and your family. Your family is new in what you share. What do you notice when you read this back, especially about work?',
    );
    const openings = modeIds.map(
      (modeId) => composeOfflineWeeklyReflection({ ...review, modeId }).split('.')[0],
    );
    expect(new Set(openings).size).toBe(4);
    expect(
      composeOfflineWeeklyReflection(week({ modeId: 'innerchild', messages: 1, daysReflected: 1 })),
    ).toContain('You wrote one message on one day');
    // In a first week everything is new: that goes without saying.
    expect(composeOfflineWeeklyReflection({ ...review, earlierActiveWeeks: 0 })).not.toContain('is new');
  });

  it('is written from what the week holds and none of the words the member wrote', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const risky = 'I keep thinking about the pills in the cabinet after work';
    const review = weekInReview(
      [
        { id: '1', conversationId: 'c', modeId: 'shadow', content: risky, createdAt: '2026-11-25T10:00:00Z' },
        {
          id: '2',
          conversationId: 'c',
          modeId: 'shadow',
          content: 'My boss was kind at work',
          createdAt: '2026-11-24T10:00:00Z',
        },
        {
          id: '3',
          conversationId: 'd',
          modeId: 'mirror',
          content: 'Work again',
          createdAt: '2026-10-20T10:00:00Z',
        },
        {
          id: '4',
          conversationId: 'd',
          modeId: 'mirror',
          content: 'Work',
          createdAt: '2026-10-01T10:00:00Z',
        },
        {
          id: '5',
          conversationId: 'e',
          modeId: 'mirror',
          content: 'Too old to count',
          createdAt: '2026-01-01T10:00:00Z',
        },
      ],
      memberCalendar('UTC'),
      now,
    );
    expect(review).toEqual({
      modeId: 'shadow',
      messages: 2,
      daysReflected: 2,
      earlierActiveWeeks: 2,
      themes: [{ label: 'work', count: 2 }],
      newThemes: [],
      returningThemes: [{ label: 'work', weeks: 2 }],
      quieterThemes: [],
    });
    const text = composeOfflineWeeklyReflection(review);
    expect(text).toContain('Work came up again, as it has in 2 earlier weeks.');
    expect(text).not.toMatch(/pills|cabinet|boss|kind/i);
  });
});
