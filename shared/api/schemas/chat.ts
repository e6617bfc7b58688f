import * as z from 'zod/mini';
import type { CrisisResources } from '#shared/domain/crisis-resources.ts';
import { DEFAULT_MODE, type ModeId, modeIds } from '#shared/domain/modes.ts';
import type { SafetyGrade } from '#shared/domain/safety-grades.ts';
import type { Tier } from '#shared/domain/tiers.ts';
import { conversationIdField } from './ids';

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

export interface ChatMessage {
  id: string;
  role: 'user' | 'assistant';
  content: string;
  modeId: ModeId;
  createdAt: string;
  stopped?: boolean;
  safetyReply?: boolean;
  /**
   * What the screen graded the message this replies to: a note (the guide's own reply, with the quiet
   * resources line beside it), or on a safety reply a check-in or the crisis reply.
   */
  safetyGrade?: Exclude<SafetyGrade, 'none'>;
  /** With a grade: the crisis lines of the person's country, shown beside the reply (never in it). */
  resources?: CrisisResources;
  /** For replies: what wrote it (the offline guide, a model, or the safety screen's crisis reply). */
  engine?: GuideEngineInfo;
}

export interface GuideEngineInfo {
  id: 'openai' | 'offline' | 'safety';
  label: string;
}

export interface SafetyOutcome {
  /** The safety screen answered in place of the guide (a check-in or above). A note is not flagged. */
  flagged: boolean;
  level: 'none' | 'possible' | 'elevated' | 'high' | 'imminent';
  grade: SafetyGrade;
  /** For any grade above none: the crisis lines of the person's country, to show beside the reply. */
  resources?: CrisisResources;
}

/** The final object of a chat send (the JSON reply, and the last event of a stream). */
export interface ChatReply {
  conversationId: string;
  title: string;
  /** The guide the conversation is with after this message (a slash command may switch it). */
  modeId: ModeId;
  message: ChatMessage;
  userMessage: ChatMessage;
  safety: SafetyOutcome;
  engine: GuideEngineInfo;
}

/** The first event of a stream. */
export interface ChatStreamStart {
  conversationId: string;
  modeId: ModeId;
  engine: GuideEngineInfo;
  userMessage: ChatMessage;
}

export interface ConversationSummary {
  id: string;
  title: string;
  modeId: ModeId;
  messageCount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ConversationPage {
  conversations: ConversationSummary[];
  /** Pass back as `?cursor=` for the next page; null on the last page. */
  nextCursor: string | null;
}

export interface SearchMatch {
  messageId: string;
  role: 'user' | 'assistant';
  snippet: string;
  createdAt: string;
}

export interface ConversationSearchHit {
  conversation: ConversationSummary;
  titleMatch: boolean;
  matches: SearchMatch[];
}

export interface UsageSummary {
  tier: Tier;
  month: string;
  used: number;
  /** null = unlimited */
  limit: number | null;
}
