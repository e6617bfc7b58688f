import * as z from 'zod/mini';
import type { ClientExperience } from '#shared/domain/jurisdictions.ts';
import { THERAPEUTIC_APPROACHES } from '#shared/domain/practice.ts';
import { CHAT_MESSAGE_MAX } from './chat';
import { practiceBrandingShape } from './practice-branding';
import {
  crisisResourcesSchema,
  givenSafetyGradeField,
  safetyGradeField,
  timestampField,
} from './reply-parts';

/**
 * The white-label portal's contract: the public profile a portal shows, and the chat of a
 * practice's clients and anonymous visitors.
 */

/** What anyone may read of a practice by its subdomain: branding and what its portal says, nothing else. */
export const publicPracticeProfileSchema = z.object({
  subdomain: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** The practice's name as given at sign-up; '' when none was (the assistant then speaks of the therapist's practice). */
  practiceName: z.string(),
  therapeuticApproach: z.enum(THERAPEUTIC_APPROACHES),
  aiPersonality: z.string(),
  ...practiceBrandingShape,
  /** The therapist's title, or the default welcome to the practice. */
  welcomeTitle: z.string(),
  /** Already sanitised and scoped to the portal's root when it was saved. */
  customCssStyles: z.string(),
  /** 'private-journal' where the law of the practice's state forbids AI chat with its clients. */
  clientExperience: z.enum(['ai-chat', 'private-journal'] satisfies ClientExperience[]),
  /** Why, in words for the practice's clients, when the journal replaces the chat. */
  jurisdictionNote: z.nullable(z.string()),
  /** The deployment declares HIPAA_MODE: the portal may say 'HIPAA Secure'. */
  hipaaMode: z.boolean(),
  /**
   * The crisis lines of the visitor's country (CloudFront-Viewer-Country), shown in the crisis box
   * before the practice's own emergency instructions.
   */
  crisisResources: z.optional(crisisResourcesSchema),
});
export type PublicPracticeProfile = z.output<typeof publicPracticeProfileSchema>;

