import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { getItems, ITEM_EXISTS, updateWrite } from '#functions/core/db/item-operations.ts';
import { type ItemKey, indexKeys, keys, prefixes } from '#functions/core/db/keys.ts';
import {
  type NamedWrite,
  TransactionRefusedError,
  type TransactionWrite,
} from '#functions/core/db/named-transaction.ts';
import type { GuideMemory } from '#functions/core/guides/types.ts';
import type { SafetyReplyCount } from '#functions/core/safety-report/safety-counts.ts';
import type { ModeId } from '#shared/domain/modes.ts';
import { type ConversationRecord, type MessageRecord, type SafetyEventRecord, stripKeys } from './chat-items';
import { exchangeWrites, newConversationPut, writeWhileAccountLives } from './member-chat-writes';
import type { MemberRecord } from './members-repository';
import { safetyReplyCountWrite } from './safety-counts-repository';

/**
 * The two storage steps of one chat message around the model: one batched read (profile,
 * conversation and memory, in parallel with the recent messages) and one transaction that writes
 * the exchange.
 */
export interface ChatContext {
  /** Undefined when the account is gone or marked deleted. */
  member: MemberRecord | undefined;
  conversation: ConversationRecord | undefined;
  memory: GuideMemory | undefined;
  /** Newest messages, oldest first. */
  history: MessageRecord[];
}

export async function loadChatContext(input: {
  memberId: string;
  conversationId: string | undefined;
  modeId: ModeId;
  historyLimit: number;
}): Promise<ChatContext> {
  const wanted: ItemKey[] = [
    keys.member(input.memberId),
    keys.memory(input.memberId, input.modeId),
    ...(input.conversationId ? [keys.conversation(input.memberId, input.conversationId)] : []),
  ];
  const [items, history] = await Promise.all([
    getItems(wanted, { consistent: true }),
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
  const conversation = input.conversationId
    ? find(keys.conversation(input.memberId, input.conversationId))
    : undefined;
  return {
    member: member && !member.deletedAt ? stripKeys<MemberRecord>(member) : undefined,
    conversation: conversation ? stripKeys<ConversationRecord>(conversation) : undefined,
    memory: memory ? (memory.memory as GuideMemory) : undefined,
    history: (history.Items ?? []).map((item) => stripKeys<MessageRecord>(item)).reverse(),
  };
}

/** The conversation was deleted while the guide was answering. */
export class ConversationGoneError extends Error {
  override readonly name = 'ConversationGoneError';
}
/** The account was deleted (or is being deleted) while the guide was answering. */
export { AccountGoneError } from './member-chat-writes';

export interface SaveChatTurnInput {
  memberId: string;
  /** The conversation after this turn; a new one is created with exactly this record. */
  conversation: ConversationRecord;
  isNewConversation: boolean;
  /** The messages this turn writes (a member message saved by an earlier attempt is not among them). */
  messages: MessageRecord[];
  memory?: GuideMemory;
  safetyEvent?: SafetyEventRecord;
  /** A reply with a safety grade is counted with the turn, or not at all. */
  safetyCount?: SafetyReplyCount;
}

/** What each write of the chat turn's transaction stands for. */
type ChatTurnWrite = 'conversation' | 'message' | 'memory' | 'safety event' | 'safety count';

/**
 * Writes one exchange atomically: the messages, the conversation (created, or its activity moved
 * on and its count raised by the messages written), the guide's memory, and a safety event and
 * the reply's safety count when there was one. It commits only while the member's profile exists
 * and is not marked deleted, so a reply that finishes after its account was deleted leaves nothing
 * behind.
 */
export async function saveChatTurn(input: SaveChatTurnInput): Promise<void> {
  const { memberId, conversation, memory, safetyEvent, safetyCount } = input;
  const writes: NamedWrite<ChatTurnWrite>[] = [
    {
      name: 'conversation',
      write: input.isNewConversation
        ? newConversationPut(memberId, conversation)
        : conversationMovedOn(memberId, conversation, input.messages.length),
    },
    ...exchangeWrites(memberId, {
      messages: input.messages,
      memory,
      safetyEvents: safetyEvent ? [safetyEvent] : [],
    }),
    ...(safetyCount ? [{ name: 'safety count' as const, write: safetyReplyCountWrite(safetyCount) }] : []),
  ];
  try {
    await writeWhileAccountLives(memberId, writes);
  } catch (error) {
    if (error instanceof TransactionRefusedError && error.refusedBy('conversation')) {
      throw new ConversationGoneError(conversation.id);
    }
    throw error;
  }
}

/** An existing conversation's activity moves on and its count rises by the messages written. */
function conversationMovedOn(
  memberId: string,
  conversation: ConversationRecord,
  messagesAdded: number,
): TransactionWrite {
  const activity = indexKeys.conversationByActivity(memberId, conversation.updatedAt, conversation.id);
  return updateWrite(keys.conversation(memberId, conversation.id), {
    expression:
      'SET updatedAt = :updatedAt, gsi1sk = :gsi1sk, modeId = :modeId, lastDisclosureAt = :disclosed ADD messageCount :added',
    values: {
      ':updatedAt': conversation.updatedAt,
      ':gsi1sk': activity.gsi1sk,
      ':modeId': conversation.modeId,
      ':disclosed': conversation.lastDisclosureAt ?? null,
      ':added': messagesAdded,
    },
    onlyIf: ITEM_EXISTS,
  });
}
