import { listClientMessages } from '#functions/core/db/repositories/client-conversations-repository.ts';
import { listConversationMessages } from '#functions/core/db/repositories/conversations-repository.ts';
import { conversationIdOf } from '#functions/core/portal/portal-session-ids.ts';
import type { SentConversation } from './load-scenario';

/**
 * Messages sent against messages saved, read back from DynamoDB (the table DYNAMODB_ENDPOINT and
 * TABLE_NAME name): every accepted message must be kept exactly once, and no refused one at all.
 */
export interface SavedCount {
  /** Messages the API accepted (2xx). */
  sent: number;
  /** Of those, how many are kept exactly once. */
  savedOnce: number;
  missing: number;
  /** Accepted messages kept more than once. */
  duplicated: number;
  /** Messages refused (429) that were kept anyway. */
  refusedButSaved: number;
  /** Every message the people wrote that is kept, whatever it was. */
  keptFromPeople: number;
}

async function keptWords(conversation: SentConversation): Promise<string[]> {
  if (conversation.kind === 'member') {
    const messages = await listConversationMessages(conversation.memberId, conversation.conversationId);
    return messages.filter((message) => message.role === 'user').map((message) => message.content);
  }
  const messages = await listClientMessages(conversation.tenantId, conversationIdOf(conversation.sessionId));
  return messages.filter((message) => message.role === 'client').map((message) => message.content);
}

export async function countSavedMessages(conversations: readonly SentConversation[]): Promise<SavedCount> {
  const count: SavedCount = {
    sent: 0,
    savedOnce: 0,
    missing: 0,
    duplicated: 0,
    refusedButSaved: 0,
    keptFromPeople: 0,
  };
  for (const conversation of conversations) {
    const kept = await keptWords(conversation);
    count.keptFromPeople += kept.length;
    const times = (words: string) => kept.filter((content) => content === words).length;
    for (const words of conversation.accepted) {
      count.sent += 1;
      const saved = times(words);
      if (saved === 1) count.savedOnce += 1;
      else if (saved === 0) count.missing += 1;
      else count.duplicated += 1;
    }
    for (const words of conversation.refused) if (times(words) > 0) count.refusedButSaved += 1;
  }
  return count;
}
