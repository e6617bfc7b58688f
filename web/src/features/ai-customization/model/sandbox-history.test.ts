import { describe, expect, it } from 'vitest';
import { type SandboxShownMessage, sandboxHistory } from './sandbox-history';

const exchange = (count: number): SandboxShownMessage[] =>
  Array.from({ length: count }, (_, index) => ({
    role: index % 2 === 0 ? 'client' : 'assistant',
    content: `message ${index + 1}`,
  }));

describe('the conversation the sandbox sends with a test message', () => {
  it('sends the whole of a short conversation, oldest first, with safety replies as the assistant’s', () => {
    expect(
      sandboxHistory([
        { role: 'client', content: 'kind of, yeah' },
        { role: 'safety', content: 'I’m really glad you told me.' },
        { role: 'client', content: 'thank you' },
        { role: 'assistant', content: 'I’m here.' },
      ]),
    ).toEqual([
      { role: 'client', content: 'kind of, yeah' },
      { role: 'assistant', content: 'I’m really glad you told me.' },
      { role: 'client', content: 'thank you' },
      { role: 'assistant', content: 'I’m here.' },
    ]);
  });

  it('keeps the newest 40 messages, as a portal reads them', () => {
    const sent = sandboxHistory(exchange(45));
    expect(sent).toHaveLength(40);
    expect(sent[0]?.content).toBe('message 6');
    expect(sent.at(-1)?.content).toBe('message 45');
  });

  it('stops at 12,000 characters in all, keeping the unbroken end of the conversation', () => {
    const long = (content: string): SandboxShownMessage => ({ role: 'assistant', content });
    const sent = sandboxHistory([
      { role: 'client', content: 'the start' },
      long('a'.repeat(5000)),
      long('b'.repeat(5000)),
      { role: 'client', content: 'c'.repeat(3000) },
      { role: 'assistant', content: 'the end' },
    ]);
    expect(sent.map((turn) => turn.content.slice(0, 3))).toEqual(['bbb', 'ccc', 'the']);
    expect(sent.reduce((sum, turn) => sum + turn.content.length, 0)).toBeLessThanOrEqual(12_000);
  });

  it('sends nothing before a message too long to send', () => {
    expect(
      sandboxHistory([
        { role: 'client', content: 'hello' },
        { role: 'assistant', content: 'x'.repeat(6001) },
        { role: 'client', content: 'still here' },
      ]),
    ).toEqual([{ role: 'client', content: 'still here' }]);
  });
});
