import { conditionCheck, NO_ITEM_YET, putWrite } from '#functions/core/db/item-operations.ts';
import { indexKeys, keys } from '#functions/core/db/keys.ts';
import type { TransactionWrite } from '#functions/core/db/named-transaction.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ConversationRecord, MessageRecord, SafetyEventRecord } from './chat-items';

/**
 * The transaction writes a member's chat turn and a guest conversation carried into a new account
 * share: each such transaction commits only while the account lives.
 */

/** The member's profile exists and is not marked deleted (nothing is written to it). */
export const liveAccountCheck = (memberId: string): TransactionWrite =>
  conditionCheck(keys.member(memberId), {
    expression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
  });

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

export const messagePut = (memberId: string, message: MessageRecord): TransactionWrite =>
  putWrite({ ...keys.message(memberId, message.conversationId, message.id), type: 'message', ...message });

/** The guide's memory of one mode (one item per mode, replaced whole). */
export const memoryPut = (memberId: string, memory: GuideMemory): TransactionWrite =>
  putWrite({ ...keys.memory(memberId, memory.modeId), type: 'memory', modeId: memory.modeId, memory });

export const safetyEventPut = (memberId: string, event: SafetyEventRecord): TransactionWrite =>
  putWrite({ ...keys.safetyEvent(memberId, event.id), type: 'safetyEvent', ...event });
