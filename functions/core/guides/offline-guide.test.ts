import { describe, expect, it } from 'vitest';
import { type ModeId, modeIds } from '#shared/domain/modes.ts';
import { completeReply, createGuideEngine } from './engine';
import { updateMemoryOffline } from './memory';
import { composeOfflineReply, createOfflineGuide, OFFLINE_GUIDE_LABEL } from './offline-guide';
import { detectFeelings, selectClause, swapPronouns } from './offline-reflection';
import type { GuideMemory } from './types';

const SAMPLE_MESSAGES = [
  'I feel like my manager ignores me at work and I am exhausted.',
  "Work has been so stressful lately, but I can't stop worrying about my mum.",
  'Why do I always push people away when they get close?',
  "I'm not angry, I'm just disappointed that nobody came to my birthday.",
  'Sarah said I was too much.',
  'not great',
  'hi',
  'thanks',
  'Are you a real person or a therapist?',
  'Can you diagnose me? Should I up my medication dose?',
  'As a human I sometimes wonder if I am a therapist to everyone around me.',
  'When I was little my dad used to yell at me and I still flinch when someone raises their voice at work, it is like I am five years old again and I do not know what to do with all of it honestly.',
  '我今天很累',
  '',
];

function reply(modeId: ModeId, message: string, memory: GuideMemory | null = null, previousReply?: string) {
  return composeOfflineReply({ modeId, message, memory, ...(previousReply ? { previousReply } : {}) });
}

function questionMarks(text: string): number {
  return text.split('?').length - 1;
}

function memoryWithWork(times: number): GuideMemory {
  let memory: GuideMemory | null = null;
  for (let index = 0; index < times; index++) {
    memory = updateMemoryOffline(memory, {
      modeId: 'mirror',
      userMessage: 'My job is wearing me down',
      userMessageId: `m${index}`,
    });
  }
  return memory!;
}

describe('reflection helpers', () => {
  it('swaps first and second person', () => {
    expect(swapPronouns('I feel like my boss never listens to me')).toBe(
      'you feel like your boss never listens to you',
    );
    expect(swapPronouns("I'm tired and I was scared of myself")).toBe(
      "you're tired and you were scared of yourself",
    );
    expect(swapPronouns('you never listen to me')).toBe('I never listen to you');
    expect(swapPronouns('they blame you for my mistakes')).toBe('they blame me for your mistakes');
  });

  it('picks the clause that carries the feeling', () => {
    const clause = selectClause("Work has been busy lately, but I can't stop worrying about my mum.");
    expect(clause?.text).toBe("I can't stop worrying about my mum");
  });

  it('names feelings but not negated ones', () => {
    expect(detectFeelings("I'm so anxious and exhausted")).toEqual(['worry', 'tiredness']);
    expect(detectFeelings("I'm not angry, just disappointed")).toEqual(['disappointment']);
    expect(detectFeelings("I can't stop worrying")).toEqual(['worry']);
  });
});

