import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '#functions/core/db/client.ts';
import { type ItemKey, keys } from '#functions/core/db/keys.ts';
import { deleteItems, queryMemberItems } from './conversations-repository';
import { listSessionIdsOfAccount } from './sessions-repository';

/** Every item of a member's partition (profile, conversations, messages, memory ...). */
export function listAllMemberItems(memberId: string): Promise<Record<string, unknown>[]> {
  return queryMemberItems(memberId);
}

/**
 * Removes everything that belongs to a member, at once: their partition, their email claim (so
 * the address can sign up again) and every session (so open tabs are signed out).
 */
export async function deleteAllMemberData(memberId: string): Promise<number> {
  const profile = await db().send(new GetCommand({ TableName: tableName(), Key: keys.member(memberId) }));
  const email = typeof profile.Item?.email === 'string' ? profile.Item.email : undefined;
  const partition = await listAllMemberItems(memberId);
  const sessionIds = await listSessionIdsOfAccount('member', memberId);
  const doomed: ItemKey[] = [
    ...partition
      .filter((item) => item.sk !== 'PROFILE')
      .map((item) => ({ pk: String(item.pk), sk: String(item.sk) })),
    ...sessionIds.map((sessionId) => keys.session(sessionId)),
    ...(email ? [keys.memberEmailClaim(email)] : []),
    // The profile goes last: until it is gone the account still exists and can be deleted again.
    keys.member(memberId),
  ];
  await deleteItems(doomed);
  return doomed.length;
}
