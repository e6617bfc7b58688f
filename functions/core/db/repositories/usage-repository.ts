import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { keys } from '#functions/core/db/keys.ts';

/** New conversations a member started in one calendar month. */
export async function getConversationsStartedInMonth(memberId: string, month: string): Promise<number> {
  const result = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.usage(memberId, month) }),
  );
  return Number(result.Item?.conversationsUsed ?? 0);
}
