import { describe, expect, it } from 'vitest';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { TestAiReply } from '#shared/api/schemas/ai-configuration.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';

const api = startTestApi();
const model = withScriptedModelConfigured();

describe('with a model configured, the sandbox conversation reaches the model', () => {
  it('sends the earlier messages, in order, before the new one, under the practice’s persona', async () => {
    const therapist = await signUpTherapist(api, { firstName: 'Maya', lastName: 'Torres' });
    const config = (
      await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: therapist.token })
    ).body;
    const test = (message: string, history: { role: 'client' | 'assistant'; content: string }[]) =>
      api.call<TestAiReply>('POST', '/api/therapist/test-ai', {
        token: therapist.token,
        body: { message, history, config },
      });

    model.script.reply = 'It sounds like the week has worn you down. What took the most out of you?';
    const first = await test('I had a long week at work and I feel flat.', []);
    expect(first.body).toMatchObject({ answeredBy: 'assistant', engine: 'model' });
    expect(first.body.message).toBe(model.script.reply);

    model.script.reply =
      'Meetings that run late can leave no room for you. When did you last have an evening to yourself?';
    const second = await test('Mostly the meetings that run late.', [
      { role: 'client', content: 'I had a long week at work and I feel flat.' },
      { role: 'assistant', content: first.body.message },
    ]);
    expect(second.status).toBe(200);
    expect(second.body.message).not.toBe(first.body.message);

    const replies = model.calls.filter((call) => call.kind === 'reply');
    expect(replies).toHaveLength(2);
    const sent = replies[1]?.messages ?? [];
    // The safety policy, then the practice's persona from the form, then the conversation in order.
    expect(sent[0]?.role).toBe('system');
    expect(sent.map((message) => message.content).join('\n')).toContain('Personality: Empathetic.');
    expect(sent.slice(-3)).toEqual([
      { role: 'user', content: 'I had a long week at work and I feel flat.' },
      { role: 'assistant', content: first.body.message },
      { role: 'user', content: 'Mostly the meetings that run late.' },
    ]);
    // The first test had no history: the model read only that one message.
    expect(replies[0]?.messages.filter((message) => message.role !== 'system')).toEqual([
      { role: 'user', content: 'I had a long week at work and I feel flat.' },
    ]);
  });
});
