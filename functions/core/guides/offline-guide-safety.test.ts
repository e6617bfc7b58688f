import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimsToBeHumanOrClinician } from '#functions/core/safety/ai-identity.ts';
import { CRISIS_RESOURCES } from '#functions/core/safety/crisis-response.ts';
import { findRiskWords } from '#functions/core/safety/risk-words.ts';
import { memoryOfRepeatedMessage } from '#functions/test-support/guide-memory.ts';
import { modeIds } from '#shared/domain/modes.ts';
import { composeOfflineReply, type OfflineReplyInput } from './offline-guide';

/**
 * What the offline guide says for any text at all: no risk word the person wrote comes back, no
 * markup the person wrote comes back, and no reply says the guide is a person or a therapist.
 */

const RISKY_SENTENCES = [
  'took everything in the medicine cabinet about an hour ago',
  'this is the last entry I will write in here, thank you for everything',
  'I have been saving my pills for a while now',
  'I keep looking at the bridge on my way home',
  'I bought a rope and I know where I would hang it',
  'my dad keeps a gun in the garage and I know the code',
  'I cut again last night, the blade is still in my drawer',
  'I just want to sleep forever and not wake up',
  'they would all be better off without me',
  'goodbye everyone, I will not be around much longer',
  'I want to hurt him so badly he bleeds',
  "I don't think I will be here next week, I've given away my things",
];

/** Ways of writing a sentence so that a plain word filter would miss it. */
const DISGUISES: ReadonlyArray<(text: string) => string> = [
  (text) => text,
  (text) => text.toUpperCase(),
  (text) => text.replace(/i/g, '1').replace(/e/g, '3'),
  (text) => text.replace(/o/g, 'о').replace(/a/g, 'а'), // Cyrillic look-alike letters
  (text) => [...text].join('\u200b'),
  (text) => text.replace(/ /g, '\n'),
  (text) => `**${text}**`,
  (text) => `<b>${text}</b>`,
  (text) => `[${text}](https://example.com)`,
];

const MARKUP = [
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  '<a href="https://evil.example">click</a>',
  '[click here](javascript:alert(1))',
  '![pixel](https://tracker.example/p.png)',
  '<https://evil.example>',
  'https://evil.example/phish',
  'HTTP://EVIL.EXAMPLE',
  'www.evil.example',
  'data:text/html;base64,PHNjcmlwdD4=',
  '&lt;script&gt;',
  '[ref]: https://evil.example',
];

const WORDS = [
  'I',
  'you',
  'my',
  'are',
  'am',
  'a',
  'feel',
  'so',
  'anxious',
  'rejected',
  'at work',
  'my boss',
  'but',
  'and',
  'why do I',
  'therapist',
  'real person',
  'human',
  'doctor',
  'you are my therapist',
  'you are a real person',
  "you're human",
  'I am a licensed therapist',
  'are you a bot',
  'kill',
  'k1ll',
  'pills',
  'goodbye',
  'cabinet',
  'ki',
  'll',
  'cut',
  'hang',
  'out with',
  '{quote}',
  '{clause}',
  ...MARKUP,
];
const SEPARATORS = [' ', '', ', ', '. ', '? ', '\n', ' and I ', ' - ', '\u0000', '<', '>', '[', ']'];

const anyText = fc.oneof(
  fc.string({ maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 120 }),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc
    .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...SEPARATORS)), { maxLength: 30 })
    .map((parts) => parts.map(([word, separator]) => `${word}${separator}`).join('')),
);

const workMemory = memoryOfRepeatedMessage('My job is wearing me down', 3);

/** Mirror's offline reply to `message` with no memory, and `more` of the turn when given. */
const mirrorReplyTo = (message: string, more: Partial<OfflineReplyInput> = {}) =>
  composeOfflineReply({ modeId: 'mirror', message, memory: null, ...more });

const replyInput = (message: fc.Arbitrary<string>): fc.Arbitrary<OfflineReplyInput> =>
  fc.record({
    modeId: fc.constantFrom(...modeIds),
    message,
    memory: fc.constantFrom(null, workMemory),
    previousReply: fc.constantFrom('', 'What I hear is that work is hard.'),
    aiDisclosed: fc.boolean(),
  });

