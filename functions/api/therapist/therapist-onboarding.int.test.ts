import { describe, expect, it } from 'vitest';
import { getItem, updateItem } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import { getOnboarding } from '#functions/core/db/repositories/onboarding-repository.ts';
import { signUpMember } from '#functions/test-support/members.ts';
import { startTestApi } from '#functions/test-support/test-api.ts';
import { signUpTherapist } from '#functions/test-support/therapists.ts';
import type { OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import type { ErrorBody } from '#shared/errors.ts';

const api = startTestApi();

const completion = {
  assistant: {
    personalityStyle: 'gentle',
    therapeuticApproach: 'humanistic',
    communicationTone: 'conversational',
    sessionStructure: 'flexible',
    responseLength: 'brief',
    questionFrequency: 'high',
  },
  branding: {
    brandingColor: '#0f766e',
    secondaryColor: '#134e4a',
    welcomeTitle: 'Welcome to Harbor Counseling',
    welcomeMessage: 'A quiet place between sessions.',
    emergencyInstructions:
      'Call 988 or 911 in an emergency; call the office at 555-0100 for anything urgent.',
  },
};

describe('therapist onboarding', () => {
  it('starts at step 1 of 8 with proposals from the practice', async () => {
    const therapist = await signUpTherapist(api);
    const state = await api.call<OnboardingState>('GET', '/api/therapist/onboarding', {
      token: therapist.token,
    });
    expect(state.status).toBe(200);
    expect(state.body).toMatchObject({
      currentStep: 1,
      totalSteps: 8,
      completedSteps: [],
      isCompleted: false,
    });
    expect(state.body.proposal.branding).toMatchObject({
      brandingColor: '#2563eb',
      secondaryColor: '#1e40af',
      welcomeTitle: "Welcome to Maya Ortiz's Practice",
    });
    expect(state.body.proposal.branding.emergencyInstructions).toContain('988');
  });

  it('saves each step, resumes after the furthest step, and lets answers shape the proposal', async () => {
    const therapist = await signUpTherapist(api);
    const save = (step: number, answers: Record<string, unknown>) =>
      api.call<OnboardingState & ErrorBody>('PUT', '/api/therapist/onboarding', {
        token: therapist.token,
        body: { step, answers },
      });
    expect((await save(1, { techComfortLevel: 'new' })).body.currentStep).toBe(2);
    expect((await save(2, { therapyExperience: '5-10', aiExperience: 'none' })).body.currentStep).toBe(3);
    const third = await save(3, {});
    expect(third.body.completedSteps).toEqual([1, 2, 3]);
    expect(third.body.adaptivePath).toBe('guided');
    const fourth = await save(4, { primaryGoals: ['check-ins'] });
    expect(fourth.body.proposal.assistant).toMatchObject({
      sessionStructure: 'check_in',
      responseLength: 'brief',
    });

    const resumed = await api.call<OnboardingState>('GET', '/api/therapist/onboarding', {
      token: therapist.token,
    });
    expect(resumed.body).toMatchObject({ currentStep: 5, lastActiveStep: 5 });
    expect(resumed.body.answers).toMatchObject({ techComfortLevel: 'new', primaryGoals: ['check-ins'] });
  });

  it('reads a stored onboarding through its schema: an item that lost its answers is an error where it is read', async () => {
    const therapist = await signUpTherapist(api);
    await api.call('PUT', '/api/therapist/onboarding', {
      token: therapist.token,
      body: { step: 1, answers: { techComfortLevel: 'new' } },
    });
    const stored = await getOnboarding(therapist.id);
    expect(stored).toMatchObject({
      currentStep: 2,
      answers: { techComfortLevel: 'new' },
      adaptivePath: 'guided',
    });
    expect(stored).not.toHaveProperty('pk');

    await updateItem(keys.onboarding(therapist.id), { expression: 'REMOVE answers' });
    await expect(getOnboarding(therapist.id)).rejects.toThrow(/answers/);
  });

  it('refuses answers outside the options and unknown steps, and keeps what was saved', async () => {
    const therapist = await signUpTherapist(api);
    const bad = await api.call<ErrorBody>('PUT', '/api/therapist/onboarding', {
      token: therapist.token,
      body: { step: 1, answers: { techComfortLevel: 'wizard' } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Please choose one of the options');
    const unknown = await api.call<ErrorBody>('PUT', '/api/therapist/onboarding', {
      token: therapist.token,
      body: { step: 9, answers: {} },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Unknown step');
    const state = await api.call<OnboardingState>('GET', '/api/therapist/onboarding', {
      token: therapist.token,
    });
    expect(state.body.currentStep).toBe(1);
  });

  it('finishes with a working assistant and the portal branding, from any step (skipping the rest)', async () => {
    const therapist = await signUpTherapist(api);
    const done = await api.call<OnboardingState>('POST', '/api/therapist/onboarding/complete', {
      token: therapist.token,
      body: completion,
    });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ isCompleted: true, completedSteps: [1, 2, 3, 4, 5, 6, 7, 8] });
    const stored = await getItem(keys.therapist(therapist.id));
    expect(stored?.aiConfig).toMatchObject({ ...completion.assistant, enableEmotionalValidation: true });
    expect(stored).toMatchObject(completion.branding);
    const again = await api.call<ErrorBody>('PUT', '/api/therapist/onboarding', {
      token: therapist.token,
      body: { step: 2, answers: {} },
    });
    expect(again.status).toBe(409);
  });

  it('refuses a bad colour and overlong text with their messages', async () => {
    const therapist = await signUpTherapist(api);
    const reply = await api.call<ErrorBody>('POST', '/api/therapist/onboarding/complete', {
      token: therapist.token,
      body: {
        ...completion,
        branding: { ...completion.branding, brandingColor: 'red', welcomeTitle: 'x'.repeat(121) },
      },
    });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toMatchObject({
      'branding.brandingColor': 'Please use a colour like #2563eb',
      'branding.welcomeTitle': 'Please use at most 120 characters',
    });
  });

  it('is the practice’s own: a member session is refused, and each practice sees only its onboarding', async () => {
    const member = await signUpMember(api);
    expect((await api.call('GET', '/api/therapist/onboarding', { token: member.token })).status).toBe(401);
    const first = await signUpTherapist(api);
    const second = await signUpTherapist(api);
    await api.call('PUT', '/api/therapist/onboarding', {
      token: first.token,
      body: { step: 1, answers: {} },
    });
    const theirs = await api.call<OnboardingState>('GET', '/api/therapist/onboarding', {
      token: second.token,
    });
    expect(theirs.body.currentStep).toBe(1);
  });
});
