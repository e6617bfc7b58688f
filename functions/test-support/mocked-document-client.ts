import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach } from 'vitest';
import { resetDbClient } from '#functions/core/db/client.ts';

/**
 * The DynamoDB document client mocked for a unit test file: each test starts with no answers set
 * and a fresh app client (which takes the mock), and leaves a fresh one behind.
 */
export function mockedDocumentClient() {
  const dynamo = mockClient(DynamoDBDocumentClient);
  beforeEach(() => {
    resetDbClient();
    dynamo.reset();
  });
  afterEach(() => resetDbClient());
  return dynamo;
}

/** A transaction DynamoDB cancelled: one reason code per write, in the order of the writes. */
export function cancelledTransaction(codes: string[]) {
  return new TransactionCanceledException({
    message: 'Transaction cancelled',
    $metadata: {},
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}
