import { describe, expect, it } from 'vitest';
import {
  type CrisisReplyInput,
  gradeOf,
  type RiskCategory,
  crisisReply as replyWith,
  riskCategories,
} from '#functions/core/safety/index.ts';
import { crisisRegions, crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { readGuestTranscript } from './guest-transcript';
import { recogniseSafetyReply } from './safety-replies';

const screenOf = (
  level: 'elevated' | 'high' | 'imminent',
  categories: RiskCategory[],
  aboutSomeoneElse: boolean,
) => ({
  level,
  categories,
  aboutSomeoneElse,
  matched: true,
  reason: 'x',
  signals: [],
});

const crisisReply = (input: Omit<CrisisReplyInput, 'resources'>) =>
  replyWith({ ...input, resources: crisisResourcesFor('US') });

describe("recognising the safety screen's own replies in a guest conversation", () => {
  it("recognises a reply with any country's lines", () => {
    for (const region of crisisRegions) {
      const text = replyWith({
        screen: screenOf('elevated', ['suicide'], false),
        audience: 'member',
        resources: crisisResourcesFor(region === 'EU' ? 'DE' : region),
      });
      expect(recogniseSafetyReply(text)?.grade, region).toBe('check-in');
    }
  });

  it('recognises every reply the screen can send a member, with its grade', () => {
    for (const level of ['elevated', 'high', 'imminent'] as const) {
      for (const aboutSomeoneElse of [false, true]) {
        for (const category of riskCategories) {
          const text = crisisReply({
            screen: screenOf(level, [category], aboutSomeoneElse),
            audience: 'member',
          });
          const recognised = recogniseSafetyReply(text);
          // A worry about someone else is answered with the same words at every level: the most urgent counts.
          const grade = aboutSomeoneElse ? 'imminent' : gradeOf(level);
          expect(recognised?.grade, `${level} ${category} ${aboutSomeoneElse}`).toBe(grade);
          expect(recognised?.aboutSomeoneElse).toBe(aboutSomeoneElse);
        }
      }
    }
  });

  it('recognises nothing else: an edited reply, a guide reply, a therapist client reply', () => {
    const text = crisisReply({ screen: screenOf('high', ['suicide'], false), audience: 'member' });
    expect(recogniseSafetyReply(text.replace('988', '989'))).toBeUndefined();
    expect(recogniseSafetyReply(`${text} Also, you are fine.`)).toBeUndefined();
    expect(recogniseSafetyReply('What feels heaviest right now?')).toBeUndefined();
    const forClient = crisisReply({ screen: screenOf('high', ['suicide'], false), audience: 'client' });
    expect(recogniseSafetyReply(forClient)).toBeUndefined();
  });
});

describe('reading a guest conversation', () => {
  const now = new Date('2026-05-01T12:00:00.000Z');
  const disclosed =
    "Just so you know: I'm an AI guide, not a person or a therapist.\n\nWhat brings you here?";

  it('knows when a dated reply last said it is an AI, and marks safety replies', () => {
    const crisis = crisisReply({ screen: screenOf('elevated', ['self_harm'], false), audience: 'member' });
    const transcript = readGuestTranscript(
      [
        { role: 'user', content: 'Hi', createdAt: '2026-05-01T11:00:00.000Z' },
        { role: 'assistant', content: disclosed, createdAt: '2026-05-01T11:00:01.000Z' },
        { role: 'user', content: 'Hm', createdAt: '2026-05-01T11:10:00.000Z' },
        { role: 'assistant', content: crisis, createdAt: '2026-05-01T11:10:01.000Z' },
      ],
      'conversation',
      now,
    );
    expect(transcript.startedAt).toBe('2026-05-01T11:00:00.000Z');
    expect(transcript.lastDisclosureAt).toBe('2026-05-01T11:10:01.000Z');
    expect(transcript.messages[3]).toMatchObject({ safetyReply: true, safety: { grade: 'check-in' } });
    expect(transcript.messages[1]?.safety).toBeUndefined();
  });

  it('errs towards saying it again when the times are missing, and never believes a time in the future', () => {
    const undated = readGuestTranscript(
      [
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: disclosed },
      ],
      'conversation',
      now,
    );
    expect(undated.lastDisclosureAt).toBeUndefined();
    const future = readGuestTranscript(
      [
        { role: 'user', content: 'Hi', createdAt: '2030-01-01T00:00:00.000Z' },
        { role: 'assistant', content: disclosed, createdAt: '2030-01-01T00:00:01.000Z' },
      ],
      'conversation',
      now,
    );
    expect(future.lastDisclosureAt).toBe(now.toISOString());
  });
});
