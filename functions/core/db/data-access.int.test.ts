import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from './client';
import {
  getItems,
  NO_ITEM_YET,
  putItem,
  putWrite,
  takeItem,
  takeOneFromCount,
  updateItemAnswering,
  whenConditionHolds,
} from './item-operations';
import { TransactionRefusedError, writeNamedTransaction } from './named-transaction';
import { queryAll } from './query-all';
import { setAttributes } from './set-attributes';

/** The data-access helpers against DynamoDB Local: what the unit tests take from a mock, proven here. */

const read = async (pk: string, sk: string) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: { pk, sk }, ConsistentRead: true }))).Item;

describe('queryAll against DynamoDB', () => {
  it('returns every item of a partition larger than one 1 MB page, and only those under the prefix', async () => {
    const padding = 'x'.repeat(60_000);
    const pk = 'TENANT#paged';
    const sortKeys = Array.from({ length: 30 }, (_, index) => `CLIENT#${String(index).padStart(2, '0')}`);
    for (const sk of sortKeys) {
      await db().send(new PutCommand({ TableName: tableName(), Item: { pk, sk, padding } }));
    }
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk, sk: 'PROFILE' } }));

    const items = await queryAll(pk, 'CLIENT#', { attributes: ['sk'] });

    // 30 items of 60 kB are 1.8 MB: DynamoDB answers in at least two pages.
    expect(items.map((item) => item.sk)).toEqual(sortKeys);
  });
});

describe('setAttributes against DynamoDB', () => {
  it('writes reserved words, keeps what was given as undefined, and removes what it is told to', async () => {
    const key = { pk: 'REFERRAL#words', sk: 'ITEM' };
    await db().send(
      new PutCommand({ TableName: tableName(), Item: { ...key, notes: 'kept', sharedAt: 'earlier' } }),
    );

    await setAttributes(
      key,
      { status: 'completed', count: 3, name: 'Ada', notes: undefined },
      { remove: ['sharedAt'], onlyIf: { expression: 'attribute_exists(pk)' } },
    );

    expect(await read(key.pk, key.sk)).toEqual({
      ...key,
      status: 'completed',
      count: 3,
      name: 'Ada',
      notes: 'kept',
    });
  });

  it('writes nothing when the condition fails', async () => {
    const missing = { pk: 'REFERRAL#missing', sk: 'ITEM' };
    await expect(
      setAttributes(missing, { status: 'completed' }, { onlyIf: { expression: 'attribute_exists(pk)' } }),
    ).rejects.toMatchObject({ name: 'ConditionalCheckFailedException' });
    expect(await read(missing.pk, missing.sk)).toBeUndefined();
  });
});

describe('writeNamedTransaction against DynamoDB', () => {
  it('names the step whose condition failed, and none of the steps is written', async () => {
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'EMAIL#taken', sk: 'CLAIM' } }));

    const refused = await writeNamedTransaction([
      {
        name: 'profile',
        write: { Put: { TableName: tableName(), Item: { pk: 'USER#new', sk: 'PROFILE' } } },
      },
      {
        name: 'email claim',
        write: {
          Put: {
            TableName: tableName(),
            Item: { pk: 'EMAIL#taken', sk: 'CLAIM', owner: 'new' },
            ConditionExpression: 'attribute_not_exists(pk)',
          },
        },
      },
    ]).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(TransactionRefusedError);
    expect((refused as TransactionRefusedError).refused).toEqual(['email claim']);
    expect(await read('USER#new', 'PROFILE')).toBeUndefined();
    expect(await read('EMAIL#taken', 'CLAIM')).toEqual({ pk: 'EMAIL#taken', sk: 'CLAIM' });
  });

  it('answers false through whenConditionHolds when refused, and true when written', async () => {
    const claim = (owner: string) => [
      { name: 'claim', write: putWrite({ pk: 'EMAIL#claimed-once', sk: 'CLAIM', owner }, NO_ITEM_YET) },
    ];
    expect(await whenConditionHolds(writeNamedTransaction(claim('first')))).toBe(true);
    expect(await whenConditionHolds(writeNamedTransaction(claim('second')))).toBe(false);
    expect(await read('EMAIL#claimed-once', 'CLAIM')).toEqual({
      pk: 'EMAIL#claimed-once',
      sk: 'CLAIM',
      owner: 'first',
    });
  });
});

