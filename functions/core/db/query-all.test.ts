import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryAll, queryIndexAll, queryUpTo, type TableSource } from './query-all';

const dynamo = mockClient(DynamoDBDocumentClient);
const source: TableSource = {
  client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })),
  table: 'the-table',
};

const item = (sk: string) => ({ pk: 'TENANT#t1', sk });

beforeEach(() => dynamo.reset());

describe('queryAll', () => {
  it('reads every page, each from where the one before ended, and returns the items in order', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [item('CLIENT#1'), item('CLIENT#2')], LastEvaluatedKey: item('CLIENT#2') })
      .resolvesOnce({ Items: [item('CLIENT#3')], LastEvaluatedKey: item('CLIENT#3') })
      .resolvesOnce({ Items: [item('CLIENT#4')] });

    const items = await queryAll('TENANT#t1', 'CLIENT#', { source });

    expect(items.map((found) => found.sk)).toEqual(['CLIENT#1', 'CLIENT#2', 'CLIENT#3', 'CLIENT#4']);
    const inputs = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(inputs.map((input) => input.ExclusiveStartKey)).toEqual([
      undefined,
      item('CLIENT#2'),
      item('CLIENT#3'),
    ]);
    expect(inputs[0]).toMatchObject({
      TableName: 'the-table',
      KeyConditionExpression: '#pk = :pk AND begins_with(#sk, :prefix)',
      ExpressionAttributeNames: { '#pk': 'pk', '#sk': 'sk' },
      ExpressionAttributeValues: { ':pk': 'TENANT#t1', ':prefix': 'CLIENT#' },
    });
  });

  it('reads a whole partition without a prefix, newest first, only the attributes asked for', async () => {
    dynamo.on(QueryCommand).resolves({ Items: [{ count: 3 }] });

    await queryAll('SAFETYCOUNT#2026-11', undefined, {
      source,
      newestFirst: true,
      attributes: ['count', 'month'],
    });

    const [input] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(input).toMatchObject({
      KeyConditionExpression: '#pk = :pk',
      ScanIndexForward: false,
      ProjectionExpression: '#attr0, #attr1',
      ExpressionAttributeNames: { '#pk': 'pk', '#attr0': 'count', '#attr1': 'month' },
    });
    expect(input?.ExpressionAttributeValues).toEqual({ ':pk': 'SAFETYCOUNT#2026-11' });
  });

  it('reads an index by its own key names, all pages', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ sessionId: 'a' }], LastEvaluatedKey: { gsi2pk: 'x', gsi2sk: '1' } })
      .resolvesOnce({ Items: [{ sessionId: 'b' }] });

    const sessions = await queryIndexAll('gsi2', 'SESSIONS#member#m1', { source });

    expect(sessions).toEqual([{ sessionId: 'a' }, { sessionId: 'b' }]);
    const [input] = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input);
    expect(input).toMatchObject({ IndexName: 'gsi2', ExpressionAttributeNames: { '#pk': 'gsi2pk' } });
  });
});

describe('queryUpTo', () => {
  it('stops once it has read as many items as allowed, asking each page for no more than remain', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: '1' }], ScannedCount: 6, LastEvaluatedKey: { pk: 'p', sk: '6' } })
      .resolvesOnce({ Items: [{ id: '2' }], ScannedCount: 4, LastEvaluatedKey: { pk: 'p', sk: '10' } })
      .resolvesOnce({ Items: [{ id: 'never read' }] });

    const window = await queryUpTo('USER#m1', 'MSG#', 10, { source });

    expect(window).toEqual({ items: [{ id: '1' }, { id: '2' }], complete: false });
    const limits = dynamo.commandCalls(QueryCommand).map((call) => call.args[0].input.Limit);
    expect(limits).toEqual([10, 4]);
  });

  it('is complete when the partition ends before the limit', async () => {
    dynamo
      .on(QueryCommand)
      .resolvesOnce({ Items: [{ id: '1' }], ScannedCount: 2, LastEvaluatedKey: { pk: 'p', sk: '2' } })
      .resolvesOnce({ Items: [{ id: '2' }], ScannedCount: 1 });

    await expect(queryUpTo('USER#m1', 'MSG#', 10, { source })).resolves.toEqual({
      items: [{ id: '1' }, { id: '2' }],
      complete: true,
    });
  });
});