describe('offline guide replies', () => {
  it("reflects the member's own words with pronouns swapped", () => {
    const text = reply('mirror', 'I feel like my manager ignores me at work.');
    expect(text).toContain('you feel like your manager ignores you at work');
  });

  it('turns a question around instead of answering it', () => {
    const text = reply('mirror', 'Why do I always push people away?');
    expect(text).toContain('why you always push people away');
  });

  it('asks exactly one question, at the end', () => {
    for (const modeId of modeIds) {
      for (const message of SAMPLE_MESSAGES) {
        const text = reply(modeId, message);
        expect(questionMarks(text), `${modeId}: ${message} -> ${text}`).toBe(1);
        expect(text.trim().endsWith('?')).toBe(true);
      }
    }
  });

  it('names the feelings it hears', () => {
    expect(reply('mirror', 'I feel so lonely since I moved to the city.')).toMatch(/loneliness/);
  });

  it('differs across two different inputs and is repeatable for the same one', () => {
    const first = reply('mirror', 'I feel invisible at my job.');
    const second = reply('mirror', 'My sister and I had a huge fight about money.');
    expect(first).not.toBe(second);
    expect(reply('mirror', 'I feel invisible at my job.')).toBe(first);
  });

  it('has its own voice in each mode', () => {
    for (const message of SAMPLE_MESSAGES.slice(0, 6)) {
      const replies = modeIds.map((modeId) => reply(modeId, message));
      expect(new Set(replies).size, message).toBe(4);
    }
  });

  it('names a theme from memory when it recurs', () => {
    const message = 'My boss asked me to stay late at the office again.';
    const withMemory = reply('mirror', message, memoryWithWork(3));
    expect(withMemory).toMatch(/work/i);
    expect(withMemory).toMatch(/several times/);
    expect(reply('mirror', message, null)).not.toMatch(/several times|more than once/);
    expect(reply('mirror', 'I went for a long walk by the sea.', memoryWithWork(3))).not.toMatch(
      /several times/,
    );
  });

  it('never diagnoses, gives medical advice or claims to be a person or a therapist', () => {
    for (const modeId of modeIds) {
      for (const message of SAMPLE_MESSAGES) {
        const text = reply(modeId, message, memoryWithWork(4)).toLowerCase();
        expect(text).not.toContain('diagnos');
        expect(text).not.toContain('medication');
        expect(text).not.toContain('i am a therapist');
        expect(text).not.toContain('as a human');
      }
    }
  });

  it('answers health questions with a boundary and identity questions with the truth', () => {
    expect(reply('mirror', 'Should I stop taking my pills?')).toMatch(/doctor/);
    expect(reply('shadow', 'Are you human?')).toMatch(/AI/);
  });

  it('does not open the way the previous reply did', () => {
    for (const modeId of modeIds) {
      for (const message of SAMPLE_MESSAGES) {
        const first = reply(modeId, message);
        const next = reply(modeId, message, null, first);
        const opener = (text: string) => text.split(/\s+/).slice(0, 3).join(' ').toLowerCase();
        expect(opener(next), `${modeId}: ${message}`).not.toBe(opener(first));
      }
    }
  });

  it('does not open two sentences of one reply the same way', () => {
    const text = reply(
      'innerchild',
      "My boss criticised me in front of everyone again and I just froze. I'm so embarrassed.",
    );
    const openers = text
      .split(/(?<=[.!?])\s+(?=[A-Z])/)
      .map((sentence) => sentence.split(/\s+/).slice(0, 3).join(' ').toLowerCase());
    expect(new Set(openers).size).toBe(openers.length);
    expect(text).toContain('your boss criticised you in front of everyone again and you just froze');
  });

  it('greets a returning member with what it remembers', () => {
    expect(reply('innerchild', 'hello', memoryWithWork(2))).toMatch(/work/);
  });
});

describe('offline guide engine', () => {
  const request = (message: string, signal?: AbortSignal) => ({
    modeId: 'shadow' as const,
    messages: [{ role: 'user' as const, content: message }],
    memory: null,
    latestUserMessage: message,
    ...(signal ? { signal } : {}),
  });

  it('is labelled and chosen when no API key is configured', () => {
    const engine = createGuideEngine({});
    expect(engine.id).toBe('offline');
    expect(engine.label).toBe(OFFLINE_GUIDE_LABEL);
    expect(createGuideEngine({ apiKey: '  ' }).id).toBe('offline');
  });

  it('streams the reply word by word', async () => {
    const message = 'I keep comparing myself to my friends and I feel like a failure.';
    const chunks: string[] = [];
    for await (const chunk of createOfflineGuide().streamReply(request(message))) chunks.push(chunk);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(reply('shadow', message));
    expect(chunks.every((chunk) => chunk.trim().split(/\s+/).length === 1)).toBe(true);
  });

  it('stops when aborted and keeps what was streamed', async () => {
    const controller = new AbortController();
    const chunks: string[] = [];
    const message = 'I keep comparing myself to my friends and I feel like a failure.';
    for await (const chunk of createOfflineGuide({ delayMs: 2 }).streamReply(
      request(message, controller.signal),
    )) {
      chunks.push(chunk);
      if (chunks.length === 3) controller.abort();
    }
    expect(chunks).toHaveLength(3);
    expect(reply('shadow', message).startsWith(chunks.join(''))).toBe(true);
  });

  it('avoids the opener of the previous assistant message in the prompt', async () => {
    const engine = createOfflineGuide();
    const message = 'I feel invisible at my job.';
    const first = await completeReply(engine, { ...request(message), modeId: 'mirror' });
    const second = await completeReply(engine, {
      ...request(message),
      modeId: 'mirror',
      messages: [
        { role: 'user', content: message },
        { role: 'assistant', content: first },
        { role: 'user', content: message },
      ],
    });
    expect(second.split(' ')[0]).not.toBe(first.split(' ')[0]);
  });
});
