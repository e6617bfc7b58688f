import * as z from 'zod/mini';

/** A conversation in the review queue: metrics and the safety flag, never the text. */
export interface ConversationSummary {
  id: string;
  clientName: string;
  /** Whether the person was a signed-in client or an anonymous visitor of the portal. */
  clientKind: 'client' | 'visitor';
  startedAt: string;
  lastMessageAt: string;
  messageCount: number;
  durationMinutes: number;
  flaggedForReview: boolean;
  reviewed: boolean;
  flag: { grade: 'check-in' | 'crisis' | 'imminent'; reason: string; flaggedAt: string } | null;
  /** How many replies came with a note (possible risk): a count only, never a flag for review. */
  safetyNotes: number;
  sharedWithTherapist: boolean;
  rating: number | null;
}

export interface ConversationReview extends ConversationSummary {
  therapistNotes: string;
  reviewedAt: string | null;
  /** Only when the client shared this conversation; otherwise null, and the text never leaves the table. */
  transcript: { role: 'client' | 'assistant'; content: string; createdAt: string }[] | null;
}

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

export interface DashboardStats {
  activeClients: number;
  todaysSessions: number;
  pendingReviews: number;
  /** Mean client rating (1-5) to one decimal, and how many ratings; null with none. */
  satisfaction: { average: number; count: number } | null;
}

export interface PracticeAnalytics {
  /** The last 30 days in the therapist's time zone, oldest first, zero-filled. */
  sessionsPerDay: { date: string; sessions: number }[];
  totalSessions: number;
  averageSessionMinutes: number | null;
  activeClients: number;
  ratings: { average: number | null; count: number; byStars: Record<'1' | '2' | '3' | '4' | '5', number> };
}
