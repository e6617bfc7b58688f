import * as z from 'zod/mini';
import {
  AI_THERAPEUTIC_APPROACHES,
  COMMUNICATION_TONES,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
  SPECIALIZATIONS,
} from '#shared/domain/ai-configuration.ts';
import { BRANDING_TEXT_LIMITS } from '#shared/domain/practice-branding.ts';
import {
  type AdaptivePath,
  AI_EXPERIENCE,
  CONCERNS,
  ONBOARDING_TOTAL_STEPS,
  PREFERRED_PACE,
  PRIMARY_GOALS,
  TECH_COMFORT,
  THERAPY_EXPERIENCE,
} from '#shared/domain/therapist-onboarding.ts';
import { aiConfigurationSchema } from './ai-configuration';
import { hexColorField } from './fields';
import { practiceBrandingShape } from './practice-branding';
import { timestampField } from './reply-parts';

const choose = 'Please choose one of the options';
const valuesOf = <T extends readonly { value: string }[]>(options: T) =>
  options.map((option) => option.value) as unknown as readonly [T[number]['value'], ...T[number]['value'][]];
const oneOf = <T extends readonly { value: string }[]>(options: T) =>
  z.optional(z.enum(valuesOf(options), { error: choose }));
const someOf = <T extends readonly { value: string }[]>(options: T) =>
  z.optional(z.array(z.enum(valuesOf(options), { error: choose })).check(z.maxLength(options.length)));

export const onboardingAnswersSchema = z.object({
  techComfortLevel: oneOf(TECH_COMFORT),
  therapyExperience: oneOf(THERAPY_EXPERIENCE),
  aiExperience: oneOf(AI_EXPERIENCE),
  preferredPace: oneOf(PREFERRED_PACE),
  primaryGoals: someOf(PRIMARY_GOALS),
  concerns: someOf(CONCERNS),
  specializations: z.optional(
    z.array(z.enum(SPECIALIZATIONS, { error: choose })).check(z.maxLength(SPECIALIZATIONS.length)),
  ),
});

export const saveOnboardingStepSchema = z.object({
  /** The step just finished (or skipped); the wizard moves on to the next. */
  step: z
    .number({ error: 'Unknown step' })
    .check(z.int(), z.gte(1, 'Unknown step'), z.lte(ONBOARDING_TOTAL_STEPS, 'Unknown step')),
  answers: z._default(onboardingAnswersSchema, {}),
});

const text = (max: number) =>
  z
    .string({ error: `Please use at most ${max} characters` })
    .check(z.trim(), z.maxLength(max, `Please use at most ${max} characters`));

/** What the last two steps set: the assistant's main choices and the portal's first look. */
export const completeOnboardingSchema = z.object({
  assistant: z.object(
    {
      personalityStyle: z.enum(PERSONALITY_STYLES, { error: 'Personality style is required' }),
      therapeuticApproach: z.enum(AI_THERAPEUTIC_APPROACHES, { error: 'Therapeutic approach is required' }),
      communicationTone: z.enum(COMMUNICATION_TONES, { error: 'Communication tone is required' }),
      sessionStructure: z.enum(SESSION_STRUCTURES, { error: 'Session structure is required' }),
      responseLength: z.enum(RESPONSE_LENGTHS, { error: choose }),
      questionFrequency: z.enum(QUESTION_FREQUENCIES, { error: choose }),
    },
    { error: 'Please choose your assistant’s settings' },
  ),
  branding: z.object(
    {
      brandingColor: hexColorField,
      secondaryColor: hexColorField,
      welcomeTitle: text(BRANDING_TEXT_LIMITS.welcomeTitle),
      welcomeMessage: text(BRANDING_TEXT_LIMITS.welcomeMessage),
      emergencyInstructions: text(BRANDING_TEXT_LIMITS.emergencyInstructions),
    },
    { error: 'Please fill in your portal’s first look' },
  ),
});
export type CompleteOnboardingInput = z.input<typeof completeOnboardingSchema>;

/** The onboarding as the wizard and the dashboard see it. */
export const onboardingStateSchema = z.object({
  currentStep: z.number(),
  totalSteps: z.number(),
  completedSteps: z.array(z.number()),
  lastActiveStep: z.number(),
  answers: onboardingAnswersSchema,
  adaptivePath: z.enum(['guided', 'standard', 'express'] satisfies AdaptivePath[]),
  isCompleted: z.boolean(),
  completedAt: z.nullable(timestampField),
  /** What the answers so far propose for the last two steps. */
  proposal: z.object({
    assistant: aiConfigurationSchema,
    branding: z.object({
      brandingColor: practiceBrandingShape.brandingColor,
      secondaryColor: practiceBrandingShape.secondaryColor,
      welcomeTitle: practiceBrandingShape.welcomeTitle,
      welcomeMessage: practiceBrandingShape.welcomeMessage,
      emergencyInstructions: practiceBrandingShape.emergencyInstructions,
    }),
  }),
});
export type OnboardingState = z.output<typeof onboardingStateSchema>;
