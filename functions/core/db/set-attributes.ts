import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client';
import type { ItemKey } from './keys';

/** A condition the item must meet for the write to happen; its names and values are the caller's own. */
export interface WriteCondition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/** Attributes to set. An undefined value is left out: the stored value stays as it is. */
export type Attributes = Record<string, unknown>;

export interface UpdateOptions {
  /** Attributes to take off the item. */
  remove?: readonly string[];
  /** Numbers to add to (a missing attribute counts from 0): counters. An undefined amount is left out. */
  add?: Record<string, number | undefined>;
  /** The write happens only if the item meets this condition. */
  onlyIf?: WriteCondition;
}

/** The parts of an UpdateItem (alone or in a transaction) that set, remove and add to attributes. */
export interface AttributeUpdate {
  UpdateExpression: string;
  ConditionExpression?: string;
  ExpressionAttributeNames: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}

/**
 * Builds `SET #set0 = :set0, ... REMOVE #remove0, ... ADD #add0 :add0, ...` with every attribute
 * name escaped, so any name (a reserved word such as `status` or `count`) can be written. Nothing
 * to set, remove or add is a programming error.
 */
export function attributeUpdate(attributes: Attributes, options: UpdateOptions = {}): AttributeUpdate {
  const set = Object.entries(attributes).filter(([, value]) => value !== undefined);
  const remove = options.remove ?? [];
  const add = Object.entries(options.add ?? {}).filter(([, amount]) => amount !== undefined);
  if (set.length + remove.length + add.length === 0) {
    throw new Error('An update must set, remove or add something');
  }
  const clauses = [
    set.length > 0 ? `SET ${set.map((_, position) => `#set${position} = :set${position}`).join(', ')}` : '',
    remove.length > 0 ? `REMOVE ${remove.map((_, position) => `#remove${position}`).join(', ')}` : '',
    add.length > 0 ? `ADD ${add.map((_, position) => `#add${position} :add${position}`).join(', ')}` : '',
  ];
  const values = {
    ...Object.fromEntries(set.map(([, value], position) => [`:set${position}`, value])),
    ...Object.fromEntries(add.map(([, amount], position) => [`:add${position}`, amount])),
    ...options.onlyIf?.values,
  };
  return {
    UpdateExpression: clauses.filter(Boolean).join(' '),
    ...(options.onlyIf ? { ConditionExpression: options.onlyIf.expression } : {}),
    ExpressionAttributeNames: {
      ...Object.fromEntries(set.map(([name], position) => [`#set${position}`, name])),
      ...Object.fromEntries(remove.map((name, position) => [`#remove${position}`, name])),
      ...Object.fromEntries(add.map(([name], position) => [`#add${position}`, name])),
      ...options.onlyIf?.names,
    },
    ...(Object.keys(values).length > 0 ? { ExpressionAttributeValues: values } : {}),
  };
}

/**
 * Sets (and removes) attributes of one item. A failed condition throws DynamoDB's
 * ConditionalCheckFailedException (see `isConditionFailure`).
 */
export async function setAttributes(
  key: ItemKey,
  attributes: Attributes,
  options: UpdateOptions = {},
): Promise<void> {
  await db().send(
    new UpdateCommand({ TableName: tableName(), Key: key, ...attributeUpdate(attributes, options) }),
  );
}
