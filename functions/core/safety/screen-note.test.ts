import { describe, expect, it } from 'vitest';
import { classifierReading } from '#functions/test-support/classifier-reading.ts';
import { riskReasons } from './risk-reasons';
import { type EarlierTurn, screenConversation } from './screen-conversation';

/** A classifier that reads no risk anywhere, for tests about the rules and the answers alone. */
const calmClassifier = classifierReading(() => ({ risk: 0.02 }));

/** A person's message and the guide's own reply to it, given with a note (possible risk of suicide). */
function repliedWithNote(message: string, reply: string): EarlierTurn[] {
  return [
    { role: 'user', text: message },
    {
      role: 'assistant',
      text: reply,
      safety: { grade: 'note', categories: ['suicide'], aboutSomeoneElse: false },
    },
  ];
}

describe('the note: possible risk, answered as usual with resources beside the reply', () => {
  /** A classifier that reads every message as `risk` (note 0.15, check-in 0.3, crisis 0.9). */
  const reading = (risk: number) => classifierReading(() => ({ risk, clearRisk: 0.9 }));
  const message = 'Everything has felt grey and far away for weeks now';

  it('follows the classifier: none, a note, a check-in, the crisis reply', () => {
    const levels = [0.1, 0.2, 0.5, 0.95].map(
      (risk) => screenConversation({ message, earlier: [] }, reading(risk)).level,
    );
    expect(levels).toEqual(['none', 'possible', 'elevated', 'high']);
    const note = screenConversation({ message, earlier: [] }, reading(0.2));
    expect(note).toMatchObject({ matched: true, reason: riskReasons.classifierNoticedRisk });
    expect(note.signals).toEqual(['classifier:suicide', 'classifier:possible']);
  });

  it('becomes a check-in when the message also names a plan or means', () => {
    const screen = screenConversation(
      { message: 'Everything has felt grey and I bought a rope today', earlier: [] },
      reading(0.2),
    );
    expect(screen.level).toBe('elevated');
    expect(screen.signals).toContain('marker:means');
  });

  it('gives indirect wording a rule knows a note when the classifier reads it as everyday, a check-in otherwise', () => {
    const indirect = 'i wish i could disappear forever';
    expect(screenConversation({ message: indirect, earlier: [] }, reading(0.05)).level).toBe('possible');
    expect(screenConversation({ message: indirect, earlier: [] }, reading(0.2)).level).toBe('elevated');
  });

  it('does not start the conversation window again, so risk that builds after a note is still seen', () => {
    const readsRiskTogether = classifierReading((text) => ({ risk: text.includes('\n') ? 0.5 : 0.2 }));
    const earlier = repliedWithNote(
      'I sorted out who gets my cat',
      'That sounds like a big step. How are you feeling about it?',
    );
    const screen = screenConversation(
      { message: 'I finished writing the letters', earlier },
      readsRiskTogether,
    );
    expect(screen.level).toBe('elevated');
    expect(screen.signals).toContain('context:classifier:suicide');
  });

  it.each([
    {
      reply: 'That sounds heavy. Are you having thoughts of ending your life?',
      answer: 'yes, sometimes',
      readAs: 'an answer to the question it asked',
      answersCheckIn: true,
    },
    {
      reply: 'That sounds heavy. Would it help to text your sister tonight?',
      answer: "yeah, I'll text her now",
      readAs: 'no answer to a check-in, after an ordinary question',
      answersCheckIn: false,
    },
  ])('reads "$answer" after a reply that carried a note as $readAs', ({ reply, answer, answersCheckIn }) => {
    const earlier = repliedWithNote('everything feels pointless lately', reply);
    const screen = screenConversation({ message: answer, earlier }, calmClassifier);
    expect(screen.level === 'high', screen.level).toBe(answersCheckIn);
    expect(screen.signals.includes('check-in-answer:yes'), screen.signals.join(', ')).toBe(answersCheckIn);
  });
});
