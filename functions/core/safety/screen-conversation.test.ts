import { describe, expect, it } from 'vitest';
import { classifierReading } from '#functions/test-support/classifier-reading.ts';
import { riskReasons } from './risk-reasons';
import { type EarlierTurn, messageBeforeDeclinedCheckIn, screenConversation } from './screen-conversation';

const alone = (message: string) => screenConversation({ message, earlier: [] });

/** A classifier that reads no risk anywhere, for tests about the rules and the answers alone. */
const calmClassifier = classifierReading(() => ({ risk: 0.02 }));

const ourCheckIn: EarlierTurn[] = [
  { role: 'user', text: 'I would never kill myself but some days I get why people do' },
  {
    role: 'assistant',
    text: 'Thank you for sharing this with me. … **Are you having thoughts of ending your life?**',
    safety: { grade: 'check-in', categories: ['suicide'], aboutSomeoneElse: false },
  },
];

describe('the graded screen on one message', () => {
  it.each([
    'took everything in the medicine cabinet about an hour ago',
    'this is the last entry I will write in here, thank you for everything',
  ])('gives "%s" resources, though no word rule names it', (message) => {
    const screen = alone(message);
    expect(screen.matched).toBe(true);
    expect(screen.categories).toContain('suicide');
    expect(screen.signals.some((signal) => signal.startsWith('classifier:'))).toBe(true);
    expect(screen.reason).toBe(riskReasons.classifierNoticedRisk);
  });

  it.each(['hello', 'thanks', 'my day was fine', 'Can you help me plan my week?'])(
    'leaves "%s" alone',
    (message) => {
      expect(alone(message)).toMatchObject({ level: 'none', matched: false, signals: [] });
    },
  );

  it('gives a denial a quiet note, however the classifier reads its words', () => {
    const screen = alone("I'm not suicidal, just really tired of everything");
    expect(screen.level).toBe('possible');
    expect(screen.signals.some((signal) => signal.startsWith('classifier:'))).toBe(false);
  });

  it('keeps a worry about someone else as the rules read it', () => {
    const screen = alone('my friend said she wants to kill herself');
    expect(screen).toMatchObject({ aboutSomeoneElse: true, level: 'elevated' });
  });

  it('reads a bare "yes" with no question before it as nothing', () => {
    expect(alone('yeah sometimes').matched).toBe(false);
    expect(alone('yes').matched).toBe(false);
  });
});

describe('answers to a check-in', () => {
  it.each(['yes', 'yeah sometimes', "I've thought about it"])(
    'reads "%s" after our check-in as risk: the crisis reply',
    (message) => {
      const screen = screenConversation({ message, earlier: ourCheckIn });
      expect(screen).toMatchObject({
        level: 'high',
        reason: riskReasons.answeredYesToCheckIn,
        categories: ['suicide'],
      });
      expect(screen.signals).toContain('check-in-answer:yes');
    },
  );

  it('reads an answer to a guide that asked directly in its own words', () => {
    const earlier: EarlierTurn[] = [
      { role: 'user', text: 'everything feels pointless lately' },
      { role: 'assistant', text: 'That sounds heavy. Do you ever hurt yourself when it gets like this?' },
    ];
    const screen = screenConversation({ message: 'kind of, yeah', earlier });
    expect(screen.level).toBe('high');
    expect(screen.categories).toEqual(['self_harm']);
  });
});

describe('a "no" to a check-in, and what is not an answer', () => {
  it('ends the check-in on a plain "no"', () => {
    const screen = screenConversation({ message: 'no, not at all', earlier: ourCheckIn });
    expect(screen).toMatchObject({ level: 'none', matched: false });
  });

  // "a bit", "kind of" and "I'm" inside a story are not an answer; nor is a "no" with a story after it.
  it.each([
    'feeling a bit lonely since my roommate moved out, the flat is so quiet',
    "today's journal: I'm kind of proud of myself, I went to the gym before work",
    "I'm 81 and I just learned to swim. Never too late.",
    "Ha, no! God no. I'm sad a lot but I want to live, I've got my kids and my garden.",
  ])('does not take "%s", which carries on with something else, for a yes', (message) => {
    const screen = screenConversation({ message, earlier: ourCheckIn }, calmClassifier);
    expect(screen.signals).not.toContain('check-in-answer:yes');
    expect(screen.level).toBe('none');
  });

  it.each([
    "No, I'm not suicidal, just really tired",
    "No. I don't want to die, I just want this week to be over",
  ])('does not ask again when the "no" denies what was asked: "%s"', (message) => {
    const screen = screenConversation({ message, earlier: ourCheckIn }, calmClassifier);
    expect(screen).toMatchObject({ level: 'none', matched: false });
  });

  it('reads on after the "no": clear risk there gets the crisis reply, possible risk does not ask again', () => {
    /** Reads clear risk in the words about the beam, possible risk in "empty", nothing elsewhere. */
    const readingClassifier = classifierReading((text) => ({
      risk: /beam/.test(text) ? 0.95 : /empty/.test(text) ? 0.5 : 0.02,
      clearRisk: /beam/.test(text) ? 0.9 : 0.1,
    }));
    const clear = screenConversation(
      { message: 'Not really. I keep looking at the beam in the garage.', earlier: ourCheckIn },
      readingClassifier,
    );
    expect(clear.level).toBe('high');
    expect(clear.signals).toContain('after-no:classifier:suicide');
    // The denial itself is never given to the classifier.
    expect(
      screenConversation({ message: 'no beam talk here', earlier: ourCheckIn }, readingClassifier).level,
    ).toBe('none');
    const possible = screenConversation(
      { message: "No. I'm not going to do anything. I just feel empty", earlier: ourCheckIn },
      readingClassifier,
    );
    expect(possible.level).toBe('none');
  });

  it('still hears an explicit statement in a "no"', () => {
    const screen = screenConversation({ message: 'no, but I want to kill myself', earlier: ourCheckIn });
    expect(screen.level).not.toBe('none');
  });
});

