import { describe, expect, it } from 'vitest';
import {
  fitGuestTranscript,
  GUEST_TRANSCRIPT_MAX_BYTES,
  GUEST_TURN_MAX,
  type GuestTurn,
} from './guest-start';

const bytes = (turns: readonly GuestTurn[]) => new TextEncoder().encode(JSON.stringify(turns)).length;
const conversation = (text: string, pairs = 10): GuestTurn[] =>
  Array.from({ length: pairs }, (_, index) => [
    { role: 'user' as const, content: `${index}: ${text}` },
    { role: 'assistant' as const, content: `${index}: ${text}` },
  ]).flat();

describe('fitting a guest conversation into a request', () => {
  it('leaves an ordinary conversation exactly as it is', () => {
    const turns = conversation('I keep replaying what I said to my sister.');
    expect(fitGuestTranscript(turns)).toEqual(turns);
  });

  it('fits the largest conversation, in any script, shortening the oldest first and keeping every message', () => {
    for (const character of ['a', 'é', '漢', '😀']) {
      const turns = conversation(character.repeat(GUEST_TURN_MAX));
      const fitted = fitGuestTranscript(turns);
      expect(bytes(fitted), character).toBeLessThanOrEqual(GUEST_TRANSCRIPT_MAX_BYTES);
      expect(fitted.map((turn) => turn.role)).toEqual(turns.map((turn) => turn.role));
      expect(fitted.every((turn) => turn.content.length > 0 && turn.content.length <= GUEST_TURN_MAX)).toBe(
        true,
      );
      expect((fitted[0] as GuestTurn).content.length).toBeLessThanOrEqual(
        (fitted.at(-1) as GuestTurn).content.length,
      );
    }
  });

  it('shortens a reply longer than a message may be', () => {
    const [, reply] = fitGuestTranscript([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'x'.repeat(GUEST_TURN_MAX + 500) },
    ]);
    expect(reply?.content).toHaveLength(GUEST_TURN_MAX);
    expect(reply?.content.endsWith('…')).toBe(true);
  });
});
