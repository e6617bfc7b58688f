import { describe, expect, it } from 'vitest';
import { splitSentences } from '#functions/core/guides/text.ts';
import { type AiConfiguration, defaultAiConfiguration } from '#shared/domain/ai-configuration.ts';
import { shapeOfflineReply } from './test-assistant';

const withLength = (responseLength: AiConfiguration['responseLength']): AiConfiguration => ({
  ...defaultAiConfiguration(),
  responseLength,
  clientGreeting: 'Welcome to Harbor Counseling.',
});

describe('splitting a reply into sentences', () => {
  it('ends a sentence only where one ends, and keeps every character', () => {
    const text =
      "I'm reading it carefully. findahelpline.com lists free helplines in other countries. It took 3.5 hours! Ready?";
    const sentences = splitSentences(text);
    expect(sentences.map((sentence) => sentence.trim())).toEqual([
      "I'm reading it carefully.",
      'findahelpline.com lists free helplines in other countries.',
      'It took 3.5 hours!',
      'Ready?',
    ]);
    expect(sentences.join('')).toBe(text);
  });
});

describe('the offline reply in Test AI', () => {
  const reply =
    'Thank you for putting this into words. I looked at findahelpline.com and it took 3.5 hours. I notice worry in how you put that. What is on your mind today?';

  it('is never cut at a dot inside a word or a number', () => {
    const detailed = shapeOfflineReply(reply, withLength('detailed'));
    expect(detailed).toBe(reply);
    expect(shapeOfflineReply(reply, withLength('moderate'))).toBe(reply);
  });

  it('keeps whole sentences and the closing question when brief', () => {
    expect(shapeOfflineReply(reply, withLength('brief'))).toBe(
      'Thank you for putting this into words. What is on your mind today?',
    );
  });

  it('does not repeat the greeting before the reply', () => {
    expect(shapeOfflineReply(reply, withLength('moderate'))).not.toContain('Welcome to Harbor Counseling');
  });
});
