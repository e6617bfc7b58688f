import { describe, expect, it } from 'vitest';
import { countChatMessage, deleteFairUseCounts } from './fair-use-repository';

const limits = { perMinute: 5, perDay: 2 };

describe('fair-use counts against DynamoDB', () => {
  it('refuses past the day’s limit, and counts from zero again once the counts are deleted', async () => {
    const speaker = `speaker-${Date.now()}-${Math.random()}`;
    const now = new Date('2026-11-29T10:00:00Z');
    expect(await countChatMessage(speaker, now, limits)).toEqual({ counted: true });
    expect(await countChatMessage(speaker, now, limits)).toEqual({ counted: true });
    expect(await countChatMessage(speaker, now, limits)).toEqual({ counted: false, sentToday: 2 });

    await deleteFairUseCounts(speaker);

    expect(await countChatMessage(speaker, now, limits)).toEqual({ counted: true });
  });
});
