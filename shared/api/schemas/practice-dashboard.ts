import * as z from 'zod/mini';
import { timestampField } from './reply-parts';

/** A conversation in the review queue: metrics and the safety flag, never the text. */
const conversationSummaryShape = {
  id: z.string(),
  clientName: z.string(),
  /** Whether the person was a signed-in client or an anonymous visitor of the portal. */
  clientKind: z.enum(['client', 'visitor']),
  startedAt: timestampField,
  lastMessageAt: timestampField,
  messageCount: z.number(),
  durationMinutes: z.number(),
  flaggedForReview: z.boolean(),
  reviewed: z.boolean(),
  flag: z.nullable(
    z.object({
      grade: z.enum(['check-in', 'crisis', 'imminent']),
      reason: z.string(),
      flaggedAt: timestampField,
    }),
  ),
  /** How many replies came with a note (possible risk): a count only, never a flag for review. */
  safetyNotes: z.number(),
  sharedWithTherapist: z.boolean(),
  rating: z.nullable(z.number()),
};
export const conversationSummarySchema = z.object(conversationSummaryShape);
export type ConversationSummary = z.output<typeof conversationSummarySchema>;
export const conversationSummariesSchema = z.object({ conversations: z.array(conversationSummarySchema) });

export const conversationReviewSchema = z.object({
  ...conversationSummaryShape,
  therapistNotes: z.string(),
  reviewedAt: z.nullable(timestampField),
  /** Only when the client shared this conversation; otherwise null, and the text never leaves the table. */
  transcript: z.nullable(
    z.array(
      z.object({ role: z.enum(['client', 'assistant']), content: z.string(), createdAt: timestampField }),
    ),
  ),
});
export type ConversationReview = z.output<typeof conversationReviewSchema>;

export const conversationIdParams = z.object({
  conversationId: z
    .string({ error: 'Conversation not found' })
    .check(z.regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, 'Conversation not found')),
});

export const NOTES_MAX = 5000;
export const updateConversationReviewSchema = z.object({
  therapistNotes: z.optional(
    z
      .string({ error: `Please use at most ${NOTES_MAX} characters for notes` })
      .check(z.maxLength(NOTES_MAX, `Please use at most ${NOTES_MAX} characters for notes`)),
  ),
  reviewed: z.optional(z.literal(true, { error: 'A review can only be marked done' })),
});

/** The therapist's time zone (IANA), so "today" is their today. */
export const timeZoneQuery = z.object({
  timeZone: z._default(
    z.string({ error: 'Unknown time zone' }).check(
      z.maxLength(64, 'Unknown time zone'),
      z.refine((value) => {
        try {
          new Intl.DateTimeFormat('en-US', { timeZone: value });
          return true;
        } catch {
          return false;
        }
      }, 'Unknown time zone'),
    ),
    'UTC',
  ),
});

export const dashboardStatsSchema = z.object({
  activeClients: z.number(),
  todaysSessions: z.number(),
  pendingReviews: z.number(),
  /** Mean client rating (1-5) to one decimal, and how many ratings; null with none. */
  satisfaction: z.nullable(z.object({ average: z.number(), count: z.number() })),
});
export type DashboardStats = z.output<typeof dashboardStatsSchema>;

export const practiceAnalyticsSchema = z.object({
  /** The last 30 days in the therapist's time zone, oldest first, zero-filled. */
  sessionsPerDay: z.array(z.object({ date: z.string(), sessions: z.number() })),
  totalSessions: z.number(),
  averageSessionMinutes: z.nullable(z.number()),
  activeClients: z.number(),
  ratings: z.object({
    average: z.nullable(z.number()),
    count: z.number(),
    byStars: z.object({ 1: z.number(), 2: z.number(), 3: z.number(), 4: z.number(), 5: z.number() }),
  }),
});
export type PracticeAnalytics = z.output<typeof practiceAnalyticsSchema>;
