import { conditionCheck, NO_ITEM_YET, putWrite } from '#functions/core/db/item-operations.ts';
import { indexKeys, keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  type TransactionWrite,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ConversationRecord, MessageRecord, SafetyEventRecord } from './chat-items';

/**
 * The transaction writes a member's chat turn and a guest conversation carried into a new account
 * share: each such transaction commits only while the account lives.
 */

/** The account was deleted (or is being deleted) while the guide was answering. */
export class AccountGoneError extends Error {
  override readonly name = 'AccountGoneError';
}

/** The member's profile exists and is not marked deleted (nothing is written to it). */
const liveAccountCheck = (memberId: string): TransactionWrite =>
  conditionCheck(keys.member(memberId), {
    expression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
  });

/**
 * Writes all of `writes` in one named transaction that commits only while the member's account
 * lives (its profile exists and is not marked deleted): `AccountGoneError` when it does not. Any
 * other refusal is thrown as the transaction's `TransactionRefusedError`, naming its writes.
 */
export async function writeWhileAccountLives<Name extends string>(
  memberId: string,
  writes: readonly NamedWrite<Name>[],
): Promise<void> {
  try {
    await writeNamedTransaction<Name | 'live account'>([
      { name: 'live account', write: liveAccountCheck(memberId) },
      ...writes,
    ]);
  } catch (error) {
    if (error instanceof TransactionRefusedError && error.refusedBy('live account')) {
      throw new AccountGoneError(memberId);
    }
    throw error;
  }
}

/** A new conversation, listed by its last activity; refused if one is already at its key. */
export const newConversationPut = (memberId: string, conversation: ConversationRecord): TransactionWrite =>
  putWrite(
    {
      ...keys.conversation(memberId, conversation.id),
      ...indexKeys.conversationByActivity(memberId, conversation.updatedAt, conversation.id),
      type: 'conversation',
      ...conversation,
    },
    NO_ITEM_YET,
  );

const messagePut = (memberId: string, message: MessageRecord): TransactionWrite =>
  putWrite({ ...keys.message(memberId, message.conversationId, message.id), type: 'message', ...message });

/** The guide's memory of one mode (one item per mode, replaced whole). */
const memoryPut = (memberId: string, memory: GuideMemory): TransactionWrite =>
  putWrite({ ...keys.memory(memberId, memory.modeId), type: 'memory', modeId: memory.modeId, memory });

const safetyEventPut = (memberId: string, event: SafetyEventRecord): TransactionWrite =>
  putWrite({ ...keys.safetyEvent(memberId, event.id), type: 'safetyEvent', ...event });

/** What an exchange writes beside its conversation: its messages, the guide's memory, its safety events. */
export function exchangeWrites(
  memberId: string,
  exchange: {
    messages: readonly MessageRecord[];
    memory?: GuideMemory | undefined;
    safetyEvents: readonly SafetyEventRecord[];
  },
): NamedWrite<'message' | 'memory' | 'safety event'>[] {
  const { messages, memory, safetyEvents } = exchange;
  return [
    ...messages.map((message) => ({ name: 'message' as const, write: messagePut(memberId, message) })),
    ...(memory ? [{ name: 'memory' as const, write: memoryPut(memberId, memory) }] : []),
    ...safetyEvents.map((event) => ({
      name: 'safety event' as const,
      write: safetyEventPut(memberId, event),
    })),
  ];
}
