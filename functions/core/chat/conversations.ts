import { prefixes } from '#functions/core/db/keys.ts';
import type { ConversationRecord, MessageRecord } from '#functions/core/db/repositories/chat-items.ts';
import { stripKeys } from '#functions/core/db/repositories/chat-items.ts';
import {
  deleteConversation,
  getConversation,
  listConversationMessages,
  listRecentConversations,
  queryMemberItems,
  renameConversation,
} from '#functions/core/db/repositories/conversations-repository.ts';
import type {
  ChatMessage,
  ConversationPage,
  ConversationSearchHit,
  ConversationSummary,
} from '#shared/api/schemas/chat.ts';
import { crisisResourcesFor } from '#shared/domain/crisis-resources.ts';
import { AppError } from '#shared/errors.ts';
import { toChatMessage } from './chat-exchange';
import { decodeConversationCursor, encodeConversationCursor } from './conversation-cursor';
import { withResources } from './safety-outcome';

/** A member's conversations. Every lookup is inside the member's own partition. */
const notFound = () => new AppError('NOT_FOUND', 'This conversation no longer exists.');

export function toSummary(record: ConversationRecord): ConversationSummary {
  return {
    id: record.id,
    title: record.title,
    modeId: record.modeId,
    messageCount: record.messageCount,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
  };
}

export async function listConversations(
  memberId: string,
  limit: number,
  cursor?: string,
): Promise<ConversationPage> {
  const after = cursor ? decodeConversationCursor(cursor, memberId) : undefined;
  const page = await listRecentConversations(memberId, limit, after);
  return {
    conversations: page.conversations.map(toSummary),
    nextCursor: page.endedAt ? encodeConversationCursor(memberId, page.endedAt) : null,
  };
}

/**
 * A conversation's messages, oldest first. A reply the screen graded (a note, a check-in, the crisis
 * reply) carries its grade and the crisis lines of the country the person is in now.
 */
export async function getConversationMessages(
  memberId: string,
  conversationId: string,
  viewerCountry?: string,
): Promise<ChatMessage[]> {
  const [conversation, messages] = await Promise.all([
    getConversation(memberId, conversationId),
    listConversationMessages(memberId, conversationId),
  ]);
  if (!conversation) throw notFound();
  const resources = crisisResourcesFor(viewerCountry);
  return messages.map((message) => withResources(toChatMessage(message), resources));
}

export async function renameMemberConversation(memberId: string, conversationId: string, title: string) {
  if (!(await renameConversation(memberId, conversationId, title))) throw notFound();
  const conversation = await getConversation(memberId, conversationId);
  if (!conversation) throw notFound();
  return toSummary(conversation);
}

export async function deleteMemberConversation(memberId: string, conversationId: string): Promise<void> {
  if (!(await deleteConversation(memberId, conversationId))) throw notFound();
}

const SNIPPET_RADIUS = 60;
const MAX_RESULTS = 20;
const MAX_MATCHES_PER_CONVERSATION = 3;

function snippet(content: string, index: number, length: number): string {
  const start = Math.max(0, index - SNIPPET_RADIUS);
  const end = Math.min(content.length, index + length + SNIPPET_RADIUS);
  return `${start > 0 ? '…' : ''}${content.slice(start, end).replace(/\s+/g, ' ').trim()}${end < content.length ? '…' : ''}`;
}

/** Finds the words in the member's titles and messages, case-insensitively; newest conversations first. */
export async function searchConversations(memberId: string, query: string): Promise<ConversationSearchHit[]> {
  const needle = query.toLocaleLowerCase();
  const [conversationItems, messageItems] = await Promise.all([
    queryMemberItems(memberId, prefixes.conversations),
    queryMemberItems(memberId, prefixes.messages),
  ]);
  const conversations = conversationItems.map((item) => stripKeys<ConversationRecord>(item));
  const hits = new Map<string, ConversationSearchHit>();
  for (const conversation of conversations) {
    if (conversation.title.toLocaleLowerCase().includes(needle)) {
      hits.set(conversation.id, { conversation: toSummary(conversation), titleMatch: true, matches: [] });
    }
  }
  const byId = new Map(conversations.map((conversation) => [conversation.id, conversation]));
  for (const item of messageItems) {
    const message = stripKeys<MessageRecord>(item);
    const index = message.content.toLocaleLowerCase().indexOf(needle);
    if (index < 0) continue;
    const conversation = byId.get(message.conversationId);
    if (!conversation) continue;
    const hit = hits.get(conversation.id) ?? {
      conversation: toSummary(conversation),
      titleMatch: false,
      matches: [],
    };
    if (hit.matches.length < MAX_MATCHES_PER_CONVERSATION) {
      hit.matches.push({
        messageId: message.id,
        role: message.role,
        snippet: snippet(message.content, index, needle.length),
        createdAt: message.createdAt,
      });
    }
    hits.set(conversation.id, hit);
  }
  return [...hits.values()]
    .sort((a, b) => b.conversation.updatedAt.localeCompare(a.conversation.updatedAt))
    .slice(0, MAX_RESULTS);
}
