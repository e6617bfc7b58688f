/**
 * The therapist's 8-step onboarding: the questions, their options, and how the answers shape the
 * assistant and portal it proposes. Browser-safe: the wizard shows these steps and the Lambda
 * checks answers against the same options.
 */
import {
  type AiConfiguration,
  type CommunicationTone,
  defaultAiConfiguration,
  type PersonalityStyle,
  type QuestionFrequency,
  type ResponseLength,
  type SessionStructure,
  SPECIALIZATIONS,
  type Specialization,
} from './ai-configuration';
import type { TherapeuticApproach } from './practice';

export const ONBOARDING_TOTAL_STEPS = 8;

export interface ChoiceOption<Value extends string = string> {
  value: Value;
  label: string;
  hint?: string;
}

export const TECH_COMFORT = [
  { value: 'new', label: 'New to most software', hint: 'We will explain each step as we go.' },
  { value: 'comfortable', label: 'Comfortable with everyday apps' },
  { value: 'confident', label: 'Confident: I set up tools for my practice myself' },
] as const satisfies readonly ChoiceOption[];

export const THERAPY_EXPERIENCE = [
  { value: 'under-2', label: 'Under 2 years in practice' },
  { value: '2-5', label: '2 to 5 years' },
  { value: '5-10', label: '5 to 10 years' },
  { value: 'over-10', label: 'Over 10 years' },
] as const satisfies readonly ChoiceOption[];

export const AI_EXPERIENCE = [
  { value: 'none', label: 'I have not used AI tools' },
  { value: 'tried', label: 'I have tried a chat assistant' },
  { value: 'regular', label: 'I use AI tools regularly' },
] as const satisfies readonly ChoiceOption[];

export const PREFERRED_PACE = [
  {
    value: 'guided',
    label: 'Guide me through everything',
    hint: 'Explanations and suggestions on each step.',
  },
  { value: 'balanced', label: 'A bit of both' },
  { value: 'express', label: 'Just the essentials', hint: 'Short steps with sensible defaults.' },
] as const satisfies readonly ChoiceOption[];

export const PRIMARY_GOALS = [
  { value: 'between-sessions', label: 'Support clients between sessions' },
  { value: 'reflection', label: 'Help clients reflect and journal' },
  { value: 'skills', label: 'Reinforce skills practised in session' },
  { value: 'goals', label: 'Keep clients working toward their goals' },
  { value: 'check-ins', label: 'Short regular check-ins' },
  { value: 'insight', label: 'See engagement between sessions' },
] as const satisfies readonly ChoiceOption[];

export const CONCERNS = [
  { value: 'safety', label: 'Client safety and crisis handling' },
  { value: 'privacy', label: 'Privacy of what clients write' },
  { value: 'accuracy', label: 'The assistant saying something clinically wrong' },
  { value: 'dependence', label: 'Clients relying on the AI instead of therapy' },
  { value: 'tone', label: 'The assistant not sounding like my practice' },
  { value: 'time', label: 'The time it takes to set up' },
] as const satisfies readonly ChoiceOption[];

export type TechComfort = (typeof TECH_COMFORT)[number]['value'];
export type TherapyExperience = (typeof THERAPY_EXPERIENCE)[number]['value'];
export type AiExperience = (typeof AI_EXPERIENCE)[number]['value'];
export type PreferredPace = (typeof PREFERRED_PACE)[number]['value'];
export type PrimaryGoal = (typeof PRIMARY_GOALS)[number]['value'];
export type Concern = (typeof CONCERNS)[number]['value'];

/** What the therapist has answered so far; every answer is optional until the step is done. */
export interface OnboardingAnswers {
  techComfortLevel?: TechComfort;
  therapyExperience?: TherapyExperience;
  aiExperience?: AiExperience;
  preferredPace?: PreferredPace;
  primaryGoals?: PrimaryGoal[];
  concerns?: Concern[];
  specializations?: Specialization[];
}

/** The steps in order, each with the answers it asks for. */
export const ONBOARDING_STEPS = [
  { step: 1, id: 'welcome', title: 'Welcome', asks: ['techComfortLevel'] },
  { step: 2, id: 'experience', title: 'Your experience', asks: ['therapyExperience', 'aiExperience'] },
  { step: 3, id: 'pace', title: 'Your pace', asks: ['preferredPace'] },
  { step: 4, id: 'goals', title: 'Your goals', asks: ['primaryGoals'] },
  { step: 5, id: 'concerns', title: 'Your concerns', asks: ['concerns'] },
  { step: 6, id: 'specializations', title: 'Specialisations', asks: ['specializations'] },
  { step: 7, id: 'assistant', title: 'Your assistant', asks: [] },
  { step: 8, id: 'portal', title: 'Your client portal', asks: [] },
] as const satisfies readonly {
  step: number;
  id: string;
  title: string;
  asks: readonly (keyof OnboardingAnswers)[];
}[];

/** How much explanation the wizard gives, from comfort with technology and the pace asked for. */
export type AdaptivePath = 'guided' | 'standard' | 'express';

export function adaptivePathFor(answers: OnboardingAnswers): AdaptivePath {
  if (answers.preferredPace === 'guided' || answers.techComfortLevel === 'new') return 'guided';
  if (answers.preferredPace === 'express' && answers.techComfortLevel === 'confident') return 'express';
  return 'standard';
}

/**
 * The assistant the onboarding proposes from the answers (the therapist can change every value
 * before finishing, and later in AI customisation). Each rule says why it follows from an answer.
 */
export function proposeAssistant(
  answers: OnboardingAnswers,
  signUpApproach: TherapeuticApproach,
): AiConfiguration {
  const base = defaultAiConfiguration(signUpApproach);
  const goals = new Set(answers.primaryGoals ?? []);
  const concerns = new Set(answers.concerns ?? []);

  let sessionStructure: SessionStructure = base.sessionStructure;
  if (goals.has('check-ins')) sessionStructure = 'check_in';
  else if (goals.has('goals') || goals.has('skills')) sessionStructure = 'goal_oriented';
  else if (goals.has('reflection')) sessionStructure = 'flexible';

  let personalityStyle: PersonalityStyle = base.personalityStyle;
  if (goals.has('goals')) personalityStyle = 'motivational';
  if (goals.has('reflection') && !goals.has('goals')) personalityStyle = 'gentle';
  if (concerns.has('accuracy')) personalityStyle = 'balanced';

  // Someone worried about over-reliance gets shorter replies that hand the thinking back.
  let responseLength: ResponseLength = base.responseLength;
  let questionFrequency: QuestionFrequency = base.questionFrequency;
  if (concerns.has('dependence')) {
    responseLength = 'brief';
    questionFrequency = 'high';
  } else if (goals.has('check-ins')) {
    responseLength = 'brief';
  } else if (goals.has('reflection')) {
    questionFrequency = 'high';
  }

  const communicationTone: CommunicationTone = concerns.has('tone') ? 'professional' : base.communicationTone;
  const specializations = (answers.specializations ?? []).filter((value) =>
    (SPECIALIZATIONS as readonly string[]).includes(value),
  );

  return {
    ...base,
    personalityStyle,
    communicationTone,
    sessionStructure,
    specializations,
    responseLength,
    questionFrequency,
    // With no goals named, the defaults stand; otherwise goal work follows the goals chosen.
    enableGoalSetting: goals.size === 0 ? base.enableGoalSetting : goals.has('goals') || goals.has('skills'),
    enableProgressTracking:
      goals.size === 0 ? base.enableProgressTracking : goals.has('insight') || goals.has('goals'),
  };
}
