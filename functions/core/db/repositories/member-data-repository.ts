import {
  deleteItem,
  ITEM_EXISTS,
  updateItem,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { type ItemKey, keys } from '#functions/core/db/keys.ts';
import { deleteItems, queryMemberItems } from './conversations-repository';
import { listSessionIdsOfAccount } from './sessions-repository';

/** Every item of a member's partition (profile, conversations, messages, memory ...). */
export function listAllMemberItems(memberId: string): Promise<Record<string, unknown>[]> {
  return queryMemberItems(memberId);
}

/**
 * The first step of deleting an account: the profile is marked, and from then on every session
 * check refuses the account and no chat turn can commit (its transaction checks the profile).
 */
export async function markMemberDeleted(memberId: string, now: Date): Promise<void> {
  // Already gone (the condition fails): there is nothing left to mark.
  await whenConditionHolds(
    updateItem(keys.member(memberId), {
      expression: 'SET deletedAt = if_not_exists(deletedAt, :now)',
      values: { ':now': now.toISOString() },
      onlyIf: ITEM_EXISTS,
    }),
  );
}

const keyOf = (item: Record<string, unknown>): ItemKey => ({ pk: String(item.pk), sk: String(item.sk) });

/**
 * Removes everything that belongs to a member whose profile is already marked deleted: their
 * partition, their email claim (so the address can sign up again), every session (so open tabs
 * are signed out) and the record of when they were last all ended (a password reset). A chat turn that had passed its checks before the mark can no longer commit, but
 * anything written in the meantime is found by one more pass over the partition; the profile goes
 * last, so until then the account can still be found and its deletion finished.
 */
export async function deleteMarkedMemberData(memberId: string, email: string): Promise<void> {
  const [partition, sessionIds] = await Promise.all([
    listAllMemberItems(memberId),
    listSessionIdsOfAccount('member', memberId),
  ]);
  await Promise.all([
    deleteEmailClaim(memberId, email),
    deleteItems([
      ...sessionIds.map((sessionId) => keys.session(sessionId)),
      keys.sessionsEnded('member', memberId),
      ...partition.filter((item) => item.sk !== keys.member(memberId).sk).map(keyOf),
    ]),
  ]);
  const stragglers = await listAllMemberItems(memberId);
  await deleteItems([
    ...stragglers.filter((item) => item.sk !== keys.member(memberId).sk).map(keyOf),
    keys.member(memberId),
  ]);
}

/** The claim goes only while it is still this member's (never a later sign-up's with the same address). */
async function deleteEmailClaim(memberId: string, email: string): Promise<void> {
  await whenConditionHolds(
    deleteItem(keys.memberEmailClaim(email), {
      expression: 'memberId = :memberId',
      values: { ':memberId': memberId },
    }),
  );
}
