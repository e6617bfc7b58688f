import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  cancelledTransaction as cancelled,
  mockedDocumentClient,
} from '#functions/test-support/mocked-document-client.ts';
import {
  type NamedWrite,
  TransactionContendedError,
  TransactionRefusedError,
  writeNamedTransaction,
} from './named-transaction';

const dynamo = mockedDocumentClient();

const writes: NamedWrite<'live account' | 'conversation' | 'message'>[] = [
  {
    name: 'live account',
    write: { ConditionCheck: { TableName: 't', Key: { pk: 'a', sk: 'b' }, ConditionExpression: 'x' } },
  },
  { name: 'conversation', write: { Put: { TableName: 't', Item: { pk: 'c', sk: 'd' } } } },
  { name: 'message', write: { Put: { TableName: 't', Item: { pk: 'e', sk: 'f' } } } },
];

describe('writeNamedTransaction', () => {
  it('names the writes whose conditions failed, whatever their position', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'ConditionalCheckFailed', 'None']));
    const refused = await writeNamedTransaction(writes).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(TransactionRefusedError);
    expect((refused as TransactionRefusedError).refused).toEqual(['conversation']);
    expect((refused as TransactionRefusedError<string>).refusedBy('live account')).toBe(false);

    dynamo.on(TransactWriteCommand).rejects(cancelled(['ConditionalCheckFailed', 'None', 'None']));
    const gone = (await writeNamedTransaction(writes).catch(
      (error: unknown) => error,
    )) as TransactionRefusedError;
    expect(gone.refused).toEqual(['live account']);
  });

  it('tries again after a conflict with another transaction, and then succeeds', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejectsOnce(cancelled(['None', 'TransactionConflict', 'None']))
      .rejectsOnce(cancelled(['TransactionConflict', 'None', 'None']))
      .resolves({});
    await expect(writeNamedTransaction(writes)).resolves.toBeUndefined();
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(3);
  });

  it('gives up after a few conflicts, naming the writes that met them, and passes on anything that is not a cancellation', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['None', 'None', 'TransactionConflict']));
    const contended = await writeNamedTransaction(writes).catch((error: unknown) => error);
    expect(contended).toBeInstanceOf(TransactionContendedError);
    expect((contended as TransactionContendedError).contended).toEqual(['message']);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(4);

    dynamo.reset();
    dynamo.on(TransactWriteCommand).rejects(new Error('network down'));
    await expect(writeNamedTransaction(writes)).rejects.toThrow('network down');
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('does not try again when told not to: a conflict is reported at once', async () => {
    dynamo.on(TransactWriteCommand).rejects(cancelled(['TransactionConflict', 'None', 'None']));
    const contended = await writeNamedTransaction(writes, { conflictRetries: 0 }).catch(
      (error: unknown) => error,
    );
    expect((contended as TransactionContendedError).contendedAt('live account')).toBe(true);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('reports a refusal rather than a conflict when a condition failed too', async () => {
    dynamo
      .on(TransactWriteCommand)
      .rejects(cancelled(['TransactionConflict', 'ConditionalCheckFailed', 'None']));
    const refused = await writeNamedTransaction(writes).catch((error: unknown) => error);
    expect((refused as TransactionRefusedError).refused).toEqual(['conversation']);
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});