describe('an answer to "are you safe?"', () => {
  const asked = (question: string): EarlierTurn[] => [
    { role: 'user', text: 'It has been a really bad night' },
    { role: 'assistant', text: question },
  ];

  it.each(['not really', 'i dont know', 'no'])('gives "%s" the crisis reply', (answer) => {
    const screen = screenConversation(
      { message: answer, earlier: asked("I'm worried about you. Are you safe right now?") },
      calmClassifier,
    );
    expect(screen.level).toBe('high');
    expect(screen.signals).toContain('safe-question-answer:unsafe');
    expect(screen.reason).toBe(riskReasons.notSureTheyAreSafe);
  });

  it('passes a "yes", and a "no" to another question asked last', () => {
    const safe = screenConversation(
      {
        message: "yes, I'm at my sister's, we're watching a film",
        earlier: asked('Are you safe right now?'),
      },
      calmClassifier,
    );
    expect(safe.level).toBe('none');
    const other = screenConversation(
      {
        message: 'no no, he is just grumpy about the plants',
        earlier: asked('Are you safe? Is he threatening you?'),
      },
      calmClassifier,
    );
    expect(other.level).toBe('none');
  });
});

describe('the message a declined check-in interrupted', () => {
  const interrupted = 'What gives my life meaning right now?';
  const checkIn = (safety: EarlierTurn['safety']): EarlierTurn[] => [
    { role: 'user', text: 'hello' },
    { role: 'assistant', text: 'Hello, what is on your mind?' },
    { role: 'user', text: interrupted },
    { role: 'assistant', text: 'Thank you for sharing this with me. …', ...(safety ? { safety } : {}) },
  ];
  const ours = checkIn({ grade: 'check-in', categories: ['suicide'], aboutSomeoneElse: false });

  it('is the message before our check-in, when the person answers it with a plain "no"', () => {
    for (const message of ['no', "No, I'm okay", 'nope, honestly fine']) {
      expect(messageBeforeDeclinedCheckIn({ message, earlier: ours }), message).toBe(interrupted);
    }
  });

  it('is nothing for any other answer or any other reply before it', () => {
    expect(messageBeforeDeclinedCheckIn({ message: 'yeah sometimes', earlier: ours })).toBeUndefined();
    expect(messageBeforeDeclinedCheckIn({ message: 'tell me more', earlier: ours })).toBeUndefined();
    for (const earlier of [
      checkIn(undefined),
      checkIn({ grade: 'crisis', categories: ['suicide'], aboutSomeoneElse: false }),
      checkIn({ grade: 'check-in', categories: ['suicide'], aboutSomeoneElse: true }),
      [],
    ]) {
      expect(messageBeforeDeclinedCheckIn({ message: 'no', earlier })).toBeUndefined();
    }
  });
});

describe("a rule's explicit match and the classifier", () => {
  /** A classifier that reads every message as `risk`. */
  const reading = (risk: number) => classifierReading(() => ({ risk }));
  const explicit = 'I want to kill myself';

  it('gives the crisis reply when the classifier also reads some risk', () => {
    const screen = screenConversation({ message: explicit, earlier: [] }, reading(0.4));
    expect(screen.level).toBe('high');
    expect(screen.signals).not.toContain('classifier:clearly-benign');
  });

  it('gives a check-in, still with the resources, when the classifier reads the words as everyday talk', () => {
    const screen = screenConversation({ message: explicit, earlier: [] }, reading(0.1));
    expect(screen.level).toBe('elevated');
    expect(screen.reason).toBe(riskReasons.explicitWordsInBenignContext);
    expect(screen.signals).toContain('classifier:clearly-benign');
  });

  it("never lowers a rule's imminent grade", () => {
    const screen = screenConversation(
      { message: 'I am going to kill myself tonight', earlier: [] },
      reading(0.01),
    );
    expect(screen.level).toBe('imminent');
  });
});

