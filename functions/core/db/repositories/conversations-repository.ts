import { BatchWriteCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { getItem, ITEM_EXISTS, updateItem, whenConditionHolds } from '#functions/core/db/item-operations.ts';
import { type ItemKey, indexKeys, keys, prefixes } from '#functions/core/db/keys.ts';
import { queryAll, type StoredItem } from '#functions/core/db/query-all.ts';
import { type ConversationRecord, type MessageRecord, stripKeys } from './chat-items';

/** A member's conversations: listed by last activity, read, renamed, deleted and searched. */

/** A place in a member's list by activity: the conversation a page ended with. */
export interface ConversationPosition {
  updatedAt: string;
  conversationId: string;
}

export interface ConversationPage {
  conversations: ConversationRecord[];
  /** Where the next page starts; undefined on the last page. */
  endedAt: ConversationPosition | undefined;
}

/**
 * One page of the member's conversations, newest activity first, after `after` when given. The
 * start key is always rebuilt from the member's own id, so a page can only ever come from their
 * own partition, wherever a caller claims to be in the list.
 */
export async function listRecentConversations(
  memberId: string,
  limit: number,
  after?: ConversationPosition,
): Promise<ConversationPage> {
  const start = after
    ? {
        ...keys.conversation(memberId, after.conversationId),
        ...indexKeys.conversationByActivity(memberId, after.updatedAt, after.conversationId),
      }
    : undefined;
  const page = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': indexKeys.conversationsOf(memberId) },
      ScanIndexForward: false,
      Limit: limit,
      ...(start ? { ExclusiveStartKey: start } : {}),
    }),
  );
  const conversations = (page.Items ?? []).map((item) => stripKeys<ConversationRecord>(item));
  const last = conversations.at(-1);
  return {
    conversations,
    endedAt:
      page.LastEvaluatedKey && last ? { updatedAt: last.updatedAt, conversationId: last.id } : undefined,
  };
}

export async function getConversation(
  memberId: string,
  conversationId: string,
): Promise<ConversationRecord | undefined> {
  const item = await getItem(keys.conversation(memberId, conversationId));
  return item ? stripKeys<ConversationRecord>(item) : undefined;
}

/** Items of one member's partition, all pages: those under a sort-key prefix, or every item. */
export function queryMemberItems(memberId: string, skPrefix?: string): Promise<StoredItem[]> {
  return queryAll(prefixes.memberPartition(memberId), skPrefix);
}

export async function listConversationMessages(
  memberId: string,
  conversationId: string,
): Promise<MessageRecord[]> {
  const items = await queryMemberItems(memberId, prefixes.messagesOf(conversationId));
  return items.map((item) => stripKeys<MessageRecord>(item));
}

/** False when the conversation is gone. */
export function renameConversation(
  memberId: string,
  conversationId: string,
  title: string,
): Promise<boolean> {
  return whenConditionHolds(
    updateItem(keys.conversation(memberId, conversationId), {
      expression: 'SET title = :title',
      values: { ':title': title },
      onlyIf: ITEM_EXISTS,
    }),
  );
}

/** Deletes items by key, 25 at a time, retrying what DynamoDB leaves unprocessed. */
export async function deleteItems(itemKeys: ItemKey[]): Promise<void> {
  for (let index = 0; index < itemKeys.length; index += 25) {
    let requests = itemKeys.slice(index, index + 25).map((Key) => ({ DeleteRequest: { Key } }));
    for (let attempt = 0; requests.length > 0; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** Math.min(attempt, 6)));
      const result = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }));
      requests = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
      if (attempt > 10) throw new Error('DynamoDB kept leaving deletes unprocessed');
    }
  }
}

export async function deleteConversation(memberId: string, conversationId: string): Promise<boolean> {
  const conversation = await getConversation(memberId, conversationId);
  if (!conversation) return false;
  const messages = await queryMemberItems(memberId, prefixes.messagesOf(conversationId));
  await deleteItems([
    ...messages.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    keys.conversation(memberId, conversationId),
  ]);
  return true;
}
