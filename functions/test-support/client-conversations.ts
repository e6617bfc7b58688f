import { ulid } from 'ulid';
import {
  type ClientConversationRecord,
  putClientConversation,
  putClientMessage,
} from '#functions/core/db/repositories/client-conversations-repository.ts';

/** A conversation in a practice, written straight to the table (the portal writes them for real). */
export async function seedConversation(
  tenantId: string,
  overrides: Partial<ClientConversationRecord> = {},
  messages: { role: 'client' | 'assistant'; content: string }[] = [],
): Promise<ClientConversationRecord> {
  const startedAt = overrides.startedAt ?? new Date().toISOString();
  const conversation: ClientConversationRecord = {
    id: ulid(),
    tenantId,
    visitorName: 'Sam',
    startedAt,
    lastMessageAt: startedAt,
    messageCount: messages.length || 4,
    durationMinutes: 12,
    tokensUsed: 800,
    flaggedForReview: false,
    reviewedByTherapist: false,
    therapistNotes: '',
    sharedWithTherapist: false,
    createdAt: startedAt,
    updatedAt: startedAt,
    ...overrides,
  };
  await putClientConversation(conversation);
  for (const message of messages) {
    await putClientMessage(tenantId, conversation.id, { id: ulid(), createdAt: startedAt, ...message });
  }
  return conversation;
}
