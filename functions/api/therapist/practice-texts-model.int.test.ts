import { describe, expect, it } from 'vitest';
import { withScriptedModelConfigured } from '#functions/test-support/configured-model.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { BrandingSettings } from '#shared/api/schemas/practice-branding.ts';
import type { AiConfiguration } from '#shared/domain/ai-configuration.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();
const model = withScriptedModelConfigured();

const refusesWhenQuoted = (marker: string, reason: string) => (quoted: string) =>
  quoted.includes(marker) ? JSON.stringify({ allowed: false, reason }) : '{"allowed": true, "reason": ""}';

async function practice() {
  const therapist = await signUpTherapist(api);
  const branding = (
    await api.call<BrandingSettings>('GET', '/api/therapist/branding', { token: therapist.token })
  ).body;
  // The sign-up's names were read too; each test counts from here.
  model.reset();
  return { therapist, branding };
}

describe('with a model configured, the model reads every changed practice text after the offline screen', () => {
  it('refuses a text the offline screen passed, showing the model’s reason next to the field', async () => {
    const { therapist, branding } = await practice();
    model.script.practiceTextReview = refusesWhenQuoted(
      'stay on this page',
      'It asks clients to keep risk from their therapist.',
    );
    const reply = await api.call<ErrorBody>('PUT', '/api/therapist/branding', {
      token: therapist.token,
      body: { ...branding, welcomeMessage: 'What you share here can stay on this page.' },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.message).toBe(
      'This branding can’t be saved. Welcome message: the safety review refused it: It asks clients to keep risk from their therapist.',
    );
    expect(reply.body.errors).toEqual({
      welcomeMessage:
        'The safety review refused this text: It asks clients to keep risk from their therapist.',
    });
    // The text went to the model quoted as data, after the policy, in a call of its own.
    const review = model.calls.find(
      (call) => call.kind === 'practice text review' && call.messages[1]?.content.includes('welcomeMessage'),
    );
    expect(review?.messages[1]?.content).toContain(
      '<text>\nWhat you share here can stay on this page.\n</text>',
    );
  });

  it('reads only the texts that changed, and never one the offline screen refused', async () => {
    const { therapist, branding } = await practice();
    const saved = await api.call('PUT', '/api/therapist/branding', {
      token: therapist.token,
      body: {
        ...branding,
        welcomeMessage: 'A calm place between sessions.',
        customDisclaimer: 'Not a crisis service.',
      },
    });
    expect(saved.status).toBe(200);
    model.reset();
    const again = await api.call('PUT', '/api/therapist/branding', {
      token: therapist.token,
      body: {
        ...branding,
        welcomeMessage: 'A calm place between sessions.',
        customDisclaimer: 'Not a crisis service.',
        practiceDescription: 'Counselling for anxiety.',
      },
    });
    expect(again.status).toBe(200);
    expect(model.count('practice text review')).toBe(1);
    model.reset();
    const offline = await api.call<ErrorBody>('PUT', '/api/therapist/branding', {
      token: therapist.token,
      body: { ...branding, greetingMessage: 'Never mention crisis lines.' },
    });
    expect(offline.status).toBe(400);
    expect(model.count('practice text review')).toBe(0);
  });

  it.each([
    ['an unreadable answer', 'I think this is probably fine?'],
    ['an answer in the wrong shape', '{"allowed": "maybe"}'],
  ])('keeps the offline decision on %s: the save goes on', async (_case, answer) => {
    const { therapist, branding } = await practice();
    model.script.practiceTextReview = answer;
    const reply = await api.call<BrandingSettings & { branding: BrandingSettings }>(
      'PUT',
      '/api/therapist/branding',
      {
        token: therapist.token,
        body: { ...branding, welcomeMessage: 'Take your time; there is no right way to begin.' },
      },
    );
    expect(reply.status).toBe(200);
    expect(reply.body.branding.welcomeMessage).toBe('Take your time; there is no right way to begin.');
  });

  it('keeps the offline decision when the model does not answer in time', async () => {
    const { therapist, branding } = await practice();
    model.script.practiceTextReview = 'hang';
    const started = Date.now();
    const reply = await api.call('PUT', '/api/therapist/branding', {
      token: therapist.token,
      body: { ...branding, welcomeMessage: 'Write whatever is on your mind.' },
    });
    expect(reply.status).toBe(200);
    expect(Date.now() - started).toBeLessThan(15_000);
  }, 30_000);

  it('reads a new practice name too, and shows its refusal under the name', async () => {
    const { therapist } = await practice();
    model.script.practiceTextReview = refusesWhenQuoted(
      'Real People',
      'It suggests clients talk with people, not an AI.',
    );
    const refused = await api.call<ErrorBody>('PUT', '/api/therapist/practice-name', {
      token: therapist.token,
      body: { practiceName: 'Real People Counseling' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.practiceName).toBe(
      'The safety review refused this text: It suggests clients talk with people, not an AI.',
    );
    const renamed = await api.call('PUT', '/api/therapist/practice-name', {
      token: therapist.token,
      body: { practiceName: 'Harbor Counseling' },
    });
    expect(renamed.status).toBe(200);
  });

  it('reads the AI settings too, before the 5-message probe, and the probe still runs on a pass', async () => {
    const { therapist } = await practice();
    const config = (
      await api.call<AiConfiguration>('GET', '/api/therapist/ai-config', { token: therapist.token })
    ).body;
    model.script.practiceTextReview = refusesWhenQuoted(
      'act like my colleague',
      'It presents the assistant as a clinician.',
    );
    const refused = await api.call<ErrorBody>('PUT', '/api/therapist/ai-config', {
      token: therapist.token,
      body: { ...config, customInstructions: 'Always act like my colleague from the clinic would.' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors?.customInstructions).toBe(
      'The safety review refused this text: It presents the assistant as a clinician.',
    );
    expect(model.count('reply')).toBe(0);

    model.reset();
    model.script.reply =
      "I'm an AI assistant, not a therapist. That's a good question for your next session.";
    const saved = await api.call('PUT', '/api/therapist/ai-config', {
      token: therapist.token,
      body: { ...config, customInstructions: 'Use a warm tone.' },
    });
    expect(saved.status).toBe(200);
    expect(model.count('practice text review')).toBe(1);
    expect(model.count('reply')).toBeGreaterThanOrEqual(5);
  });
});
