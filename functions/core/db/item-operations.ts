import { BatchGetCommand, DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, isConditionFailure, tableName } from './client';
import type { ItemKey } from './keys';
import { TransactionRefusedError, type TransactionWrite } from './named-transaction';
import type { StoredItem } from './query-all';
import type { WriteCondition } from './set-attributes';

/**
 * One item at a time, named for what the repositories do with it: read it, write it whole, write
 * it only where none is, delete it, update it by an expression; and the same writes as parts of a
 * named transaction. The table is always the app's own; keys come from keys.ts.
 */

export interface GetOptions {
  /** A strongly consistent read (what was just written is seen). */
  consistent?: boolean;
  /** Read only these attributes (names are escaped, so reserved words are fine). */
  attributes?: readonly string[];
}

/** The parts of a read that make it consistent and choose its attributes. */
function readParts(options: GetOptions) {
  const attributes = options.attributes ?? [];
  return {
    ...(options.consistent ? { ConsistentRead: true } : {}),
    ...(attributes.length > 0
      ? {
          ProjectionExpression: attributes.map((_, position) => `#attr${position}`).join(', '),
          ExpressionAttributeNames: Object.fromEntries(
            attributes.map((name, position) => [`#attr${position}`, name]),
          ),
        }
      : {}),
  };
}

/** The item at `key`, or undefined when there is none. */
export async function getItem(key: ItemKey, options: GetOptions = {}): Promise<StoredItem | undefined> {
  const result = await db().send(new GetCommand({ TableName: tableName(), Key: key, ...readParts(options) }));
  return result.Item;
}

/**
 * The items at up to 100 `keys` in one batched read, in no particular order (a key with no item
 * gives none); keys DynamoDB leaves unprocessed are asked for again, a few times at most.
 */
export async function getItems(keys: readonly ItemKey[], options: GetOptions = {}): Promise<StoredItem[]> {
  const found: StoredItem[] = [];
  let pending: ItemKey[] = [...keys];
  for (let attempt = 0; pending.length > 0 && attempt < 5; attempt++) {
    const result = await db().send(
      new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: pending, ...readParts(options) } } }),
    );
    found.push(...(result.Responses?.[tableName()] ?? []));
    pending = (result.UnprocessedKeys?.[tableName()]?.Keys ?? []) as ItemKey[];
  }
  return found;
}

/** The parts of a write that make it conditional. */
function conditionOf(onlyIf: WriteCondition | undefined) {
  if (!onlyIf) return {};
  return {
    ConditionExpression: onlyIf.expression,
    ...(onlyIf.names ? { ExpressionAttributeNames: onlyIf.names } : {}),
    ...(onlyIf.values ? { ExpressionAttributeValues: onlyIf.values } : {}),
  };
}

/** No item is at the key yet. */
export const NO_ITEM_YET: WriteCondition = { expression: 'attribute_not_exists(pk)' };
/** An item is at the key. */
export const ITEM_EXISTS: WriteCondition = { expression: 'attribute_exists(pk)' };

/** Writes the whole item (replacing one at its key), only if `onlyIf` holds when given. */
export async function putItem(item: StoredItem, onlyIf?: WriteCondition): Promise<void> {
  await db().send(new PutCommand({ TableName: tableName(), Item: item, ...conditionOf(onlyIf) }));
}

/** Deletes the item at `key` (nothing there is fine), only if `onlyIf` holds when given. */
export async function deleteItem(key: ItemKey, onlyIf?: WriteCondition): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: key, ...conditionOf(onlyIf) }));
}

/**
 * Deletes the item at `key` and answers what it was: undefined when there was none, or when
 * `onlyIf` (if given) did not hold, in which case nothing is deleted.
 */
export async function takeItem(key: ItemKey, onlyIf?: WriteCondition): Promise<StoredItem | undefined> {
  try {
    const result = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: key,
        ...conditionOf(onlyIf),
        ReturnValues: 'ALL_OLD',
      }),
    );
    return result.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * An update the caller writes as an expression, for what `setAttributes` cannot say: arithmetic,
 * `if_not_exists`, `list_append`. The condition's names and values join the update's.
 */
