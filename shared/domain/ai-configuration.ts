/**
 * The options of a practice's AI assistant (the AI customisation form), with the labels people see
 * and the defaults. Browser-safe: the form, the prompt builder and the onboarding's proposals read
 * the same lists.
 */
import type { TherapeuticApproach } from './practice';

export const PERSONALITY_STYLES = ['empathetic', 'analytical', 'gentle', 'motivational', 'balanced'] as const;
export const AI_THERAPEUTIC_APPROACHES = [
  'cbt',
  'dbt',
  'humanistic',
  'psychodynamic',
  'solution_focused',
  'mindfulness',
] as const;
export const COMMUNICATION_TONES = ['professional', 'conversational', 'supportive', 'direct'] as const;
export const SESSION_STRUCTURES = ['flexible', 'structured', 'goal_oriented', 'check_in'] as const;
export const RESPONSE_LENGTHS = ['brief', 'moderate', 'detailed'] as const;
export const QUESTION_FREQUENCIES = ['low', 'moderate', 'high'] as const;
export const SPECIALIZATIONS = [
  'Anxiety Disorders',
  'Depression',
  'Trauma & PTSD',
  'Relationship Issues',
  'Grief & Loss',
  'Addiction Recovery',
  'Eating Disorders',
  'ADHD',
  'OCD',
  'Bipolar Disorder',
  'Stress Management',
  'Self-Esteem',
  'Career Counseling',
  'Family Therapy',
  'Couples Therapy',
  'Teen Therapy',
] as const;

export type PersonalityStyle = (typeof PERSONALITY_STYLES)[number];
export type AiTherapeuticApproach = (typeof AI_THERAPEUTIC_APPROACHES)[number];
export type CommunicationTone = (typeof COMMUNICATION_TONES)[number];
export type SessionStructure = (typeof SESSION_STRUCTURES)[number];
export type ResponseLength = (typeof RESPONSE_LENGTHS)[number];
export type QuestionFrequency = (typeof QUESTION_FREQUENCIES)[number];
export type Specialization = (typeof SPECIALIZATIONS)[number];

export const optionLabels = {
  personalityStyle: {
    empathetic: 'Empathetic',
    analytical: 'Analytical',
    gentle: 'Gentle',
    motivational: 'Motivational',
    balanced: 'Balanced',
  },
  therapeuticApproach: {
    cbt: 'Cognitive Behavioral Therapy (CBT)',
    dbt: 'Dialectical Behavior Therapy (DBT)',
    humanistic: 'Humanistic',
    psychodynamic: 'Psychodynamic',
    solution_focused: 'Solution-Focused',
    mindfulness: 'Mindfulness-Based',
  },
  communicationTone: {
    professional: 'Professional',
    conversational: 'Conversational',
    supportive: 'Supportive',
    direct: 'Direct',
  },
  sessionStructure: {
    flexible: 'Flexible',
    structured: 'Structured',
    goal_oriented: 'Goal-oriented',
    check_in: 'Check-in',
  },
  responseLength: {
    brief: 'Brief (1-2 sentences)',
    moderate: 'Moderate (2-4 sentences)',
    detailed: 'Detailed (4+ sentences)',
  },
  questionFrequency: { low: 'Low', moderate: 'Moderate', high: 'High' },
} as const;

/** The AI assistant's configuration, as stored and as the form edits it. */
export interface AiConfiguration {
  personalityStyle: PersonalityStyle;
  therapeuticApproach: AiTherapeuticApproach;
  communicationTone: CommunicationTone;
  sessionStructure: SessionStructure;
  specializations: Specialization[];
  customInstructions: string;
  clientGreeting: string;
  crisisProtocol: string;
  sessionEnding: string;
  customDisclaimer: string;
  enableEmotionalValidation: boolean;
  enableGoalSetting: boolean;
  enableProgressTracking: boolean;
  responseLength: ResponseLength;
  questionFrequency: QuestionFrequency;
}

/** The sign-up approach's nearest option in the configuration's finer list. */
const approachFromSignUp: Record<TherapeuticApproach, AiTherapeuticApproach> = {
  CBT: 'cbt',
  Somatic: 'mindfulness',
  ACT: 'mindfulness',
  Psychodynamic: 'psychodynamic',
  Humanistic: 'humanistic',
  Other: 'humanistic',
};

/** The configuration a new practice starts with, before onboarding or the form change it. */
export function defaultAiConfiguration(signUpApproach: TherapeuticApproach = 'CBT'): AiConfiguration {
  return {
    personalityStyle: 'empathetic',
    therapeuticApproach: approachFromSignUp[signUpApproach],
    communicationTone: 'supportive',
    sessionStructure: 'flexible',
    specializations: [],
    customInstructions: '',
    clientGreeting: '',
    crisisProtocol: '',
    sessionEnding: '',
    customDisclaimer: '',
    enableEmotionalValidation: true,
    enableGoalSetting: true,
    enableProgressTracking: true,
    responseLength: 'moderate',
    questionFrequency: 'moderate',
  };
}

/** Free-text fields of the configuration and their length caps (they share the prompt budget). */
export const AI_TEXT_LIMITS = {
  customInstructions: 2000,
  clientGreeting: 500,
  crisisProtocol: 1000,
  sessionEnding: 500,
  customDisclaimer: 1000,
} as const;
