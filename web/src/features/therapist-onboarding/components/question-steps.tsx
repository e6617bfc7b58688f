import { Stack, Text } from '@chakra-ui/react';
import { SPECIALIZATIONS } from '#shared/domain/ai-configuration.ts';
import {
  type AdaptivePath,
  AI_EXPERIENCE,
  CONCERNS,
  type OnboardingAnswers,
  PREFERRED_PACE,
  PRIMARY_GOALS,
  TECH_COMFORT,
  THERAPY_EXPERIENCE,
} from '#shared/domain/therapist-onboarding.ts';
import { MultiChoice, SingleChoice } from './choice-question';

interface QuestionStepProps {
  step: number;
  answers: OnboardingAnswers;
  onChange: (answers: OnboardingAnswers) => void;
  path: AdaptivePath;
}

/** Why a step asks what it asks, shown on the guided path. */
const whyWeAsk: Record<number, string> = {
  1: 'Your answer decides how much we explain on the next steps. You can change anything later.',
  2: 'Experience with AI tools helps us suggest how much to automate at first.',
  3: 'Choose how you would like this setup to feel. Every step can be skipped and finished later.',
  4: 'Your goals shape how your assistant structures a conversation with a client.',
  5: 'What worries you shapes the defaults: for example, shorter replies that hand the thinking back to the client.',
  6: 'Specialisations tell the assistant what your clients often bring, so it can listen for it.',
};

const specializationOptions = SPECIALIZATIONS.map((value) => ({ value, label: value }));

/** Steps 1 to 6: the questions whose answers shape what the last two steps propose. */
export function QuestionStep({ step, answers, onChange, path }: QuestionStepProps) {
  const set = (patch: OnboardingAnswers) => onChange({ ...answers, ...patch });
  return (
    <Stack gap="6">
      {path === 'guided' && whyWeAsk[step] && <Text color="fg.muted">{whyWeAsk[step]}</Text>}
      {step === 1 && (
        <SingleChoice
          legend="How comfortable are you with new software?"
          options={TECH_COMFORT}
          value={answers.techComfortLevel}
          onChange={(value) => set({ techComfortLevel: value as OnboardingAnswers['techComfortLevel'] })}
        />
      )}
      {step === 2 && (
        <>
          <SingleChoice
            legend="How long have you been in practice?"
            options={THERAPY_EXPERIENCE}
            value={answers.therapyExperience}
            onChange={(value) => set({ therapyExperience: value as OnboardingAnswers['therapyExperience'] })}
          />
          <SingleChoice
            legend="Have you used AI tools before?"
            options={AI_EXPERIENCE}
            value={answers.aiExperience}
            onChange={(value) => set({ aiExperience: value as OnboardingAnswers['aiExperience'] })}
          />
        </>
      )}
      {step === 3 && (
        <SingleChoice
          legend="How would you like to set up your practice?"
          options={PREFERRED_PACE}
          value={answers.preferredPace}
          onChange={(value) => set({ preferredPace: value as OnboardingAnswers['preferredPace'] })}
        />
      )}
      {step === 4 && (
        <MultiChoice
          legend="What should the assistant do for your clients?"
          helper="Choose any that apply."
          options={PRIMARY_GOALS}
          value={answers.primaryGoals ?? []}
          onChange={(value) => set({ primaryGoals: value as OnboardingAnswers['primaryGoals'] })}
        />
      )}
      {step === 5 && (
        <MultiChoice
          legend="What concerns you about an AI assistant for clients?"
          helper="Choose any that apply. Every client message is screened for risk, whatever you choose."
          options={CONCERNS}
          value={answers.concerns ?? []}
          onChange={(value) => set({ concerns: value as OnboardingAnswers['concerns'] })}
        />
      )}
      {step === 6 && (
        <MultiChoice
          legend="Which areas do you specialise in?"
          helper="Choose any that apply."
          options={specializationOptions}
          value={answers.specializations ?? []}
          onChange={(value) => set({ specializations: value as OnboardingAnswers['specializations'] })}
        />
      )}
    </Stack>
  );
}
