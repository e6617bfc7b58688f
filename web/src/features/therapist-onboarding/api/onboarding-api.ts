import useSWR from 'swr';
import type { CompleteOnboardingInput, OnboardingState } from '#shared/api/schemas/therapist-onboarding.ts';
import type { OnboardingAnswers } from '#shared/domain/therapist-onboarding.ts';
import { api, fetchData } from '#web/lib/api-client.ts';

export const ONBOARDING_KEY = '/api/therapist/onboarding';

export function useOnboarding() {
  const { data, error, mutate } = useSWR<OnboardingState | null>(ONBOARDING_KEY, fetchData<OnboardingState>);
  return { onboarding: data ?? null, isLoading: data === undefined && !error, error, mutate };
}

export function saveOnboardingStep(step: number, answers: OnboardingAnswers): Promise<OnboardingState> {
  return api('PUT /api/therapist/onboarding', { body: { step, answers } });
}

export function completeOnboarding(input: CompleteOnboardingInput): Promise<OnboardingState> {
  return api('POST /api/therapist/onboarding/complete', { body: input });
}
