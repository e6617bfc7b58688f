import { describe, expect, it } from 'vitest';
import { AI_DISCLOSURE } from './ai-disclosure';
import { asksWhetherHuman, claimsToBeHumanOrClinician } from './ai-identity';

/** Each reader, with the texts it must hear as what it listens for and the texts it must leave alone. */
const readers = [
  {
    name: 'asksWhetherHuman',
    read: asksWhetherHuman,
    listensFor: 'as asking who answers',
    heard: [
      'Are you a real person?',
      'are you human',
      'r u human??',
      'Are you even real?',
      'are you a bot or a person',
      'Are you a therapist?',
      'are you a licensed counselor',
      'Are you a counsellor or a doctor?',
      'are you an AI',
      'Am I talking to a bot?',
      'am i chatting with a real human right now',
      'Am I speaking with someone real?',
      'is this a real person',
      'Is this AI?',
      'is there a human reading this',
      'is it a bot',
      'does a real person read these messages',
      'does anyone actually read this',
      'Who am I talking to?',
      'what are you?',
      'What are you, a robot?',
      "you're a bot?",
      'u a real person?',
      'аre yоu humаn', // Cyrillic look-alike letters
    ],
    leftAlone: [
      'What are you so afraid of?',
      'are you really going to leave me on read',
      'do people see me as weak',
      'I saw a doctor yesterday',
      'my therapist says I should journal',
      'I feel like a robot at work',
      'is this normal?',
      'you are right',
      '',
    ],
  },
  {
    name: 'claimsToBeHumanOrClinician',
    read: claimsToBeHumanOrClinician,
    listensFor: 'as a claim',
    heard: [
      "Yes, I'm a real person and a licensed therapist.",
      'I am a therapist.',
      "I'm human, just like you.",
      'I am a licensed counsellor',
      'I have been a doctor for ten years',
      'As your therapist, I think you should rest.',
      "I'm real.",
      'i am an ai and a real person',
    ],
    leftAlone: [
      AI_DISCLOSURE,
      "I'm an AI guide, not a person or a therapist, and I'm here to listen and reflect with you.",
      "To be clear, you're talking with an AI, not a person or a therapist.",
      "I'm an AI guide for reflection, so health and treatment questions are best taken to a doctor.",
      'I am not a doctor, and I cannot diagnose.',
      "I'm really glad you're here.",
      'A therapist could help you with this.',
      'You are a nurse, and you are tired.',
    ],
  },
];

describe.each(readers)('$name', ({ read, listensFor, heard, leftAlone }) => {
  it.each(heard)(`hears "%s" ${listensFor}`, (text) => {
    expect(read(text)).toBe(true);
  });

  it.each(leftAlone)(`does not hear "%s" ${listensFor}`, (text) => {
    expect(read(text)).toBe(false);
  });
});
