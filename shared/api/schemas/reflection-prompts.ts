import * as z from 'zod/mini';
import { PERSONALITY_STYLES } from '#shared/domain/ai-configuration.ts';
import {
  addDays,
  daysBetween,
  isCalendarDate,
  isTimeZone,
  PROMPT_FREQUENCIES,
  PROMPT_MAX_DAYS,
} from '#shared/domain/reflection-schedule.ts';
import { clientIdParams } from './clients';
import { portalChatReplySchema, savedJournalEntrySchema } from './portal';

/**
 * Reflection prompts a therapist sets for a client between sessions. What the therapist reads
 * back is the prompt and counts; never the client's words (those stay in the client's own
 * conversation, shared only through its own consent).
 */
export const PROMPT_TITLE_MAX = 80;
export const PROMPT_TEXT_MAX = 600;
export const PROMPT_ANSWER_MAX = 4000;
/** Prompts running at once for one client. */
export const ACTIVE_PROMPTS_PER_CLIENT = 12;

export const reflectionPromptMessages = {
  title: 'Please give the prompt a title',
  titleMax: `Please use at most ${PROMPT_TITLE_MAX} characters for the title`,
  text: 'Please write the prompt',
  textMax: `Please use at most ${PROMPT_TEXT_MAX} characters for the prompt`,
  days: 'Please choose at least one day',
  date: 'Please choose a date',
  endBeforeStart: 'The end date must be on or after the first day',
  tooLong: `A prompt can run for at most ${PROMPT_MAX_DAYS} days`,
  timeZone: 'Unknown time zone',
  answer: 'Please write something first',
  answerMax: `An answer can be at most ${PROMPT_ANSWER_MAX} characters`,
  notFound: 'Reflection prompt not found',
} as const;

const dateField = z.string({ error: reflectionPromptMessages.date }).check(
  z.trim(),
  z.refine((value) => isCalendarDate(value), reflectionPromptMessages.date),
);

export const promptScheduleSchema = z
  .object({
    frequency: z.enum(PROMPT_FREQUENCIES, { error: 'Please choose how often' }),
    days: z._default(
      z.array(z.int().check(z.minimum(0), z.maximum(6)), { error: reflectionPromptMessages.days }),
      [],
    ),
    startDate: dateField,
    endDate: dateField,
    timeZone: z._default(
      z.string().check(z.refine((value) => isTimeZone(value), reflectionPromptMessages.timeZone)),
      'UTC',
    ),
  })
  .check(
    z.refine((schedule) => schedule.frequency !== 'days' || schedule.days.length > 0, {
      message: reflectionPromptMessages.days,
      path: ['days'],
    }),
    z.refine((schedule) => schedule.endDate >= schedule.startDate, {
      message: reflectionPromptMessages.endBeforeStart,
      path: ['endDate'],
    }),
    z.refine((schedule) => daysBetween(schedule.startDate, schedule.endDate) < PROMPT_MAX_DAYS, {
      message: reflectionPromptMessages.tooLong,
      path: ['endDate'],
    }),
  );
export type PromptScheduleInput = z.input<typeof promptScheduleSchema>;

/** The dashboard's form: a title, the prompt, how often, until when, and optionally a guide style. */
export const newReflectionPromptSchema = z.object({
  title: z
    .string({ error: reflectionPromptMessages.title })
    .check(
      z.trim(),
      z.minLength(1, reflectionPromptMessages.title),
      z.maxLength(PROMPT_TITLE_MAX, reflectionPromptMessages.titleMax),
    ),
  text: z
    .string({ error: reflectionPromptMessages.text })
    .check(
      z.trim(),
      z.minLength(1, reflectionPromptMessages.text),
      z.maxLength(PROMPT_TEXT_MAX, reflectionPromptMessages.textMax),
    ),
  schedule: promptScheduleSchema,
  guideStyle: z.optional(z.nullable(z.enum(PERSONALITY_STYLES))),
});
export type NewReflectionPrompt = z.input<typeof newReflectionPromptSchema>;

const promptIdField = z
  .string({ error: reflectionPromptMessages.notFound })
  .check(z.regex(/^[0-9A-Z]{26}$/, reflectionPromptMessages.notFound));
export const clientPromptParams = z.object({
  clientId: clientIdParams.shape.clientId,
  promptId: promptIdField,
});
export const promptIdParams = z.object({ promptId: promptIdField });

