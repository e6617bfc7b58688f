import { tableName } from '#functions/core/db/client.ts';
import { indexKeys, keys } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  writeNamedTransaction,
} from '#functions/core/db/named-transaction.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ConversationRecord, MessageRecord, SafetyEventRecord } from './chat-items';
import { AccountGoneError } from './chat-turn-repository';

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

type CarryWrite = 'live account' | 'conversation' | 'message' | 'safety event' | 'memory' | 'usage';

/**
 * Writes a guest conversation into a new account in one transaction: the conversation, its
 * messages, a safety event for each message the screen answered, the guide's memory with the
 * guest's messages counted in (the same item the member chat writes), and one conversation of the
 * month's count (a conversation counts when it is created). Only while the account exists.
 */
export async function saveCarriedConversation(input: CarriedConversation): Promise<void> {
  const table = tableName();
  const { memberId, conversation } = input;
  const writes: NamedWrite<CarryWrite>[] = [
    {
      name: 'live account',
      write: {
        ConditionCheck: {
          TableName: table,
          Key: keys.member(memberId),
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(deletedAt)',
        },
      },
    },
    {
      name: 'conversation',
      write: {
        Put: {
          TableName: table,
          Item: {
            ...keys.conversation(memberId, conversation.id),
            ...indexKeys.conversationByActivity(memberId, conversation.updatedAt, conversation.id),
            type: 'conversation',
            ...conversation,
          },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    },
    ...input.messages.map(
      (message): NamedWrite<CarryWrite> => ({
        name: 'message',
        write: {
          Put: {
            TableName: table,
            Item: { ...keys.message(memberId, conversation.id, message.id), type: 'message', ...message },
          },
        },
      }),
    ),
    ...input.safetyEvents.map(
      (event): NamedWrite<CarryWrite> => ({
        name: 'safety event',
        write: {
          Put: {
            TableName: table,
            Item: { ...keys.safetyEvent(memberId, event.id), type: 'safetyEvent', ...event },
          },
        },
      }),
    ),
    ...(input.memory
      ? [
          {
            name: 'memory',
            write: {
              Put: {
                TableName: table,
                Item: {
                  ...keys.memory(memberId, input.memory.modeId),
                  type: 'memory',
                  modeId: input.memory.modeId,
                  memory: input.memory,
                },
              },
            },
          } satisfies NamedWrite<CarryWrite>,
        ]
      : []),
    {
      name: 'usage',
      write: {
        Update: {
          TableName: table,
          Key: keys.usage(memberId, input.month),
          UpdateExpression: 'ADD conversationsUsed :one SET #type = :type, #month = :month',
          ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
          ExpressionAttributeValues: { ':one': 1, ':type': 'usage', ':month': input.month },
        },
      },
    },
  ];
  try {
    await writeNamedTransaction(writes);
  } catch (error) {
    if (error instanceof TransactionRefusedError && error.refusedBy('live account')) {
      throw new AccountGoneError(memberId);
    }
    throw error;
  }
}
