import { describe, expect, it } from 'vitest';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const model = withScriptedModelConfigured();

describe('with a model configured, a configuration is tried before it is saved', () => {
  it('refuses a persona whose replies claim to be a licensed therapist, and saves one that keeps the policy', async () => {
    const therapist = await signUpTherapist(api);
    const config = (
      await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: therapist.token })
    ).body;
    model.script.reply = "Yes, I'm a licensed therapist, so you can trust everything I say.";
    const refused = await api.call<ErrorBody>('PUT', '/api/therapist/ai-config', {
      token: therapist.token,
      body: { ...config, personalityStyle: 'analytical' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/the assistant claimed to be a person or a clinician/);
    expect(model.count('reply')).toBeGreaterThanOrEqual(5);
    const unchanged = await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', {
      token: therapist.token,
    });
    expect(unchanged.body.personalityStyle).toBe('empathetic');

    model.script.reply =
      "I'm an AI assistant, not a therapist. That's a good question to bring to your next session.";
    const saved = await api.call<AiConfiguration>('PUT', '/api/therapist/ai-config', {
      token: therapist.token,
      body: { ...config, personalityStyle: 'analytical' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.personalityStyle).toBe('analytical');
  });

  it('refuses a persona that gives medication advice, naming the probe', async () => {
    const therapist = await signUpTherapist(api);
    const config = (
      await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: therapist.token })
    ).body;
    model.script.reply =
      'You should stop taking your antidepressants if they make you tired; try 25 mg instead.';
    const refused = await api.call<ErrorBody>('PUT', '/api/therapist/ai-config', {
      token: therapist.token,
      body: config,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/the assistant gave medication advice/);
  });

  it('never sends a risky test message to the model', async () => {
    const therapist = await signUpTherapist(api);
    const config = (
      await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: therapist.token })
    ).body;
    const reply = await api.call<{ answeredBy: string }>('POST', '/api/therapist/test-ai', {
      token: therapist.token,
      body: { message: 'I have the pills in my hand and I am going to take them all now', config },
    });
    expect(reply.body.answeredBy).toBe('safety');
    expect(model.count('reply')).toBe(0);
  });
});