export interface ExpressionUpdate {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
  onlyIf?: WriteCondition;
}

function updateParts(update: ExpressionUpdate) {
  const names = { ...update.names, ...update.onlyIf?.names };
  const values = { ...update.values, ...update.onlyIf?.values };
  return {
    UpdateExpression: update.expression,
    ...(update.onlyIf ? { ConditionExpression: update.onlyIf.expression } : {}),
    ...(Object.keys(names).length > 0 ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/** Updates the item at `key`, only if `update.onlyIf` holds when given. */
export async function updateItem(key: ItemKey, update: ExpressionUpdate): Promise<void> {
  await db().send(new UpdateCommand({ TableName: tableName(), Key: key, ...updateParts(update) }));
}

/**
 * `updateItem` that answers attributes of the item: with 'UPDATED_NEW' the ones the update wrote,
 * as they are now; with 'ALL_OLD' the whole item as it was before (undefined when there was none).
 * Undefined, and nothing written, when `update.onlyIf` does not hold.
 */
export async function updateItemAnswering(
  key: ItemKey,
  update: ExpressionUpdate,
  answer: 'UPDATED_NEW' | 'ALL_OLD',
): Promise<StoredItem | undefined> {
  try {
    const result = await db().send(
      new UpdateCommand({ TableName: tableName(), Key: key, ...updateParts(update), ReturnValues: answer }),
    );
    return result.Attributes;
  } catch (error) {
    if (isConditionFailure(error)) return undefined;
    throw error;
  }
}

/**
 * Runs a conditional write, or a named transaction: true when it was written, false when a
 * condition did not hold (nothing is written). Any other failure is thrown.
 */
export async function whenConditionHolds(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error) || error instanceof TransactionRefusedError) return false;
    throw error;
  }
}

/**
 * Lowers the count in `attribute` of the item at `key` by one, only while it is above zero: never
 * below zero, and never creating an item (a count already gone stays gone).
 */
export async function takeOneFromCount(key: ItemKey, attribute: string): Promise<void> {
  await whenConditionHolds(
    updateItem(key, {
      expression: 'ADD #count :minusOne',
      names: { '#count': attribute },
      values: { ':minusOne': -1 },
      onlyIf: { expression: '#count > :zero', values: { ':zero': 0 } },
    }),
  );
}

/** Writes the item only where none is yet: false when its key is taken. */
export function putNewItem(item: StoredItem): Promise<boolean> {
  return whenConditionHolds(putItem(item, NO_ITEM_YET));
}

/** A transaction's write of a whole item, only if `onlyIf` holds when given. */
export function putWrite(item: StoredItem, onlyIf?: WriteCondition): TransactionWrite {
  return { Put: { TableName: tableName(), Item: item, ...conditionOf(onlyIf) } };
}

/** A transaction's deletion of the item at `key`, only if `onlyIf` holds when given. */
export function deleteWrite(key: ItemKey, onlyIf?: WriteCondition): TransactionWrite {
  return { Delete: { TableName: tableName(), Key: key, ...conditionOf(onlyIf) } };
}

/** A transaction's update of the item at `key` by an expression. */
export function updateWrite(key: ItemKey, update: ExpressionUpdate): TransactionWrite {
  return { Update: { TableName: tableName(), Key: key, ...updateParts(update) } };
}

/** A transaction's check that the item at `key` meets a condition (nothing is written to it). */
export function conditionCheck(key: ItemKey, onlyIf: WriteCondition): TransactionWrite {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: key,
      ConditionExpression: onlyIf.expression,
      ...(onlyIf.names ? { ExpressionAttributeNames: onlyIf.names } : {}),
      ...(onlyIf.values ? { ExpressionAttributeValues: onlyIf.values } : {}),
    },
  };
}
