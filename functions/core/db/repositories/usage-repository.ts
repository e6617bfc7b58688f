import {
  deleteItem,
  getItem,
  takeOneFromCount,
  updateItem,
  whenConditionHolds,
} from '#functions/core/db/item-operations.ts';
import { keys } from '#functions/core/db/keys.ts';

/** New conversations a member started in one calendar month. */
export async function getConversationsStartedInMonth(memberId: string, month: string): Promise<number> {
  const usage = await getItem(keys.usage(memberId, month));
  return Number(usage?.conversationsUsed ?? 0);
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
  return whenConditionHolds(
    updateItem(keys.usage(memberId, month), {
      expression: 'ADD conversationsUsed :one SET #type = :type, #month = :month',
      names: { '#type': 'type', '#month': 'month' },
      values: { ':one': 1, ':type': 'usage', ':month': month },
      onlyIf:
        limit === null
          ? undefined
          : {
              expression: 'attribute_not_exists(conversationsUsed) OR conversationsUsed < :limit',
              values: { ':limit': limit },
            },
    }),
  );
}

/**
 * Gives a reserved conversation back (the turn ended with nothing saved). Only an existing count
 * above zero is lowered, so this never creates an item, for example after the account was deleted.
 */
export async function giveBackConversation(memberId: string, month: string): Promise<void> {
  await takeOneFromCount(keys.usage(memberId, month), 'conversationsUsed');
}

/** Removes a month's count (the account was deleted while a turn that had counted was running). */
export async function deleteConversationCount(memberId: string, month: string): Promise<void> {
  await deleteItem(keys.usage(memberId, month));
}
