import { Stack, Text } from '@chakra-ui/react';
import { SPECIALIZATIONS } from '#shared/domain/ai-configuration.ts';
import {
  type AdaptivePath,
  AI_EXPERIENCE,
  type ChoiceOption,
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

/** A question of steps 1 to 6, as data: the answer it sets, its words and its choices. */
type Question =
  | {
      kind: 'single';
      key: 'techComfortLevel' | 'therapyExperience' | 'aiExperience' | 'preferredPace';
      legend: string;
      options: readonly ChoiceOption[];
    }
  | {
      kind: 'multi';
      key: 'primaryGoals' | 'concerns' | 'specializations';
      legend: string;
      helper: string;
      options: readonly ChoiceOption[];
    };

const questionsOfStep: Record<number, readonly Question[]> = {
  1: [
    {
      kind: 'single',
      key: 'techComfortLevel',
      legend: 'How comfortable are you with new software?',
      options: TECH_COMFORT,
    },
  ],
  2: [
    {
      kind: 'single',
      key: 'therapyExperience',
      legend: 'How long have you been in practice?',
      options: THERAPY_EXPERIENCE,
    },
    { kind: 'single', key: 'aiExperience', legend: 'Have you used AI tools before?', options: AI_EXPERIENCE },
  ],
  3: [
    {
      kind: 'single',
      key: 'preferredPace',
      legend: 'How would you like to set up your practice?',
      options: PREFERRED_PACE,
    },
  ],
  4: [
    {
      kind: 'multi',
      key: 'primaryGoals',
      legend: 'What should the assistant do for your clients?',
      helper: 'Choose any that apply.',
      options: PRIMARY_GOALS,
    },
  ],
  5: [
    {
      kind: 'multi',
      key: 'concerns',
      legend: 'What concerns you about an AI assistant for clients?',
      helper: 'Choose any that apply. Every client message is screened for risk, whatever you choose.',
      options: CONCERNS,
    },
  ],
  6: [
    {
      kind: 'multi',
      key: 'specializations',
      legend: 'Which areas do you specialise in?',
      helper: 'Choose any that apply.',
      options: specializationOptions,
    },
  ],
};

/** Steps 1 to 6: the questions whose answers shape what the last two steps propose. */
export function QuestionStep({ step, answers, onChange, path }: QuestionStepProps) {
  // The answer's value is one of the question's own options.
  const set = (key: Question['key'], value: string | string[]) =>
    onChange({ ...answers, [key]: value } as OnboardingAnswers);
  return (
    <Stack gap="6">
      {path === 'guided' && whyWeAsk[step] && <Text color="fg.muted">{whyWeAsk[step]}</Text>}
      {(questionsOfStep[step] ?? []).map((question) =>
        question.kind === 'single' ? (
          <SingleChoice
            key={question.key}
            legend={question.legend}
            options={question.options}
            value={answers[question.key]}
            onChange={(value) => set(question.key, value)}
          />
        ) : (
          <MultiChoice
            key={question.key}
            legend={question.legend}
            helper={question.helper}
            options={question.options}
            value={answers[question.key] ?? []}
            onChange={(value) => set(question.key, value)}
          />
        ),
      )}
    </Stack>
  );
}
