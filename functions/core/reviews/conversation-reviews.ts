import {
  type ClientConversationRecord,
  getClientConversation,
  listClientMessages,
  listConversationsOfPractice,
  saveConversationReview,
} from '#functions/core/db/repositories/client-conversations-repository.ts';
import {
  type ClientRecord,
  getClient,
  listClientsOfPractice,
} from '#functions/core/db/repositories/clients-repository.ts';
import type { ConversationReview, ConversationSummary } from '#shared/api/schemas/practice-dashboard.ts';
import { AppError } from '#shared/errors.ts';

const NOT_FOUND = 'Conversation not found';

function nameOf(conversation: ClientConversationRecord, client: ClientRecord | undefined): string {
  if (client) return `${client.firstName} ${client.lastName}`;
  return conversation.visitorName ? `${conversation.visitorName} (visitor)` : 'Anonymous visitor';
}

export function toSummary(
  conversation: ClientConversationRecord,
  client: ClientRecord | undefined,
): ConversationSummary {
  return {
    id: conversation.id,
    clientName: nameOf(conversation, client),
    clientKind: conversation.clientId ? 'client' : 'visitor',
    startedAt: conversation.startedAt,
    lastMessageAt: conversation.lastMessageAt,
    messageCount: conversation.messageCount,
    durationMinutes: conversation.durationMinutes,
    flaggedForReview: conversation.flaggedForReview,
    reviewed: conversation.reviewedByTherapist,
    flag: conversation.flag
      ? {
          grade: conversation.flag.grade,
          reason: conversation.flag.reason,
          flaggedAt: conversation.flag.flaggedAt,
        }
      : null,
    safetyNotes: conversation.safetyNotes ?? 0,
    sharedWithTherapist: conversation.sharedWithTherapist,
    rating: conversation.rating ?? null,
  };
}

/**
 * The Conversations tab: flagged conversations waiting for review first (most urgent, then newest),
 * then the rest, newest first. Metrics and flags only.
 */
export async function listConversationSummaries(tenantId: string): Promise<ConversationSummary[]> {
  const [conversations, clients] = await Promise.all([
    listConversationsOfPractice(tenantId),
    listClientsOfPractice(tenantId),
  ]);
  const byId = new Map(clients.map((client) => [client.id, client]));
  const pending = (summary: ConversationSummary) => summary.flaggedForReview && !summary.reviewed;
  const urgency = { imminent: 3, crisis: 2, 'check-in': 1 } as const;
  return conversations
    .map((conversation) =>
      toSummary(conversation, conversation.clientId ? byId.get(conversation.clientId) : undefined),
    )
    .sort((a, b) => {
      if (pending(a) !== pending(b)) return pending(a) ? -1 : 1;
      if (pending(a) && a.flag && b.flag && a.flag.grade !== b.flag.grade) {
        return urgency[b.flag.grade] - urgency[a.flag.grade];
      }
      return b.lastMessageAt.localeCompare(a.lastMessageAt);
    });
}

async function conversationOf(tenantId: string, conversationId: string): Promise<ClientConversationRecord> {
  const conversation = await getClientConversation(tenantId, conversationId);
  if (!conversation) throw new AppError('NOT_FOUND', NOT_FOUND);
  return conversation;
}

/** One review: metrics, the flag, notes, and the transcript only when the client shared it. */
export async function getConversationReview(
  tenantId: string,
  conversationId: string,
): Promise<ConversationReview> {
  const conversation = await conversationOf(tenantId, conversationId);
  const [client, messages] = await Promise.all([
    conversation.clientId ? getClient(tenantId, conversation.clientId) : Promise.resolve(undefined),
    conversation.sharedWithTherapist ? listClientMessages(tenantId, conversationId) : Promise.resolve(null),
  ]);
  return {
    ...toSummary(conversation, client),
    therapistNotes: conversation.therapistNotes ?? '',
    reviewedAt: conversation.reviewedAt ?? null,
    transcript: messages
      ? messages.map((message) => ({
          role: message.role,
          content: message.content,
          createdAt: message.createdAt,
        }))
      : null,
  };
}

export async function updateConversationReview(
  tenantId: string,
  conversationId: string,
  change: { therapistNotes?: string | undefined; reviewed?: true | undefined },
): Promise<ConversationReview> {
  await conversationOf(tenantId, conversationId);
  await saveConversationReview(tenantId, conversationId, {
    ...(change.therapistNotes !== undefined ? { therapistNotes: change.therapistNotes } : {}),
    ...(change.reviewed ? { reviewed: true } : {}),
  });
  return getConversationReview(tenantId, conversationId);
}
