import * as z from 'zod/mini';
import {
  AI_TEXT_LIMITS,
  AI_THERAPEUTIC_APPROACHES,
  COMMUNICATION_TONES,
  PERSONALITY_STYLES,
  QUESTION_FREQUENCIES,
  RESPONSE_LENGTHS,
  SESSION_STRUCTURES,
  SPECIALIZATIONS,
} from '#shared/domain/ai-configuration.ts';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';

const text = (max: number) =>
  z._default(
    z
      .string({ error: `Please use at most ${max} characters` })
      .check(z.trim(), z.maxLength(max, `Please use at most ${max} characters`)),
    '',
  );
const flag = z._default(z.boolean({ error: 'Please choose on or off' }), true);

/** The AI configuration form, with the spec's messages. */
export const aiConfigurationSchema = z.object(
  {
    personalityStyle: z.enum(PERSONALITY_STYLES, { error: 'Personality style is required' }),
    therapeuticApproach: z.enum(AI_THERAPEUTIC_APPROACHES, { error: 'Therapeutic approach is required' }),
    communicationTone: z.enum(COMMUNICATION_TONES, { error: 'Communication tone is required' }),
    sessionStructure: z.enum(SESSION_STRUCTURES, { error: 'Session structure is required' }),
    specializations: z._default(
      z
        .array(z.enum(SPECIALIZATIONS, { error: 'Please choose from the listed specializations' }))
        .check(z.maxLength(SPECIALIZATIONS.length)),
      [],
    ),
    customInstructions: text(AI_TEXT_LIMITS.customInstructions),
    clientGreeting: text(AI_TEXT_LIMITS.clientGreeting),
    crisisProtocol: text(AI_TEXT_LIMITS.crisisProtocol),
    sessionEnding: text(AI_TEXT_LIMITS.sessionEnding),
    customDisclaimer: text(AI_TEXT_LIMITS.customDisclaimer),
    enableEmotionalValidation: flag,
    enableGoalSetting: flag,
    enableProgressTracking: flag,
    responseLength: z._default(
      z.enum(RESPONSE_LENGTHS, { error: 'Please choose a response length' }),
      'moderate',
    ),
    questionFrequency: z._default(
      z.enum(QUESTION_FREQUENCIES, { error: 'Please choose a question frequency' }),
      'moderate',
    ),
  },
  { error: 'Please send the whole AI configuration' },
);

export const TEST_MESSAGE_MAX = 4000;
export const ENTER_TEST_MESSAGE =
  'Enter Test Message - Please enter a message to test your AI configuration.';

/** Test AI: a message and the form's current (unsaved) values. */
export const testAiSchema = z.object({
  message: z
    .string({ error: ENTER_TEST_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, ENTER_TEST_MESSAGE),
      z.maxLength(TEST_MESSAGE_MAX, 'Please use at most 4000 characters'),
    ),
  config: aiConfigurationSchema,
});

/** A configuration refused before save: which sentence, and why. */
export interface UnsafeInstruction {
  field: string;
  sentence: string;
  why: string;
}

export interface TestAiReply {
  message: string;
  /** 'safety' when the screen answered (crisis resources) instead of the assistant. */
  answeredBy: 'assistant' | 'safety';
  engine: 'offline' | 'model';
  /** The screen's grade; above none, with the crisis lines a client would see beside the reply. */
  safety: { grade: SafetyGrade; resources?: CrisisResources };
}