/** The reply without the guide's own links to crisis lines, which are meant to be there. */
function withoutOwnLinks(reply: string): string {
  return reply
    .replaceAll(CRISIS_RESOURCES.internationalDirectory.url, '')
    .replaceAll(CRISIS_RESOURCES.suicideAndCrisisLifeline.chatUrl, '');
}

function expectNoMarkup(reply: string): void {
  const own = withoutOwnLinks(reply);
  expect(own).not.toMatch(/[<>[\]]/);
  expect(own).not.toMatch(/\]\(|!\[/);
  expect(own).not.toMatch(/[a-z]+:\/\/|www\.|javascript:|data:\S/i);
  expect(own).not.toMatch(/&#?[a-z0-9]+;/i);
}

function expectNoClaimToBeAPerson(reply: string): void {
  expect(claimsToBeHumanOrClinician(reply)).toBe(false);
  expect(reply).not.toMatch(
    /\bI(?:'m| am) (?:a |an |your )?(?:real |licensed )?(?:human|person|therapist|counsell?or|doctor)\b/i,
  );
}

const RUNS = { numRuns: 400 };

describe('the offline guide, for any text', () => {
  it('never says a risk word, brings back no markup and never claims to be a person', () => {
    fc.assert(
      fc.property(replyInput(anyText), (input) => {
        const reply = composeOfflineReply(input);
        expect(findRiskWords(reply)).toEqual([]);
        expectNoMarkup(reply);
        expectNoClaimToBeAPerson(reply);
        expect(reply.trim().endsWith('?')).toBe(true);
      }),
      RUNS,
    );
  });

  it('never quotes or reflects a risky sentence, however it is written or wherever it sits', () => {
    const embedded = fc
      .tuple(
        fc.oneof(fc.string({ maxLength: 60 }), fc.string({ unit: 'grapheme', maxLength: 40 })),
        fc.constantFrom(...RISKY_SENTENCES),
        fc.constantFrom(...DISGUISES),
        fc.oneof(fc.string({ maxLength: 60 }), fc.constantFrom(...MARKUP)),
      )
      .map(([before, sentence, disguise, after]) => ({
        sentence,
        message: `${before} ${disguise(sentence)} ${after}`,
      }));
    fc.assert(
      fc.property(embedded, replyInput(fc.constant('')), ({ sentence, message }, input) => {
        const reply = composeOfflineReply({ ...input, message });
        const lowerReply = reply.toLowerCase();
        for (const word of findRiskWords(sentence)) expect(lowerReply).not.toContain(word);
        expect(findRiskWords(reply)).toEqual([]);
        // The resources are the screen's, beside the reply: the guide adds none of its own.
        expect(reply).not.toContain(CRISIS_RESOURCES.suicideAndCrisisLifeline.call);
        expectNoMarkup(reply);
        expectNoClaimToBeAPerson(reply);
      }),
      RUNS,
    );
  });
});

describe('the offline guide, for messages that hold risk words', () => {
  it.each(modeIds)(
    'answers warmly in %s mode, without the words or resources of its own, and one question',
    (modeId) => {
      const distinctReplies = new Set<string>();
      for (const message of RISKY_SENTENCES) {
        const reply = composeOfflineReply({ modeId, message, memory: null });
        expect(reply).not.toMatch(/"|Your words|reflect that back|you will write/i);
        expect(reply).not.toContain('medicine cabinet');
        expect(reply).not.toContain('last entry');
        expect(reply).not.toMatch(/988|helpline/);
        expect(reply.split('?')).toHaveLength(2);
        expect(reply.trim().endsWith('?')).toBe(true);
        distinctReplies.add(reply);
      }
      const otherModes = modeIds.filter((other) => other !== modeId);
      const elsewhere = otherModes.map((other) =>
        composeOfflineReply({ modeId: other, message: RISKY_SENTENCES[0]!, memory: null }),
      );
      expect(elsewhere).not.toContain(
        composeOfflineReply({ modeId, message: RISKY_SENTENCES[0]!, memory: null }),
      );
      expect(distinctReplies.size).toBeGreaterThan(1);
    },
  );

  it('still answers an identity or health question within such a message', () => {
    const identity = mirrorReplyTo('are you a real person? I want to say goodbye');
    expect(identity).toMatch(/\bAI\b/);
    expect(identity).not.toContain('goodbye');
    const health = composeOfflineReply({
      modeId: 'shadow',
      message: 'how many pills would be too many',
      memory: null,
    });
    expect(health).toMatch(/doctor/);
    expect(health).not.toMatch(/pills/i);
  });

  it('leaves the identity answer to the disclosure when the reply already opens with it', () => {
    const message = 'Are you a real person?';
    expect(mirrorReplyTo(message)).toMatch(/\bAI\b/);
    const afterDisclosure = mirrorReplyTo(message, { aiDisclosed: true });
    expect(afterDisclosure).not.toMatch(/\bAI\b/);
    expect(afterDisclosure.trim().endsWith('?')).toBe(true);
  });

  it('does not join letters into a risk word when it takes markup out', () => {
    const reply = mirrorReplyTo('I want to ki<b>ll</b> time at work');
    expect(reply.toLowerCase()).not.toContain('kill');
    const joined = mirrorReplyTo('I will ki\u0000ll it');
    expect(joined.toLowerCase()).not.toContain('kill');
  });
});

describe('the offline guide after a plain "no" to a check-in', () => {
  const afterNo = (returnsTo: string, modeId: OfflineReplyInput['modeId'] = 'mirror') =>
    composeOfflineReply({
      modeId,
      message: "No, I'm okay",
      memory: null,
      previousReply:
        'Thank you for sharing this with me. Something you said made me want to gently check in.',
      returnsTo,
    });

  it('thanks the person and comes back to what they were saying, not to the "no"', () => {
    for (const modeId of modeIds) {
      const reply = afterNo('I keep saying yes when I mean no at work', modeId);
      expect(reply, modeId).toMatch(
        /^(I appreciate you answering|Thanks for letting me know|Thanks for telling me)/,
      );
      expect(reply, modeId).toMatch(/you keep saying yes when you mean no at work/i);
      expect(reply, modeId).not.toMatch(/you're okay/i);
    }
  });

  it('still never quotes the interrupted message when it holds risk words', () => {
    const reply = afterNo(RISKY_SENTENCES[0] as string);
    expect(reply).toMatch(/^(I appreciate you answering|Thanks for letting me know|Thanks for telling me)/);
    expect(reply).not.toContain('medicine cabinet');
    expect(findRiskWords(reply)).toEqual([]);
    // The check-in it answers has just given the resources: they are not repeated.
    expect(reply).not.toContain('988');
    expect(reply).toMatch(/\?$/);
  });
});

describe('the offline guide decides from the screen, not from risk words alone', () => {
  const idioms = [
    "I'm dying to see the new Dune movie this weekend!!",
    'My back is killing me from moving boxes all weekend',
    'Lately I keep saying yes to things I do not want to do.',
  ];

  it.each(idioms)('answers "%s", graded none, with no crisis line', (message) => {
    for (const modeId of modeIds) {
      const reply = composeOfflineReply({ modeId, message, memory: null, screenGrade: 'none' });
      expect(reply, modeId).not.toMatch(/988|helpline|crisis/i);
      expect(findRiskWords(reply)).toEqual([]);
      expect(reply.trim().endsWith('?')).toBe(true);
    }
  });

  it('reflects an ordinary message graded none in its own words', () => {
    const reply = mirrorReplyTo('Lately I keep saying yes to things I do not want to do.', {
      screenGrade: 'none',
    });
    expect(reply).toMatch(/saying yes/i);
  });

  it('quotes none of a message graded note, and adds no resources (they sit beside the reply)', () => {
    const message = 'Everything has felt grey and far away for weeks now';
    const ordinary = mirrorReplyTo(message, { screenGrade: 'none' });
    expect(ordinary).toMatch(/grey|far away/i);
    for (const modeId of modeIds) {
      const reply = composeOfflineReply({ modeId, message, memory: null, screenGrade: 'note' });
      expect(reply, modeId).not.toMatch(/grey|far away|weeks/i);
      expect(reply, modeId).not.toMatch(/988|helpline/i);
      expect(reply.trim().endsWith('?')).toBe(true);
    }
  });
});
