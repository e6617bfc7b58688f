import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../client';
import { keys } from '../keys';

export type AccountKind = 'member' | 'therapist' | 'client';

export interface SessionRecord {
  sessionId: string;
  accountKind: AccountKind;
  subjectId: string;
  /** For clients: the practice the session belongs to. */
  tenantId?: string;
  createdAt: string;
  /** Epoch seconds; DynamoDB's TTL removes the item after this. */
  expiresAt: number;
}

export async function putSession(session: SessionRecord): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.session(session.sessionId), type: 'session', ...session },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getSession(sessionId: string): Promise<SessionRecord | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: keys.session(sessionId) }));
  if (!result.Item) return undefined;
  const { pk: _pk, sk: _sk, type: _type, ...session } = result.Item;
  return session as SessionRecord;
}

export async function deleteSession(sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(sessionId) }));
}
