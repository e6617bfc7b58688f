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
import { PORTAL_HISTORY_LIMIT } from '#shared/domain/portal-conversation.ts';
import { crisisResourcesSchema, safetyGradeField } from './reply-parts';

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

/**
 * The sandbox conversation before a test message, oldest first, bounded like a portal's: at most
 * PORTAL_HISTORY_LIMIT messages, each at most SANDBOX_TURN_MAX characters, and SANDBOX_HISTORY_MAX_CHARS
 * in all (about the prompt's whole budget of 3,000 tokens: more could never reach the model).
 */
export const SANDBOX_TURN_MAX = 6000;
export const SANDBOX_HISTORY_MAX_CHARS = 12_000;
export const sandboxHistoryMessages = {
  turn: 'Each earlier message needs a role (client or assistant) and its text',
  tooLong: `Each earlier message can be at most ${SANDBOX_TURN_MAX} characters`,
  tooMany: `Send at most ${PORTAL_HISTORY_LIMIT} earlier messages with a test message`,
  tooMuch: `The earlier messages can be at most ${SANDBOX_HISTORY_MAX_CHARS.toLocaleString('en-US')} characters in all`,
} as const;

const sandboxTurnSchema = z.object(
  {
    role: z.enum(['client', 'assistant'], { error: sandboxHistoryMessages.turn }),
    content: z
      .string({ error: sandboxHistoryMessages.turn })
      .check(
        z.minLength(1, sandboxHistoryMessages.turn),
        z.maxLength(SANDBOX_TURN_MAX, sandboxHistoryMessages.tooLong),
      ),
  },
  { error: sandboxHistoryMessages.turn },
);
export type SandboxTurn = z.output<typeof sandboxTurnSchema>;

/** Test AI: a message, the sandbox conversation before it, and the form's current (unsaved) values. */
export const testAiSchema = z.object({
  message: z
    .string({ error: ENTER_TEST_MESSAGE })
    .check(
      z.trim(),
      z.minLength(1, ENTER_TEST_MESSAGE),
      z.maxLength(TEST_MESSAGE_MAX, 'Please use at most 4000 characters'),
    ),
  history: z._default(
    z.array(sandboxTurnSchema, { error: sandboxHistoryMessages.turn }).check(
      z.maxLength(PORTAL_HISTORY_LIMIT, sandboxHistoryMessages.tooMany),
      z.refine(
        (turns) => turns.reduce((sum, turn) => sum + turn.content.length, 0) <= SANDBOX_HISTORY_MAX_CHARS,
        sandboxHistoryMessages.tooMuch,
      ),
    ),
    [],
  ),
  config: aiConfigurationSchema,
});

/** A configuration refused before save: which sentence, and why. */
export interface UnsafeInstruction {
  field: string;
  sentence: string;
  why: string;
}

export const testAiReplySchema = z.object({
  message: z.string(),
  /** 'safety' when the screen answered (crisis resources) instead of the assistant. */
  answeredBy: z.enum(['assistant', 'safety']),
  engine: z.enum(['offline', 'model']),
  /** The screen's grade; above none, with the crisis lines a client would see beside the reply. */
  safety: z.object({ grade: safetyGradeField, resources: z.optional(crisisResourcesSchema) }),
});
export type TestAiReply = z.output<typeof testAiReplySchema>;