export const portalMessages = {
  notFound: 'Therapist Not Found - The therapist profile for this subdomain could not be found.',
  empty: 'Please enter a message',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters`,
  name: 'Please tell us how to address you (up to 40 characters)',
  session: 'This conversation could not be found.',
  rating: 'Choose a rating from 1 to 5',
} as const;

/** A subdomain in a path or body: anything that is not one is simply not found (never a 5xx). */
const subdomainRef = z
  .string({ error: portalMessages.notFound })
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9]{1,20}$/, portalMessages.notFound));

export const practicePathSchema = z.object({ subdomain: subdomainRef });

/**
 * The id a portal conversation goes by: its ULID, and for an anonymous visitor also a secret only
 * that visitor's browser holds (`<ulid>.<secret>`), so nobody else can read or continue it.
 */
export const SESSION_ID_PATTERN = /^[0-9A-HJKMNP-TV-Z]{26}(?:\.[A-Za-z0-9_-]{43})?$/;
export const sessionIdField = z
  .string({ error: portalMessages.session })
  .check(z.trim(), z.regex(SESSION_ID_PATTERN, portalMessages.session));

const messageField = z
  .string({ error: portalMessages.empty })
  .check(
    z.trim(),
    z.minLength(1, portalMessages.empty),
    z.maxLength(CHAT_MESSAGE_MAX, portalMessages.tooLong),
  );

export const whiteLabelChatRequestSchema = z.object({
  message: messageField,
  sessionId: z.optional(z.nullable(sessionIdField)),
  subdomain: subdomainRef,
  clientName: z.optional(
    z.nullable(
      z.string({ error: portalMessages.name }).check(z.trim(), z.maxLength(40, portalMessages.name)),
    ),
  ),
});
export type WhiteLabelChatRequest = z.output<typeof whiteLabelChatRequestSchema>;

/** A signed-in client's message: the practice comes from the session, never from the body. */
export const therapyChatRequestSchema = z.object({
  message: messageField,
  sessionId: z.optional(z.nullable(sessionIdField)),
  /** Sent by the spec's screen; ignored (the session names the practice). */
  therapistSubdomain: z.optional(z.string()),
});
export type TherapyChatRequest = z.output<typeof therapyChatRequestSchema>;

export const sessionPathSchema = z.object({ sessionId: sessionIdField });

/** The end of a session: a rating, and whether the transcript is shared with the therapist. */
const feedbackShape = {
  rating: z.optional(
    z
      .number({ error: portalMessages.rating })
      .check(
        z.refine(Number.isInteger, portalMessages.rating),
        z.minimum(1, portalMessages.rating),
        z.maximum(5, portalMessages.rating),
      ),
  ),
  sharedWithTherapist: z.optional(z.boolean({ error: 'Choose whether to share this conversation' })),
};
const saysSomething = z.refine<{ rating?: number | undefined; sharedWithTherapist?: boolean | undefined }>(
  (feedback) => feedback.rating !== undefined || feedback.sharedWithTherapist !== undefined,
  'Choose a rating or whether to share this conversation',
);
export const sessionFeedbackSchema = z.object(feedbackShape).check(saysSomething);
export type SessionFeedback = z.output<typeof sessionFeedbackSchema>;

/** An anonymous visitor's feedback names the practice and the session it holds the secret of. */
export const visitorFeedbackSchema = z
  .object({ ...feedbackShape, subdomain: subdomainRef, sessionId: sessionIdField })
  .check(saysSomething);

export const portalMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['client', 'assistant']),
  content: z.string(),
  timestamp: timestampField,
  /**
   * What the screen graded the message this replies to: a note (the assistant's own reply, with the
   * quiet resources line beside it), or on the safety screen's reply a check-in or the crisis reply.
   */
  safetyGrade: z.optional(givenSafetyGradeField),
  /** With a grade: the crisis lines of the person's country, shown beside the reply (never in it). */
  resources: z.optional(crisisResourcesSchema),
});
export type PortalMessage = z.output<typeof portalMessageSchema>;

/** The screen's grade; above none, with the crisis lines of the person's country to show beside the reply. */
const screenedSafety = z.object({ grade: safetyGradeField, resources: z.optional(crisisResourcesSchema) });

/** The spec's chat reply, with what the safety screen decided and who answered. */
export const portalChatReplySchema = z.object({
  messageId: z.string(),
  response: z.string(),
  timestamp: timestampField,
  sessionId: z.string(),
  clientMessage: portalMessageSchema,
  safety: screenedSafety,
  answeredBy: z.enum(['assistant', 'safety']),
});
export type PortalChatReply = z.output<typeof portalChatReplySchema>;

export const portalSessionStateSchema = z.object({
  sessionId: z.string(),
  startedAt: timestampField,
  messages: z.array(portalMessageSchema),
  rating: z.nullable(z.number()),
  sharedWithTherapist: z.boolean(),
});
export type PortalSessionState = z.output<typeof portalSessionStateSchema>;

/** A signed-in client's session in their list. */
export const portalSessionSummarySchema = z.object({
  sessionId: z.string(),
  kind: z.enum(['chat', 'journal']),
  startedAt: timestampField,
  lastMessageAt: timestampField,
  messageCount: z.number(),
  rating: z.nullable(z.number()),
  sharedWithTherapist: z.boolean(),
});
export type PortalSessionSummary = z.output<typeof portalSessionSummarySchema>;
export const portalSessionListSchema = z.object({ sessions: z.array(portalSessionSummarySchema) });

/** The end of a session as the person chose it: the rating and whether it is shared. */
export const savedFeedbackSchema = z.object({
  sessionId: z.string(),
  rating: z.nullable(z.number()),
  sharedWithTherapist: z.boolean(),
});

export const JOURNAL_ENTRY_MAX = 8000;
export const journalEntrySchema = z.object({
  text: z
    .string({ error: 'Please write something first' })
    .check(
      z.trim(),
      z.minLength(1, 'Please write something first'),
      z.maxLength(JOURNAL_ENTRY_MAX, `A journal entry can be at most ${JOURNAL_ENTRY_MAX} characters`),
    ),
  sharedWithTherapist: z._default(z.boolean({ error: 'Choose whether to share this entry' }), false),
});

/** A private journal entry: the words, when, whether shared, and what the safety screen found. */
export const journalEntryReplySchema = z.object({
  sessionId: z.string(),
  text: z.string(),
  createdAt: timestampField,
  sharedWithTherapist: z.boolean(),
  safetyGrade: safetyGradeField,
});
export type JournalEntry = z.output<typeof journalEntryReplySchema>;
export const journalEntryListSchema = z.object({ entries: z.array(journalEntryReplySchema) });

/**
 * Saving an entry: the entry, the screen's grade (above none, with the crisis lines of the person's
 * country to show beside the entry), and at a check-in or above the crisis reply's text (never an AI reply).
 */
export const savedJournalEntrySchema = z.object({
  entry: journalEntryReplySchema,
  safety: screenedSafety,
  resources: z.nullable(z.string()),
});
export type SavedJournalEntry = z.output<typeof savedJournalEntrySchema>;
