import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';

/** New conversations a member started in one calendar month. */
export async function getConversationsStartedInMonth(memberId: string, month: string): Promise<number> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.usage(memberId, month) }),
  );
  return Number(result.Item?.conversationsUsed ?? 0);
}

/**
 * Takes one conversation of the month's allowance: an `ADD` under the condition that the limit is
 * not reached (null = unlimited, only counted), so parallel new conversations can never exceed
 * it. False when the allowance is used up.
 */
export async function reserveConversation(
  memberId: string,
  month: string,
  limit: number | null,
): Promise<boolean> {
  const limited = limit !== null;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.usage(memberId, month),
        UpdateExpression: 'ADD conversationsUsed :one SET #type = :type, #month = :month',
        ...(limited
          ? { ConditionExpression: 'attribute_not_exists(conversationsUsed) OR conversationsUsed < :limit' }
          : {}),
        ExpressionAttributeNames: { '#type': 'type', '#month': 'month' },
        ExpressionAttributeValues: {
          ':one': 1,
          ':type': 'usage',
          ':month': month,
          ...(limited ? { ':limit': limit } : {}),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Gives a reserved conversation back (the turn ended with nothing saved). Only an existing count
 * above zero is lowered, so this never creates an item, for example after the account was deleted.
 */
export async function giveBackConversation(memberId: string, month: string): Promise<void> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.usage(memberId, month),
        UpdateExpression: 'ADD conversationsUsed :minusOne',
        ConditionExpression: 'conversationsUsed > :zero',
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Removes a month's count (the account was deleted while a turn that had counted was running). */
export async function deleteConversationCount(memberId: string, month: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.usage(memberId, month) }));
}
