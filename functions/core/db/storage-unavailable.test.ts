import { ConditionalCheckFailedException, DynamoDBClient, GetItemCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import {
  answerOutagesAsUnavailable,
  isStorageUnavailable,
  STORAGE_RETRY_AFTER_SECONDS,
} from './storage-unavailable';

const named = (name: string, extra: object = {}) => Object.assign(new Error(name), { name, ...extra });

describe('telling a storage outage from an answer', () => {
  it('counts throttling, DynamoDB failing inside, time-outs and an unreachable endpoint as out of reach', () => {
    for (const error of [
      named('ProvisionedThroughputExceededException'),
      named('ThrottlingException'),
      named('InternalServerError'),
      named('TimeoutError'),
      named('Error', { code: 'ECONNREFUSED' }),
      named('Error', { code: 'ECONNRESET' }),
      named('UnknownError', { $metadata: { httpStatusCode: 503 } }),
    ]) {
      expect(isStorageUnavailable(error), JSON.stringify(error)).toBe(true);
    }
  });

  it('leaves a failed condition, a cancelled transaction and a bad request to the code that expects them', () => {
    for (const error of [
      new ConditionalCheckFailedException({ message: 'no', $metadata: { httpStatusCode: 400 } }),
      named('TransactionCanceledException', { $metadata: { httpStatusCode: 400 } }),
      named('ValidationException', { $metadata: { httpStatusCode: 400 } }),
      new AppError('NOT_FOUND', 'gone'),
      undefined,
    ]) {
      expect(isStorageUnavailable(error)).toBe(false);
    }
  });

  it('turns a call to an endpoint nobody listens on into the 503 with Retry-After, after the retries', async () => {
    const client = new DynamoDBClient({
      endpoint: 'http://127.0.0.1:9',
      region: 'us-east-1',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      maxAttempts: 2,
    });
    answerOutagesAsUnavailable(client);
    const failure = await client
      .send(new GetItemCommand({ TableName: 't', Key: { pk: { S: 'a' }, sk: { S: 'b' } } }))
      .catch((error: unknown) => error);
    client.destroy();
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({
      status: 503,
      code: 'SERVICE_UNAVAILABLE',
      details: { retryAfterSeconds: STORAGE_RETRY_AFTER_SECONDS },
    });
  });
});
