import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockedDocumentClient } from '#functions/test-support/mocked-document-client.ts';
import { attributeUpdate, setAttributes } from './set-attributes';

const dynamo = mockedDocumentClient();

beforeEach(() => {
  dynamo.on(UpdateCommand).resolves({});
});

describe('attributeUpdate', () => {
  it('escapes every attribute name, so reserved words such as status, count and name can be set', () => {
    const update = attributeUpdate({ status: 'completed', count: 2, name: 'Ada' });

    expect(update.UpdateExpression).toBe('SET #set0 = :set0, #set1 = :set1, #set2 = :set2');
    expect(update.ExpressionAttributeNames).toEqual({ '#set0': 'status', '#set1': 'count', '#set2': 'name' });
    expect(update.ExpressionAttributeValues).toEqual({ ':set0': 'completed', ':set1': 2, ':set2': 'Ada' });
  });

  it('leaves out an attribute given as undefined (the stored value stays), and removes those named', () => {
    const update = attributeUpdate(
      { notes: undefined, updatedAt: 'now', rating: undefined },
      { remove: ['sharedAt', 'gsi1pk'] },
    );

    expect(update.UpdateExpression).toBe('SET #set0 = :set0 REMOVE #remove0, #remove1');
    expect(update.ExpressionAttributeNames).toEqual({
      '#set0': 'updatedAt',
      '#remove0': 'sharedAt',
      '#remove1': 'gsi1pk',
    });
    expect(update.ExpressionAttributeValues).toEqual({ ':set0': 'now' });
  });

  it('keeps the condition with its own names and values beside the update', () => {
    const update = attributeUpdate(
      { plan: 'professional' },
      {
        onlyIf: {
          expression: 'attribute_exists(pk) AND #when <= :created',
          names: { '#when': 'at' },
          values: { ':created': 5 },
        },
      },
    );

    expect(update.ConditionExpression).toBe('attribute_exists(pk) AND #when <= :created');
    expect(update.ExpressionAttributeNames).toEqual({ '#set0': 'plan', '#when': 'at' });
    expect(update.ExpressionAttributeValues).toEqual({ ':set0': 'professional', ':created': 5 });
  });

  it('adds to counters beside what it sets, leaving out an amount given as undefined', () => {
    const update = attributeUpdate(
      { lastMessageAt: 'now' },
      { add: { messageCount: 2, count: 1, safetyNotes: undefined } },
    );

    expect(update.UpdateExpression).toBe('SET #set0 = :set0 ADD #add0 :add0, #add1 :add1');
    expect(update.ExpressionAttributeNames).toEqual({
      '#set0': 'lastMessageAt',
      '#add0': 'messageCount',
      '#add1': 'count',
    });
    expect(update.ExpressionAttributeValues).toEqual({ ':set0': 'now', ':add0': 2, ':add1': 1 });
  });

  it('refuses an update with nothing to set, remove or add (DynamoDB would reject the empty expression)', () => {
    expect(() => attributeUpdate({ notes: undefined }, { add: { count: undefined } })).toThrow(
      'An update must set, remove or add something',
    );
  });
});

describe('setAttributes', () => {
  it('sends one update of the item at its key', async () => {
    await setAttributes({ pk: 'TENANT#t1', sk: 'PROFILE' }, { practiceName: 'Calm Rooms' });

    const [call] = dynamo.commandCalls(UpdateCommand);
    expect(call?.args[0].input).toMatchObject({
      Key: { pk: 'TENANT#t1', sk: 'PROFILE' },
      UpdateExpression: 'SET #set0 = :set0',
      ExpressionAttributeNames: { '#set0': 'practiceName' },
      ExpressionAttributeValues: { ':set0': 'Calm Rooms' },
    });
  });
});
