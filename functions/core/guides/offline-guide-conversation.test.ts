import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ModeId, modeIds } from '#shared/domain/modes.ts';
import { completeReply } from './engine';
import { composeOfflineReply, createOfflineGuide } from './offline-guide';
import type { PromptMessage } from './types';

/** Messages a member might send in one evening, several of them long or without a subject. */
const EVENING = [
  "On the bright side I've started pottery classes.",
  'Work was long today.',
  'My daughter was in the school play and it made me nearly cry, it was so sweet.',
  'Such a long, tiring week at the office, honestly exhausting.',
  'Too much noise, too many people, no quiet anywhere.',
  'I feel like my manager ignores me at work and I am exhausted.',
  'When I was little my dad used to yell at me and I still flinch when someone raises their voice at work, it is like I am five years old again and I do not know what to do with all of it honestly.',
  'My sister called and we argued about money again, she never listens.',
  'I keep thinking about the move.',
  'Dinner with the team tonight, nervous about the speech.',
  'Not sure what to say really.',
  'hi',
  'Another evening of scrolling on my phone in bed until well past midnight without really noticing the time going by or even enjoying any of it at all',
];

/** The text between double quotes in a reply: what it quotes of the member. */
function quotesIn(reply: string): string[] {
  return [...reply.matchAll(/"([^"]+)"/g)].map((match) => match[1]!);
}

function wordsOf(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
}

/** The member's sentences, as word lists. */
function sentencesOf(message: string): string[] {
  return message
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => wordsOf(sentence).join(' '))
    .filter(Boolean);
}

function questionsIn(reply: string): string[] {
  return (reply.match(/[^.!?"]*\?/g) ?? []).map((question) => wordsOf(question).join(' '));
}

/** Talks with the engine as the chat does: each request carries the conversation so far. */
async function converse(
  modeId: ModeId,
  messages: readonly string[],
  grades?: ReadonlyArray<'none' | 'note'>,
) {
  const guide = createOfflineGuide();
  const prompt: PromptMessage[] = [{ role: 'system', content: 'policy' }];
  const replies: string[] = [];
  for (const [index, message] of messages.entries()) {
    prompt.push({ role: 'user', content: message });
    const screenGrade = grades?.[index] ?? 'none';
    const reply = await completeReply(guide, {
      modeId,
      messages: prompt,
      memory: null,
      latestUserMessage: message,
      screenGrade,
    });
    prompt.push({ role: 'assistant', content: reply });
    replies.push(reply);
  }
  return replies;
}

function expectNoQuestionRepeatedWithinFive(replies: readonly string[]) {
  replies.forEach((reply, index) => {
    const recent = new Set(replies.slice(Math.max(0, index - 5), index).flatMap(questionsIn));
    for (const question of questionsIn(reply))
      expect(recent.has(question), `reply ${index + 1}: ${question}`).toBe(false);
  });
}

describe('the offline guide quotes at most a short phrase', () => {
  it.each(modeIds)('in %s, never a whole sentence and never more than six words', (modeId) => {
    for (const message of EVENING) {
      const reply = composeOfflineReply({ modeId, message, memory: null });
      for (const quote of quotesIn(reply)) {
        expect(wordsOf(quote).length, `${message} -> ${reply}`).toBeLessThanOrEqual(6);
        expect(sentencesOf(message), `${message} -> ${reply}`).not.toContain(wordsOf(quote).join(' '));
      }
    }
  });

  it('turns "On the bright side I\'ve started pottery classes" around instead of quoting it', () => {
    const reply = composeOfflineReply({ modeId: 'mirror', message: EVENING[0]!, memory: null });
    expect(reply).not.toContain('"On the bright side');
    expect(reply).toContain("you've started pottery classes");
  });

  it('quotes a short phrase of a message that has no subject to turn around', () => {
    const reply = composeOfflineReply({ modeId: 'mirror', message: EVENING[9]!, memory: null });
    expect(quotesIn(reply)).toEqual(['nervous about the speech']);
  });
});

describe('the offline guide never stops mid-thought', () => {
  it.each(modeIds)(
    'in %s, no reply is cut with an ellipsis or ends a reflection on "the" or "and"',
    (modeId) => {
      for (const message of EVENING) {
        const reply = composeOfflineReply({ modeId, message, memory: null });
        expect(reply, `${message} -> ${reply}`).not.toContain('…');
        expect(reply, `${message} -> ${reply}`).not.toMatch(/\b(the|a|an|and|but|my|your|because)[.,:"]/i);
      }
    },
  );
});

describe('the offline guide never asks the same question within five replies', () => {
  it.each(modeIds)('in %s, over an evening of thirteen messages', async (modeId) => {
    expectNoQuestionRepeatedWithinFive(await converse(modeId, EVENING));
  });

  it('not even when every message is graded note and the same few invitations would come back', async () => {
    const notes = ['I am not sure about anything', 'still here', 'it is a lot', 'hard to say more', 'ok'];
    for (const modeId of modeIds) {
      const replies = await converse(modeId, notes, ['note', 'note', 'note', 'note', 'note']);
      expectNoQuestionRepeatedWithinFive(replies);
      for (const reply of replies) expect(reply.trim().endsWith('?'), reply).toBe(true);
    }
  });

  it('not for any conversation of eight messages from the evening, in any mode', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...modeIds),
        fc.array(fc.constantFrom(...EVENING, 'I feel so anxious about tomorrow.', 'hello'), {
          minLength: 8,
          maxLength: 8,
        }),
        async (modeId, messages) => {
          expectNoQuestionRepeatedWithinFive(await converse(modeId, messages));
        },
      ),
      { numRuns: 60 },
    );
  });
});
