import { describe, expect, it } from 'vitest';
import { clientSentences, gradeOfText } from './client-sentences';
import { composeExtractiveSummary, themeCounts } from './extractive-summary';
import { HARD_MOMENTS, monthOfConversations } from './fixtures/month-of-conversations';

const sentences = clientSentences(monthOfConversations);
const parts = composeExtractiveSummary(sentences);
const offered = parts.filter((part) => !part.hardMoment);
const clientText = monthOfConversations.map((message) => message.content).join('\n');

describe('the offline pre-session summary of a month of conversations', () => {
  it('names at least 3 of the client’s own themes, each from the theme lexicon, strongest first', () => {
    const themeParts = offered.filter((part) => part.section === 'themes');
    const named = themeParts.map((part) => part.text.split(' (')[0]?.toLowerCase());
    expect(named.length).toBeGreaterThanOrEqual(3);
    expect(named).toEqual(expect.arrayContaining(['work', 'family', 'sleep', 'anxiety']));
    expect(named[0]).toBe('work');
    expect(themeCounts(sentences)[0]).toEqual({ label: 'work', conversations: 5 });
  });

  it('quotes only sentences the client wrote, under the section they belong to', () => {
    for (const part of offered) {
      const quoted = part.section === 'themes' ? part.text.match(/“(.+)”/)?.[1] : part.text;
      expect(quoted, part.text).toBeDefined();
      expect(clientText).toContain(quoted);
    }
    const tried = offered.filter((part) => part.section === 'tried').map((part) => part.text);
    expect(tried).toEqual(
      expect.arrayContaining([
        'I tried a breathing exercise before the team meeting and it helped a little.',
        'I started writing down three things that went well before bed.',
      ]),
    );
    const bring = offered.filter((part) => part.section === 'bring').map((part) => part.text);
    expect(bring).toEqual(
      expect.arrayContaining([
        "I'd like to bring up the visit in my next session and plan what to say.",
        'I want to talk about how to say no to my family without feeling guilty.',
      ]),
    );
  });

  it('offers no sentence the safety screen grades note or above', () => {
    expect(offered.length).toBeGreaterThan(5);
    for (const part of offered) expect(gradeOfText(part.text), part.text).toBe('none');
    for (const hard of HARD_MOMENTS) expect(offered.some((part) => part.text.includes(hard))).toBe(false);
  });

  it('marks the hard moments for the client to keep or leave out, never among the offered parts', () => {
    for (const hard of HARD_MOMENTS) expect(gradeOfText(hard)).not.toBe('none');
    const marked = parts.filter((part) => part.hardMoment).map((part) => part.text);
    expect(marked).toEqual(expect.arrayContaining([...HARD_MOMENTS]));
  });
});
