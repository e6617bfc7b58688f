import { updateWrite } from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';
import type { NamedWrite, TransactionWrite } from '#functions/core/db/named-transaction.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ConversationRecord, MessageRecord, SafetyEventRecord } from './chat-items';
import { exchangeWrites, newConversationPut, writeWhileAccountLives } from './member-chat-writes';

export interface CarriedConversation {
  memberId: string;
  conversation: ConversationRecord;
  /** Oldest first; at most 20 (a guest conversation), so the transaction stays far below 100 writes. */
  messages: MessageRecord[];
  safetyEvents: SafetyEventRecord[];
  /** Mirror's memory with the guest's messages counted; none when no message was answered by Mirror. */
  memory?: GuideMemory | undefined;
  /** The calendar month (UTC) the conversation counts in, `yyyy-mm`. */
  month: string;
}

type CarryWrite = 'conversation' | 'message' | 'safety event' | 'memory' | 'usage';

/**
 * Writes a guest conversation into a new account in one transaction: the conversation, its
 * messages, a safety event for each message the screen answered, the guide's memory with the
 * guest's messages counted in (the same item the member chat writes), and one conversation of the
 * month's count (a conversation counts when it is created). Only while the account exists.
 */
export async function saveCarriedConversation(input: CarriedConversation): Promise<void> {
  const { memberId, conversation, memory } = input;
  const writes: NamedWrite<CarryWrite>[] = [
    { name: 'conversation', write: newConversationPut(memberId, conversation) },
    ...exchangeWrites(memberId, { messages: input.messages, memory, safetyEvents: input.safetyEvents }),
    { name: 'usage', write: conversationCountedWrite(memberId, input.month) },
  ];
  await writeWhileAccountLives(memberId, writes);
}

/** One conversation more in the month's usage (a conversation counts when it is created). */
function conversationCountedWrite(memberId: string, month: string): TransactionWrite {
  return updateWrite(keys.usage(memberId, month), {
    expression: 'ADD conversationsUsed :one SET #type = :type, #month = :month',
    names: { '#type': 'type', '#month': 'month' },
    values: { ':one': 1, ':type': 'usage', ':month': month },
  });
}