const occurrenceSchema = z.object({
  dueDate: z.string(),
  closesOn: z.string(),
  status: z.enum(['done', 'skipped', 'missed', 'open', 'upcoming']),
  at: z.nullable(z.string()),
});
const countsSchema = z.object({
  done: z.number(),
  skipped: z.number(),
  missed: z.number(),
  streak: z.number(),
  bestStreak: z.number(),
});
const scheduleReplySchema = z.object({
  frequency: z.enum(PROMPT_FREQUENCIES),
  days: z.array(z.number()),
  startDate: z.string(),
  endDate: z.string(),
  timeZone: z.string(),
});

/** A prompt as its therapist sees it: the prompt itself, and what became of each time it was due. */
export const therapistReflectionPromptSchema = z.object({
  id: z.string(),
  clientId: z.string(),
  title: z.string(),
  text: z.string(),
  schedule: scheduleReplySchema,
  guideStyle: z.nullable(z.enum(PERSONALITY_STYLES)),
  createdAt: z.string(),
  endedAt: z.nullable(z.string()),
  counts: countsSchema,
  /** Dates and statuses only: done (and when), skipped, missed. Never the words. */
  occurrences: z.array(occurrenceSchema),
});
export type TherapistReflectionPrompt = z.output<typeof therapistReflectionPromptSchema>;

export const clientReflectionPromptsSchema = z.object({
  prompts: z.array(therapistReflectionPromptSchema),
  /** All of this client's prompts together. */
  totals: countsSchema,
});
export type ClientReflectionPrompts = z.output<typeof clientReflectionPromptsSchema>;

/** The practice view: for each prompt title, how its occurrences ended, across clients. Counts only. */
export const practicePromptCompletionSchema = z.object({
  prompts: z.array(
    z.object({
      title: z.string(),
      clients: z.number(),
      done: z.number(),
      skipped: z.number(),
      missed: z.number(),
      /** Done out of done + skipped + missed, in whole percent; null before any closed. */
      completionPercent: z.nullable(z.number()),
    }),
  ),
});
export type PracticePromptCompletion = z.output<typeof practicePromptCompletionSchema>;

/** A card in the client's portal. */
export const portalPromptCardSchema = z.object({
  id: z.string(),
  title: z.string(),
  text: z.string(),
  /** "Dr. Hart", or the therapist's name as given. */
  from: z.string(),
  schedule: scheduleReplySchema,
  guideStyle: z.nullable(z.enum(PERSONALITY_STYLES)),
  /** The occurrence waiting now, or the one answered today. */
  current: z.nullable(
    z.object({
      dueDate: z.string(),
      closesOn: z.string(),
      status: z.enum(['done', 'skipped', 'open']),
      /** The client's own conversation of this answer, to continue it. */
      sessionId: z.nullable(z.string()),
    }),
  ),
  counts: countsSchema,
});
export type PortalPromptCard = z.output<typeof portalPromptCardSchema>;

export const portalPromptsSchema = z.object({
  prompts: z.array(portalPromptCardSchema),
  remindersOn: z.boolean(),
  /** In Illinois and Nevada a prompt opens the journal, never an AI conversation. */
  answersIn: z.enum(['conversation', 'journal']),
});
export type PortalPrompts = z.output<typeof portalPromptsSchema>;

export const promptAnswerSchema = z.object({
  message: z
    .string({ error: reflectionPromptMessages.answer })
    .check(
      z.trim(),
      z.minLength(1, reflectionPromptMessages.answer),
      z.maxLength(PROMPT_ANSWER_MAX, reflectionPromptMessages.answerMax),
    ),
  /** To continue the answer's conversation after the first message. */
  sessionId: z.optional(z.nullable(z.string().check(z.maxLength(80)))),
});
export type PromptAnswer = z.input<typeof promptAnswerSchema>;

export const promptAnswerReplySchema = z.object({
  card: portalPromptCardSchema,
  /** The guide's reply, where the practice offers its assistant. */
  reply: z.nullable(portalChatReplySchema),
  /** The saved entry, where the practice offers the journal. */
  journal: z.nullable(savedJournalEntrySchema),
});
export type PromptAnswerReply = z.output<typeof promptAnswerReplySchema>;

export const promptSkipReplySchema = z.object({ card: portalPromptCardSchema });

export const promptRemindersSchema = z.object({
  remindersOn: z.boolean({ error: 'remindersOn must be true or false' }),
});
export type PromptReminders = z.output<typeof promptRemindersSchema>;

/** The first day a new prompt may start: its day in its own zone (used by the dashboard's form). */
export function defaultPromptDates(today: string): { startDate: string; endDate: string } {
  return { startDate: today, endDate: addDays(today, 27) };
}