describe('counters against DynamoDB', () => {
  it('adds to a counter named by a reserved word, from 0 when it is missing', async () => {
    const key = { pk: 'SAFETYCOUNT#2026-11', sk: 'COUNTER' };
    await setAttributes(key, { month: '2026-11' }, { add: { count: 2 } });
    await setAttributes(key, {}, { add: { count: 3, total: undefined } });

    expect(await read(key.pk, key.sk)).toEqual({ ...key, month: '2026-11', count: 5 });
  });
});

describe('takeItem against DynamoDB', () => {
  it('answers the item it deleted, then nothing, and keeps an item whose condition fails', async () => {
    const key = { pk: 'PENDING#take', sk: 'ITEM' };
    await putItem({ ...key, expiresAt: 100 });

    const notYet = { expression: 'expiresAt > :now', values: { ':now': 200 } };
    expect(await takeItem(key, notYet)).toBeUndefined();
    expect(await read(key.pk, key.sk)).toEqual({ ...key, expiresAt: 100 });

    expect(await takeItem(key)).toEqual({ ...key, expiresAt: 100 });
    expect(await read(key.pk, key.sk)).toBeUndefined();
    expect(await takeItem(key)).toBeUndefined();
  });
});

describe('takeOneFromCount against DynamoDB', () => {
  it('lowers a count by one down to zero, never below, and never creates a missing item', async () => {
    const key = { pk: 'USAGE#take-one', sk: 'MONTH' };
    await putItem({ ...key, used: 1 });
    await takeOneFromCount(key, 'used');
    await takeOneFromCount(key, 'used');
    expect(await read(key.pk, key.sk)).toEqual({ ...key, used: 0 });

    const missing = { pk: 'USAGE#take-one-missing', sk: 'MONTH' };
    await takeOneFromCount(missing, 'used');
    expect(await read(missing.pk, missing.sk)).toBeUndefined();
  });
});

describe('updateItemAnswering against DynamoDB', () => {
  it('answers the new values it wrote, or the whole item before, and nothing when its condition fails', async () => {
    const key = { pk: 'COUNTER#answering', sk: 'ITEM' };
    const countOne = { expression: 'ADD attempts :one', values: { ':one': 1 } };
    expect(await updateItemAnswering(key, countOne, 'UPDATED_NEW')).toEqual({ attempts: 1 });
    expect(await updateItemAnswering(key, countOne, 'UPDATED_NEW')).toEqual({ attempts: 2 });

    const belowTwo = { ...countOne, onlyIf: { expression: 'attempts < :two', values: { ':two': 2 } } };
    expect(await updateItemAnswering(key, belowTwo, 'UPDATED_NEW')).toBeUndefined();
    expect(await read(key.pk, key.sk)).toEqual({ ...key, attempts: 2 });

    const renamed = { expression: 'SET label = :label', values: { ':label': 'newest' } };
    expect(await updateItemAnswering(key, renamed, 'ALL_OLD')).toEqual({ ...key, attempts: 2 });
    const fresh = { pk: 'COUNTER#answering-fresh', sk: 'ITEM' };
    expect(await updateItemAnswering(fresh, renamed, 'ALL_OLD')).toBeUndefined();
  });
});

describe('getItems against DynamoDB', () => {
  it('answers the items at the keys that have one, with only the attributes asked for', async () => {
    const first = { pk: 'BATCH#one', sk: 'ITEM' };
    const second = { pk: 'BATCH#two', sk: 'ITEM' };
    await putItem({ ...first, name: 'first', hidden: true });
    await putItem({ ...second, name: 'second', hidden: true });
    const missing = { pk: 'BATCH#none', sk: 'ITEM' };

    const whole = await getItems([first, missing, second], { consistent: true });
    expect(whole.sort((a, b) => String(a.pk).localeCompare(String(b.pk)))).toEqual([
      { ...first, name: 'first', hidden: true },
      { ...second, name: 'second', hidden: true },
    ]);
    const named = await getItems([first], { consistent: true, attributes: ['name'] });
    expect(named).toEqual([{ name: 'first' }]);
  });
});
