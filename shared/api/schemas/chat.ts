import * as z from 'zod/mini';
import { DEFAULT_MODE, modeIds } from '#shared/domain/modes.ts';
import { conversationIdField, modeIdField } from './ids';
import {
  crisisResourcesSchema,
  givenSafetyGradeField,
  safetyGradeField,
  tierField,
  timestampField,
} from './reply-parts';

export const CHAT_MESSAGE_MAX = 4000;

export const chatMessages = {
  empty: 'Please enter a message',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX} characters`,
  mode: 'Choose one of the guides: mirror, shadow, innerchild or awakening',
  title: 'A title needs 1 to 80 characters',
} as const;

export const chatRequestSchema = z.object({
  message: z
    .string({ error: chatMessages.empty })
    .check(z.trim(), z.minLength(1, chatMessages.empty), z.maxLength(CHAT_MESSAGE_MAX, chatMessages.tooLong)),
  conversationId: z.optional(z.nullable(conversationIdField)),
  modeId: z._default(z.enum(modeIds, { error: chatMessages.mode }), DEFAULT_MODE),
});
export type ChatRequest = z.input<typeof chatRequestSchema>;

export const renameConversationSchema = z.object({
  title: z
    .string({ error: chatMessages.title })
    .check(z.trim(), z.minLength(1, chatMessages.title), z.maxLength(80, chatMessages.title)),
});

const pageSize = 'Page size must be a whole number from 1 to 50';
const pageLink = 'This page link is no longer valid. Reload the list.';
export const listConversationsQuerySchema = z.object({
  /** Opaque to callers: the server decodes it strictly (functions/core/chat/conversation-cursor.ts). */
  cursor: z.optional(z.string({ error: pageLink }).check(z.maxLength(512, pageLink))),
  limit: z._default(
    z.coerce
      .number({ error: pageSize })
      .check(z.refine(Number.isInteger, pageSize), z.minimum(1, pageSize), z.maximum(50, pageSize)),
    50,
  ),
});

/** The words to find travel in the body, never in the URL (which ends up in access logs). */
export const searchRequestSchema = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .check(
      z.trim(),
      z.minLength(2, 'Type at least 2 characters to search'),
      z.maxLength(100, 'Search for at most 100 characters'),
    ),
});

export const exportQuerySchema = z.object({
  format: z._default(z.enum(['json', 'markdown'], { error: 'Choose json or markdown' }), 'json'),
});

export const guideEngineInfoSchema = z.object({
  id: z.enum(['openai', 'offline', 'safety']),
  label: z.string(),
});
export type GuideEngineInfo = z.output<typeof guideEngineInfoSchema>;

/** One message of a conversation, as the API returns it. */
export const chatMessageSchema = z.object({
  id: z.string(),
  role: z.enum(['user', 'assistant']),
  content: z.string(),
  modeId: modeIdField,
  createdAt: timestampField,
  stopped: z.optional(z.boolean()),
  safetyReply: z.optional(z.boolean()),
  /**
   * What the screen graded the message this replies to: a note (the guide's own reply, with the quiet
   * resources line beside it), or on a safety reply a check-in or the crisis reply.
   */
  safetyGrade: z.optional(givenSafetyGradeField),
  /** With a grade: the crisis lines of the person's country, shown beside the reply (never in it). */
  resources: z.optional(crisisResourcesSchema),
  /** For replies: what wrote it (the offline guide, a model, or the safety screen's crisis reply). */
  engine: z.optional(guideEngineInfoSchema),
});
export type ChatMessage = z.output<typeof chatMessageSchema>;

export const safetyOutcomeSchema = z.object({
  /** The safety screen answered in place of the guide (a check-in or above). A note is not flagged. */
  flagged: z.boolean(),
  level: z.enum(['none', 'possible', 'elevated', 'high', 'imminent']),
  grade: safetyGradeField,
  /** For any grade above none: the crisis lines of the person's country, to show beside the reply. */
  resources: z.optional(crisisResourcesSchema),
});
export type SafetyOutcome = z.output<typeof safetyOutcomeSchema>;

export const conversationSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  modeId: modeIdField,
  messageCount: z.number(),
  createdAt: timestampField,
  updatedAt: timestampField,
});
export type ConversationSummary = z.output<typeof conversationSummarySchema>;

export const usageSummarySchema = z.object({
  tier: tierField,
  month: z.string(),
  used: z.number(),
  /** null = unlimited */
  limit: z.nullable(z.number()),
});
export type UsageSummary = z.output<typeof usageSummarySchema>;

/** The final object of a chat send (the JSON reply, and the last event of a stream). */
export const chatReplySchema = z.object({
  conversationId: z.string(),
  title: z.string(),
  /** The guide the conversation is with after this message (a slash command may switch it). */
  modeId: modeIdField,
  message: chatMessageSchema,
  userMessage: chatMessageSchema,
  safety: safetyOutcomeSchema,
  engine: guideEngineInfoSchema,
  /**
   * What the chat screen shows beside the reply, as it stands after this message: the
   * conversation's row in the list and the month's usage. The screen updates its copies from
   * these instead of asking for them again.
   */
  conversation: conversationSummarySchema,
  usage: usageSummarySchema,
});
export type ChatReply = z.output<typeof chatReplySchema>;

/** The first event of a stream. */
export const chatStreamStartSchema = z.object({
  conversationId: z.string(),
  modeId: modeIdField,
  engine: guideEngineInfoSchema,
  userMessage: chatMessageSchema,
});
export type ChatStreamStart = z.output<typeof chatStreamStartSchema>;

export const conversationPageSchema = z.object({
  conversations: z.array(conversationSummarySchema),
  /** Pass back as `?cursor=` for the next page; null on the last page. */
  nextCursor: z.nullable(z.string()),
});
export type ConversationPage = z.output<typeof conversationPageSchema>;

export const searchMatchSchema = z.object({
  messageId: z.string(),
  role: z.enum(['user', 'assistant']),
  snippet: z.string(),
  createdAt: timestampField,
});
export type SearchMatch = z.output<typeof searchMatchSchema>;

export const conversationSearchHitSchema = z.object({
  conversation: conversationSummarySchema,
  titleMatch: z.boolean(),
  matches: z.array(searchMatchSchema),
});
export type ConversationSearchHit = z.output<typeof conversationSearchHitSchema>;
export const conversationSearchResultsSchema = z.object({ results: z.array(conversationSearchHitSchema) });

/** `GET /api/conversations/{id}/messages`: the conversation's messages, oldest first. */
export const chatMessagesReplySchema = z.array(chatMessageSchema);
