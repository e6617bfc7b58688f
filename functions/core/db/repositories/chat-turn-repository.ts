import { BatchGetCommand, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { type ItemKey, indexKeys, keys, prefixes } from '#functions/core/db/keys.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import {
  type ConversationRecord,
  type MessageRecord,
  type SafetyEventRecord,
  stripKeys,
  type UsageRecord,
} from './chat-items';
import type { MemberRecord } from './members-repository';

/**
 * The two storage steps of one chat message: one batched read (profile, conversation, memory,
 * usage, in parallel with the recent messages) and one transaction that writes the exchange.
 */
export interface ChatContext {
  member: MemberRecord | undefined;
  conversation: ConversationRecord | undefined;
  memory: GuideMemory | undefined;
  usage: UsageRecord;
  /** Newest messages, oldest first. */
  history: MessageRecord[];
}

export async function loadChatContext(input: {
  memberId: string;
  conversationId: string | undefined;
  modeId: ModeId;
  month: string;
  historyLimit: number;
}): Promise<ChatContext> {
  const wanted: ItemKey[] = [
    keys.member(input.memberId),
    keys.memory(input.memberId, input.modeId),
    keys.usage(input.memberId, input.month),
    ...(input.conversationId ? [keys.conversation(input.memberId, input.conversationId)] : []),
  ];
  const [items, history] = await Promise.all([
    batchGet(wanted),
    input.conversationId
      ? db().send(
          new QueryCommand({
            TableName: tableName(),
            KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
            ExpressionAttributeValues: {
              ':pk': prefixes.memberPartition(input.memberId),
              ':prefix': prefixes.messagesOf(input.conversationId),
            },
            ScanIndexForward: false,
            Limit: input.historyLimit,
          }),
        )
      : Promise.resolve({ Items: [] }),
  ]);
  const find = (key: ItemKey) => items.find((item) => item.pk === key.pk && item.sk === key.sk);
  const member = find(keys.member(input.memberId));
  const memory = find(keys.memory(input.memberId, input.modeId));
  const usage = find(keys.usage(input.memberId, input.month));
  const conversation = input.conversationId
    ? find(keys.conversation(input.memberId, input.conversationId))
    : undefined;
  return {
    member: member ? stripKeys<MemberRecord>(member) : undefined,
    conversation: conversation ? stripKeys<ConversationRecord>(conversation) : undefined,
    memory: memory ? (memory.memory as GuideMemory) : undefined,
    usage: { month: input.month, conversationsUsed: Number(usage?.conversationsUsed ?? 0) },
    history: (history.Items ?? []).map((item) => stripKeys<MessageRecord>(item)).reverse(),
  };
}

async function batchGet(wanted: ItemKey[]): Promise<Record<string, unknown>[]> {
  const found: Record<string, unknown>[] = [];
  let pending: ItemKey[] = wanted;
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
    const result = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ConsistentRead: true } } }),
    );
    found.push(...(result.Responses?.[tableName()] ?? []));
    pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
  }
  return found;
}

export class QuotaReachedError extends Error {
  override readonly name = 'QuotaReachedError';
}
export class ConversationGoneError extends Error {
  override readonly name = 'ConversationGoneError';
}

export interface SaveChatTurnInput {
  memberId: string;
  conversation: ConversationRecord;
  /** A new conversation is created here and counted against the month's allowance. */
  isNewConversation: boolean;
  /** For a new conversation: the month and its limit (null = unlimited). */
  allowance?: { month: string; limit: number | null };
  messages: MessageRecord[];
  memory?: GuideMemory;
  safetyEvent?: SafetyEventRecord;
}

/**
 * Writes one exchange atomically: the messages, the conversation (created, or its activity
 * moved on), the guide's memory, the month's count for a new conversation (refused atomically
 * beyond the limit) and a safety event when there was one.
 */
export async function saveChatTurn(input: SaveChatTurnInput): Promise<void> {
  const table = tableName();
  const { memberId, conversation } = input;
  const conversationItem = {
    ...keys.conversation(memberId, conversation.id),
    ...indexKeys.conversationByActivity(memberId, conversation.updatedAt, conversation.id),
    type: 'conversation',
    ...conversation,
  };
  type TransactItem = NonNullable<
    ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
  >[number];
  const items: TransactItem[] = [];
  if (input.isNewConversation) {
    items.push({
      Put: { TableName: table, Item: conversationItem, ConditionExpression: 'attribute_not_exists(pk)' },
    });
    const allowance = input.allowance;
    if (allowance) {
      const limited = allowance.limit !== null;
      items.push({
        Update: {
          TableName: table,
          Key: keys.usage(memberId, allowance.month),
          UpdateExpression: 'ADD conversationsUsed :one SET #type = :type, #month = :month',
          ...(limited
            ? { ConditionExpression: 'attribute_not_exists(conversationsUsed) OR conversationsUsed < :limit' }
            : {}),
          ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
          ExpressionAttributeValues: {
            ':one': 1,
            ':type': 'usage',
            ':month': allowance.month,
            ...(limited ? { ':limit': allowance.limit } : {}),
          },
        },
      });
    }
  } else {
    items.push({
      Update: {
        TableName: table,
        Key: keys.conversation(memberId, conversation.id),
        UpdateExpression:
          'SET updatedAt = :updatedAt, gsi1sk = :gsi1sk, modeId = :modeId, messageCount = :count, lastDisclosureAt = :disclosed',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':updatedAt': conversation.updatedAt,
          ':gsi1sk': conversationItem.gsi1sk,
          ':modeId': conversation.modeId,
          ':count': conversation.messageCount,
          ':disclosed': conversation.lastDisclosureAt ?? null,
        },
      },
    });
  }
  for (const message of input.messages) {
    items.push({
      Put: {
        TableName: table,
        Item: { ...keys.message(memberId, message.conversationId, message.id), type: 'message', ...message },
      },
    });
  }
  if (input.memory) {
    items.push({
      Put: {
        TableName: table,
        Item: {
          ...keys.memory(memberId, input.memory.modeId),
          type: 'memory',
          modeId: input.memory.modeId,
          memory: input.memory,
        },
      },
    });
  }
  if (input.safetyEvent) {
    items.push({
      Put: {
        TableName: table,
        Item: {
          ...keys.safetyEvent(memberId, input.safetyEvent.id),
          type: 'safetyEvent',
          ...input.safetyEvent,
        },
      },
    });
  }
  try {
    await db().send(new TransactWriteCommand({ TransactItems: items }));
  } catch (error) {
    const reasons = (error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
    if ((error as Error).name === 'TransactionCanceledException') {
      if (reasons[0]?.Code === 'ConditionalCheckFailed') throw new ConversationGoneError(conversation.id);
      if (input.isNewConversation && reasons[1]?.Code === 'ConditionalCheckFailed')
        throw new QuotaReachedError();
    }
    throw error;
  }
}
