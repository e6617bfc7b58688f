import * as z from 'zod/mini';
import { publicMemberSchema } from './auth';
import { conversationSummarySchema, guideEngineInfoSchema } from './chat';
import { guideMemorySchema } from './guide-memory';
import { modeIdField } from './ids';
import { safetyGradeField, timestampField } from './reply-parts';

/** `GET /api/me/export` (JSON): everything kept about the member, as they can take it away. */
export const memberExportSchema = z.object({
  exportedAt: timestampField,
  profile: publicMemberSchema,
  conversations: z.array(
    z.extend(conversationSummarySchema, {
      /** When the guide last said it is an AI (start, and again after 3 hours). */
      lastDisclosureAt: z.optional(timestampField),
      messages: z.array(
        z.object({
          id: z.string(),
          role: z.enum(['user', 'assistant']),
          content: z.string(),
          modeId: modeIdField,
          createdAt: timestampField,
          tokens: z.optional(z.number()),
          stopped: z.optional(z.boolean()),
          safetyReply: z.optional(z.boolean()),
          safety: z.optional(
            z.object({
              grade: safetyGradeField,
              categories: z.array(z.string()),
              aboutSomeoneElse: z.boolean(),
            }),
          ),
          engine: z.optional(guideEngineInfoSchema),
        }),
      ),
    }),
  ),
  memories: z.array(guideMemorySchema),
  usage: z.array(z.object({ month: z.string(), conversationsUsed: z.number() })),
  safetyEvents: z.array(
    z.object({
      conversationId: z.string(),
      level: z.string(),
      grade: safetyGradeField,
      categories: z.array(z.string()),
      /** A short reason, never the text of the message. */
      reason: z.string(),
      signals: z.array(z.string()),
      createdAt: timestampField,
    }),
  ),
  /** What they downloaded from the premium library, oldest first. */
  downloads: z.array(z.object({ downloadId: z.string(), title: z.string(), downloadedAt: timestampField })),
  /** The weekly reflections their guides wrote for them (Insights), oldest first. */
  weeklyReflections: z.array(
    z.object({
      isoWeek: z.string(),
      modeId: modeIdField,
      text: z.string(),
      writtenBy: z.object({ id: z.enum(['openai', 'offline']), label: z.string() }),
      createdAt: timestampField,
    }),
  ),
});
