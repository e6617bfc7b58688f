import { deleteItem, getItem, NO_ITEM_YET, putItem } from '#functions/core/db/item-operations.ts';
import { type AccountKind, indexKeys, keys } from '#functions/core/db/keys.ts';
import { queryIndexAll } from '#functions/core/db/query-all.ts';
import { parseStored, storedSession } from '#functions/core/db/stored-records.ts';
import { deleteItems } from './conversations-repository';

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
  await putItem(
    {
      ...keys.session(session.sessionId),
      ...indexKeys.sessionOfAccount(session.accountKind, session.subjectId, session.createdAt),
      type: 'session',
      ...session,
    },
    NO_ITEM_YET,
  );
}

export async function getSession(sessionId: string): Promise<SessionRecord | undefined> {
  const item = await getItem(keys.session(sessionId));
  if (!item) return undefined;
  const { gsi2pk: _gsi2pk, gsi2sk: _gsi2sk, ...session } = item;
  return parseStored(storedSession, session);
}

export async function deleteSession(sessionId: string): Promise<void> {
  await deleteItem(keys.session(sessionId));
}

/**
 * Records that every session of an account created up to `endedAt` has ended. The sessions index
 * is eventually consistent, so a session made a moment before may not be listed for deletion yet:
 * this record, read strongly with every session, refuses it anyway. It outlives every session it
 * ends (their TTL), then goes.
 */
export async function recordSessionsOfAccountEnded(
  accountKind: AccountKind,
  subjectId: string,
  endedAt: string,
  expiresAt: number,
): Promise<void> {
  await putItem({
    ...keys.sessionsEnded(accountKind, subjectId),
    type: 'sessions-ended',
    endedAt,
    expiresAt,
  });
}

/** When every session of the account was last ended, if ever (a strongly consistent read). */
export async function sessionsOfAccountEndedAt(
  accountKind: AccountKind,
  subjectId: string,
): Promise<string | undefined> {
  const item = await getItem(keys.sessionsEnded(accountKind, subjectId), {
    attributes: ['endedAt'],
    consistent: true,
  });
  return typeof item?.endedAt === 'string' ? item.endedAt : undefined;
}

/** Every session of one account (to end them all at a password reset or an account deletion). */
export async function listSessionIdsOfAccount(
  accountKind: AccountKind,
  subjectId: string,
): Promise<string[]> {
  const sessions = await queryIndexAll('gsi2', indexKeys.sessionsOf(accountKind, subjectId), {
    attributes: ['sessionId'],
  });
  return sessions.flatMap((session) => (typeof session.sessionId === 'string' ? [session.sessionId] : []));
}

/** Deletes every session of one account; returns how many there were. */
export async function deleteSessionsOfAccount(accountKind: AccountKind, subjectId: string): Promise<number> {
  const sessionIds = await listSessionIdsOfAccount(accountKind, subjectId);
  await deleteItems(sessionIds.map((sessionId) => keys.session(sessionId)));
  return sessionIds.length;
}