describe('how clear the classifier reads a risk', () => {
  /** A classifier sure of risk in every message, reading it as clear as `clearRisk`. */
  const sureOfRisk = (clearRisk: number) => classifierReading(() => ({ risk: 0.95, clearRisk }));
  const message = 'Nothing feels worth the effort any more';

  it('gives clear risk the crisis reply, and possible or indirect risk a check-in that asks', () => {
    const clear = screenConversation({ message, earlier: [] }, sureOfRisk(0.9));
    expect(clear.level).toBe('high');
    expect(clear.signals).toEqual(['classifier:suicide']);
    const possible = screenConversation({ message, earlier: [] }, sureOfRisk(0.2));
    expect(possible.level).toBe('elevated');
    expect(possible.signals).toEqual(['classifier:suicide', 'classifier:possible-risk']);
  });

  it('asks, rather than tells, when a message is too short for the classifier to be sure', () => {
    const short = screenConversation({ message: 'cant do this anymore', earlier: [] }, sureOfRisk(0.9));
    expect(short.level).toBe('elevated');
    expect(short.signals).toEqual(['classifier:suicide', 'classifier:short-message']);
    const withMeans = screenConversation({ message: 'i have the pills', earlier: [] }, sureOfRisk(0.9));
    expect(withMeans.level).not.toBe('elevated');
    expect(withMeans.level).not.toBe('none');
  });

  it('still gives a plan or means with possible risk the crisis reply', () => {
    const withMeans = screenConversation(
      { message: 'Nothing feels worth the effort, and I have the pills here', earlier: [] },
      sureOfRisk(0.2),
    );
    expect(withMeans.level).not.toBe('elevated');
    expect(withMeans.level).not.toBe('none');
  });
});

describe('a long message, read a passage at a time', () => {
  /** Sure of risk in any text holding "the rope", in proportion to how much of the text it is. */
  const readsTheRope = classifierReading(
    (text) => ({
      risk: text.includes('the rope') ? Math.min(0.99, 12 / text.split(/\s+/).length) : 0.02,
      clearRisk: 0.9,
    }),
    { passage: 0.5, note: 0.25 },
  );
  const day =
    'Work was long today and the printer jammed twice before lunch. My sister called about the holidays ' +
    'and we argued about whose turn it is to host. I walked the dog around the lake after dinner.';
  const buried = `${day} I keep looking at the rope in the garage. Then I watched two episodes of the baking show.`;

  it('gives risk buried in a journal entry a check-in, though the entry read whole does not show it', () => {
    expect(readsTheRope.score(buried).risk).toBeLessThan(readsTheRope.thresholds.note);
    const screen = screenConversation({ message: buried, earlier: [] }, readsTheRope);
    expect(screen.level).toBe('elevated');
    expect(screen.signals).toEqual(['classifier-passage:suicide']);
    expect(screen.reason).toBe(riskReasons.classifierNoticedRisk);
  });

  it('raises it to the crisis reply when the entry also names means or a plan', () => {
    const withMeans = buried.replace(
      'the rope in the garage',
      'the rope in the garage, and I bought the pills',
    );
    const screen = screenConversation({ message: withMeans, earlier: [] }, readsTheRope);
    expect(screen.level).toBe('high');
    expect(screen.signals).toContain('classifier-passage:suicide');
    expect(screen.signals).toContain('marker:means');
  });

  it('passes a long ordinary entry', () => {
    expect(screenConversation({ message: `${day} ${day}`, earlier: [] }, readsTheRope).matched).toBe(false);
  });

  it('reads a short message whole only', () => {
    const short =
      'Long day. I keep looking at the rope in the garage, and the printer jammed again at work today.';
    expect(readsTheRope.score(short).risk).toBeGreaterThanOrEqual(readsTheRope.thresholds.checkIn);
    expect(screenConversation({ message: short, earlier: [] }, readsTheRope).signals).toEqual([
      'classifier:suicide',
    ]);
  });
});

describe('the conversation before a message', () => {
  it('sees risk that builds over several messages, none of which shows it alone', () => {
    // A classifier that reads risk only in the messages together, so the test does not depend on
    // where the committed weights put one particular message.
    const readsRiskOnlyTogether = classifierReading((text) => ({ risk: text.includes('\n') ? 0.5 : 0.05 }));
    const first = 'I sorted out who gets my cat';
    const second = 'I finished writing the letters';
    expect(screenConversation({ message: first, earlier: [] }, readsRiskOnlyTogether).matched).toBe(false);
    expect(screenConversation({ message: second, earlier: [] }, readsRiskOnlyTogether).matched).toBe(false);
    const screen = screenConversation(
      { message: second, earlier: [{ role: 'user', text: first }] },
      readsRiskOnlyTogether,
    );
    expect(screen.level).toBe('elevated');
    expect(screen.reason).toBe(riskReasons.riskBuildingOverMessages);
    expect(screen.signals).toEqual(['context:classifier:suicide']);
  });

  it('starts the window again after a safety reply, so the same resources are not sent over and over', () => {
    const earlier: EarlierTurn[] = [
      { role: 'user', text: 'I want to end my life' },
      {
        role: 'assistant',
        text: 'I am really glad you told me…',
        safety: { grade: 'crisis', categories: ['suicide'], aboutSomeoneElse: false },
      },
    ];
    for (const message of ['thank you, I called them', 'can we talk about something else now?']) {
      expect(screenConversation({ message, earlier })).toEqual(alone(message));
    }
  });
});
