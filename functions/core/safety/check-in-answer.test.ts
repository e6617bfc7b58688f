import { describe, expect, it } from 'vitest';
import { type CheckInAnswer, readCheckInAnswer, readSafeAnswer, type SafeAnswer } from './check-in-answer';

// Each signal's and each question's own examples are tested with every other word rule's, in
// rules/pattern-rules.test.ts; these read whole answers as the screen does.

/** Whole answers by what they must be read as, with the words each test is named by. */
type AnswersByReading<Reading extends string> = Record<Reading, { named: string; texts: string[] }>;

/** One case a text: the text, what it must be read as, and the words its test is named by. */
function cases<Reading extends string>(answers: AnswersByReading<Reading>) {
  return Object.entries<{ named: string; texts: string[] }>(answers).flatMap(([reading, { named, texts }]) =>
    texts.map((text) => ({ text, reading, named })),
  );
}

const checkInAnswers: AnswersByReading<CheckInAnswer> = {
  yes: {
    named: 'admits the thought',
    texts: [
      'yes',
      'Yeah.',
      'sometimes',
      'kind of',
      "I've thought about it",
      'not right now but last night yes',
      'idk maybe',
      'more than I want to admit',
      'every night lately',
      'no... but sometimes',
      'a little',
      'yesterday',
      'last weekend. a few times',
      'I already took the tablets',
      "I mean. who hasn't",
      "I've been thinking about it a lot lately, especially at night when everyone is asleep and the house is quiet",
      'yes. it has been every night since the funeral and I do not know who to tell about it',
      "a little. scratching mostly. it's not that bad",
      'not right now. ask me again at 3am',
      "i want to. i'm trying not to",
      'no not really, but sometimes',
      'I am. Every night.',
      "not like a plan. i just think about it when i'm lying in bed. like, would anyone come",
    ],
  },
  no: {
    named: 'denies it',
    texts: [
      'no',
      'Nope, just tired',
      'not at all',
      "No, I'm just exhausted",
      'god no',
      'no, just a lot on my plate',
      'Ha, no! God no. Just fantasizing about quitting and opening a bakery.',
      'oh no, not like that. I meant giving up on learning the violin.',
      "No, I'm not. I'm sad a lot but I want to live, I've got my kids and my garden.",
      "no, god no. i'm just exhausted and fed up with my manager. i meant i want to quit, not die",
      "No. I'm sad, really sad, but I want to be here. My partner and I are seeing a counsellor together.",
    ],
  },
  unclear: {
    named: 'is unclear',
    texts: [
      'what do you mean?',
      'why do you ask',
      '',
      // Carrying on with the story is not an answer: the screen reads it as a message of its own.
      'feeling a bit lonely since my roommate moved out',
      "today's journal: I'm kind of proud of myself, I went to the gym before work",
      'annoyed at my flatmate again',
      "I'm 81 and I just learned to swim. Never too late.",
      'My teenager came out to me today. I told him I love him no matter what, and then I cried in the car a lot',
    ],
  },
};

const safeAnswers: AnswersByReading<SafeAnswer> = {
  unsafe: {
    named: 'reads as not safe',
    texts: [
      'no',
      'not really. i am on the bridge',
      'i dont know',
      'not sure honestly. the thoughts are really loud tonight',
      'yeah i think so. its just small cuts',
      "for now. but i've hidden a knife under my bed",
      'nope',
      "No, I'm not",
    ],
  },
  safe: {
    named: 'reads as safe',
    texts: [
      'yes totally safe, on the sofa with the dog and a cup of tea',
      'yes 😊 just stressed',
      "haha yes sorry, I meant I'm on the Golden Gate bridge on a tour!",
      "yep, i'm at my boyfriend's and we're making curry",
      "no no, I'm safe, I meant the film was a lot",
      "Yes, I'm fine, I guess I'm just tired",
    ],
  },
  unclear: {
    named: 'answers something else, left to the screen',
    texts: ["i'm at the car park. top level", 'lol sorry i mean i am going to die of embarrassment'],
  },
};

describe('reading an answer to a check-in', () => {
  it.each(cases(checkInAnswers))('"$text" $named', ({ text, reading }) => {
    expect(readCheckInAnswer(text)).toBe(reading);
  });
});

describe('"are you safe?", whose answer runs the other way round', () => {
  it.each(cases(safeAnswers))('"$text" $named', ({ text, reading }) => {
    expect(readSafeAnswer(text)).toBe(reading);
  });
});
